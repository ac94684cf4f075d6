package io.github.mcpjavafx.debug;

import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The build runs these tests on the build's JavaFX and again on the oldest JavaFX the library
 * supports, each run naming its version in {@code expected.javafx.version}: this proves which one
 * the toolkit really is, so a classpath mix-up cannot pass for a run on the oldest version.
 */
class JavafxVersionTest {

    @Test
    void toolkitIsTheJavafxVersionTheBuildAskedFor() {
        String expected = System.getProperty("expected.javafx.version");
        assumeTrue(expected != null, "run outside the build");
        HeadlessFx.start();
        assertThat(System.getProperty("javafx.runtime.version")).startsWith(expected + "+");
    }
}
