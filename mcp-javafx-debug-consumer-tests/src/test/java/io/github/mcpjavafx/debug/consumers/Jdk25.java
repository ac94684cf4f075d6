package io.github.mcpjavafx.debug.consumers;

import org.junit.jupiter.api.Assumptions;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * JDK 25, which JavaFX 26 and TilesFX need, at {@code jdk25.home}. On CI ({@code CI=true}) its absence fails
 * the run, so what CI proves always ran; on a developer's machine without it, the tests that need it are
 * skipped with a word of how to run them, and the rest of the build still runs.
 */
final class Jdk25 {

    private Jdk25() {
    }

    static Path home() {
        Path home = Path.of(ConsumerAppsIT.setting("jdk25.home"));
        boolean found = Files.isExecutable(home.resolve("bin/java"));
        String missing = "JDK 25 is needed by this test (JavaFX 26, TilesFX) and is not at " + home
                + ": install it there or pass -Djdk25.home=<its home>";
        if (!found && !"true".equals(System.getenv("CI"))) {
            System.out.println("NOT RUN (outside CI): " + missing); // a build's summary counts skipped tests, not why
            Assumptions.abort(missing + ". Skipped outside CI.");
        }
        assertThat(found).as(missing).isTrue();
        return home;
    }
}
