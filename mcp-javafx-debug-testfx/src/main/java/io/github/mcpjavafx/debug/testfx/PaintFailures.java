package io.github.mcpjavafx.debug.testfx;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Whether the app could paint. JavaFX's renderer catches what fails while it paints a window and prints the trace to
 * {@code System.err}, and goes on (headless Monocle's {@code BufferOverflowException at
 * com.sun.javafx.tk.quantum.UploadingPainter.run} for a window larger than its screen): the app shows nothing, its
 * nodes keep their state, and a test of them would pass. So the traces are watched on {@code System.err} (still
 * shown), from the first test's set-up on, and a test during which one came fails.
 */
final class PaintFailures {

    /** The frame of JavaFX's painters a renderer's failure is printed from. */
    private static final String PAINTER = "com.sun.javafx.tk.quantum.";

    private static boolean watching;
    private static final StringBuilder line = new StringBuilder();
    private static String previousLine = "";
    private static int count;
    private static String first;

    private PaintFailures() {
    }

    /** Starts watching {@code System.err}, once per JVM. */
    static synchronized void watchFromNowOn() {
        if (watching) {
            return;
        }
        watching = true;
        PrintStream shown = System.err;
        System.setErr(new PrintStream(new OutputStream() {
            @Override
            public void write(int b) {
                shown.write(b);
                seen(b);
            }

            @Override
            public void write(byte[] b, int off, int len) {
                shown.write(b, off, len);
                for (int i = off; i < off + len; i++) {
                    seen(b[i]);
                }
            }
        }, true, StandardCharsets.UTF_8));
    }

    /** How many painter failures were printed so far; a test compares it before and after. */
    static synchronized int count() {
        return count;
    }

    /**
     * Fails when painter failures were printed since {@code before} ({@link #count()}).
     *
     * @param during what the test was doing, for the message
     */
    static synchronized void assertNoneSince(int before, String during) {
        if (count > before) {
            throw new AssertionError("The app could not paint " + during + ": JavaFX's renderer failed " + (count - before)
                    + " times (" + first + "), so the app showed nothing while its state was checked. "
                    + "Headless, a window larger than the virtual screen does this: see the window sizes above.");
        }
    }

    private static synchronized void seen(int b) {
        if (b == '\n') {
            String done = line.toString().strip();
            if (done.startsWith("at ") && done.contains(PAINTER) && done.contains("Painter.run(")) {
                count++;
                if (first == null) {
                    first = previousLine + " " + done.substring(done.indexOf(PAINTER));
                }
            }
            if (!done.startsWith("at ")) {
                previousLine = done;
            }
            line.setLength(0);
        } else if (b != '\r' && line.length() < 1_000) {
            line.append((char) (b & 0xff));
        }
    }
}
