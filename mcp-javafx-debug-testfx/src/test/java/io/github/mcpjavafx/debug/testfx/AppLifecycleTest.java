package io.github.mcpjavafx.debug.testfx;

import io.github.mcpjavafx.debug.testfx.fixtures.ExitingAppStopped;
import io.github.mcpjavafx.debug.testfx.fixtures.ExitingAppWindowsClosed;
import io.github.mcpjavafx.debug.testfx.fixtures.RunTestClass;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A test of an app whose stop() ends the JVM, each run in a JVM of its own as a build runs it: with stop() called
 * the run fails and says why (never exit status 0 with no result); with the windows closed instead it passes.
 */
class AppLifecycleTest {

    @Test
    void anAppWhoseStopEndsTheJvmFailsTheRunAndSaysWhy() throws Exception {
        Run run = run(ExitingAppStopped.class.getName());
        assertThat(run.status()).as(run.output()).isEqualTo(ExitGuard.STATUS);
        assertThat(run.output()).contains("FAILED: " + ExitingAppStopped.class.getName()
                + ": the JVM was told to exit (System.exit) while in " + "io.github.mcpjavafx.debug.testfx.fixtures.ExitingApp.stop()");
    }

    @Test
    void theSameTestPassesWhenTheCleanUpClosesTheWindowsOnly() throws Exception {
        Run run = run(ExitingAppWindowsClosed.class.getName());
        assertThat(run.status()).as(run.output()).isZero();
        assertThat(run.output()).contains("1 tests successful").doesNotContain("FAILED:");
    }

    private static Run run(String testClass) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        for (String key : List.of("testfx.headless", "prism.order", "glass.platform", "monocle.platform", "java.awt.headless")) {
            if (System.getProperty(key) != null) {
                command.add("-D" + key + "=" + System.getProperty(key));
            }
        }
        command.addAll(List.of("-cp", System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")),
                RunTestClass.class.getName(), testClass));
        Path log = Files.createTempFile("lifecycle", ".log");
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
            throw new AssertionError(testClass + " did not end in 120 s:\n" + Files.readString(log));
        }
        return new Run(process.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
    }

    private record Run(int status, String output) {
    }
}
