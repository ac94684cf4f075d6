package io.github.mcpjavafx.debug.testfx;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.List;

/**
 * What the app prints to {@code System.out}, kept from the first test's set-up on (and still shown), so that a
 * test can check the lines its steps made the app print, in order.
 */
final class PrintedLines {

    private static ByteArrayOutputStream kept;
    /** How many printed lines the checks so far went through. */
    private static int checked;

    private PrintedLines() {
    }

    /** Starts keeping what is printed, once per JVM. */
    static synchronized void keepFromNowOn() {
        if (kept != null) {
            return;
        }
        ByteArrayOutputStream keeping = new ByteArrayOutputStream();
        PrintStream shown = System.out;
        System.setOut(new PrintStream(new OutputStream() {
            @Override
            public void write(int b) {
                shown.write(b);
                synchronized (keeping) {
                    keeping.write(b);
                }
            }

            @Override
            public void write(byte[] b, int off, int len) {
                shown.write(b, off, len);
                synchronized (keeping) {
                    keeping.write(b, off, len);
                }
            }
        }, true));
        kept = keeping;
    }

    /** Checks start after what was printed so far: what the app printed while it started is not the session's. */
    static synchronized void checkFromNowOn() {
        checked = lines().size();
    }

    /** The app printed {@code line} after the lines the checks before found. */
    static synchronized void assertPrinted(String line) {
        List<String> lines = lines();
        for (int i = checked; i < lines.size(); i++) {
            if (lines.get(i).equals(line)) {
                checked = i + 1;
                return;
            }
        }
        throw new AssertionError("The app did not print \"" + line + "\"; it printed:\n"
                + String.join("\n", lines.subList(Math.min(checked, lines.size()), lines.size())));
    }

    private static List<String> lines() {
        if (kept == null) {
            throw new IllegalStateException("Printed lines are kept for tests that extend RecordedAppTest");
        }
        synchronized (kept) {
            return kept.toString().lines().toList();
        }
    }
}
