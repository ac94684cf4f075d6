package io.github.mcpjavafx.debug.testfx;

import io.github.mcpjavafx.debug.testfx.fixtures.ExitingAppStopped;
import io.github.mcpjavafx.debug.testfx.fixtures.ExitingAppWindowsClosed;
import io.github.mcpjavafx.debug.testfx.fixtures.TestJvm;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A test of an app whose stop() ends the JVM, each run in a JVM of its own as a build runs it: with stop() called
 * the run fails and says why (never exit status 0 with no result); with the windows closed instead it passes.
 */
class AppLifecycleTest {

    @Test
    void anAppWhoseStopEndsTheJvmFailsTheRunAndSaysWhy() throws Exception {
        TestJvm.Run run = run(ExitingAppStopped.class.getName());
        assertThat(run.status()).as(run.output()).isEqualTo(ExitGuard.STATUS);
        assertThat(run.output()).contains("FAILED: " + ExitingAppStopped.class.getName()
                + ": the JVM was told to exit (System.exit) while in " + "io.github.mcpjavafx.debug.testfx.fixtures.ExitingApp.stop()");
    }

    @Test
    void theSameTestPassesWhenTheCleanUpClosesTheWindowsOnly() throws Exception {
        TestJvm.Run run = run(ExitingAppWindowsClosed.class.getName());
        assertThat(run.status()).as(run.output()).isZero();
        assertThat(run.output()).contains("1 tests successful").doesNotContain("FAILED:");
    }

    private static TestJvm.Run run(String testClass) throws IOException, InterruptedException {
        List<String> flags = new ArrayList<>();
        for (String key : List.of("testfx.headless", "prism.order", "glass.platform", "monocle.platform", "java.awt.headless")) {
            if (System.getProperty(key) != null) {
                flags.add("-D" + key + "=" + System.getProperty(key));
            }
        }
        return TestJvm.run(testClass, flags, TestJvm.classPath());
    }
}
