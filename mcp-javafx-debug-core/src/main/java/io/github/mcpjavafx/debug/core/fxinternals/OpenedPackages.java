package io.github.mcpjavafx.debug.core.fxinternals;

import java.util.List;
import java.util.Map;

/**
 * The JavaFX packages this seam reads by reflection, by module: what an app with JavaFX on the module path opens to
 * the engine ({@code --add-opens}, see docs/modular.md), and what the agent opens by itself. The one list: the agent
 * reads it from here, a test holds the docs and this package's own reaches to it.
 */
public final class OpenedPackages {

    private static final Map<String, List<String>> BY_MODULE = Map.of(
            "javafx.graphics", List.of("javafx.scene", "javafx.animation", "com.sun.javafx.scene",
                    "com.sun.javafx.tk", "com.sun.scenario.animation", "com.sun.javafx.application",
                    "com.sun.javafx.perf"),
            "javafx.base", List.of("com.sun.javafx.event"));

    private OpenedPackages() {
    }

    /** Module name → the packages of it the engine reads. */
    public static Map<String, List<String>> byModule() {
        return BY_MODULE;
    }
}
