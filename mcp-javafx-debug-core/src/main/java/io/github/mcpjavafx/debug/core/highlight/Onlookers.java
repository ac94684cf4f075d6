package io.github.mcpjavafx.debug.core.highlight;

/**
 * Whether a person can see the app's windows at all. On JavaFX's headless platform (Monocle's
 * {@code Headless}, as tests and CI run it) nobody can, and the flash before each action would
 * only cost time: each one moves four popup windows, and the frames that follow took 15 ms per
 * click on a 1k-node scene there.
 */
public final class Onlookers {

    private Onlookers() {
    }

    public static boolean possible() {
        return !("monocle".equalsIgnoreCase(System.getProperty("glass.platform"))
                && "headless".equalsIgnoreCase(System.getProperty("monocle.platform")));
    }
}
