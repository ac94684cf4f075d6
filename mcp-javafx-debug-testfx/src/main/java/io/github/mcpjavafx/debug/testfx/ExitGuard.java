package io.github.mcpjavafx.debug.testfx;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Turns a JVM exit during a test into a failed run. An app that calls {@code System.exit} (in its {@code stop()},
 * or behind a "Quit" button a step clicks) ends the test JVM with the status it chose, 0 as a rule, before JUnit
 * reports anything: a run that looks green whatever happened. Java 17+ has no supported way to refuse the exit
 * (the SecurityManager is deprecated for removal), so a shutdown hook, while a test runs, says what happened and
 * halts the JVM with status {@value #STATUS}: the exit still happens, but never as a pass.
 */
final class ExitGuard {

    static final int STATUS = 1;

    private static Thread hook;
    private static volatile String test;
    private static volatile String during;

    private ExitGuard() {
    }

    /** From now until {@link #disarm()}, an exit of the JVM fails the run. */
    static synchronized void arm(String testName) {
        test = testName;
        during = "starting";
        if (hook == null) {
            hook = new Thread(ExitGuard::failRun, "exit during " + testName);
            Runtime.getRuntime().addShutdownHook(hook);
        }
    }

    /** What the test does now, for the message. */
    static void during(String what) {
        during = what;
    }

    static synchronized void disarm() {
        if (hook != null) {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                return; // the hook runs already and fails the run
            }
            hook = null;
        }
    }

    private static void failRun() {
        // straight to the process's stderr: the test runner's own streams may be closing
        PrintStream err = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
        err.println("FAILED: " + test + ": the JVM was told to exit (System.exit) while " + during
                + ", before the test could report a result; this run fails with exit status " + STATUS + ".");
        err.flush();
        Runtime.getRuntime().halt(STATUS);
    }
}
