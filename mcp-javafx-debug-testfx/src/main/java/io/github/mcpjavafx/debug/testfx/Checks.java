package io.github.mcpjavafx.debug.testfx;

import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.TimeUnit;

/** The checks of an exported test beyond JUnit's {@code assertEquals}. For static import. */
public final class Checks {

    /** How long a check of a late effect is retried: far beyond the moment the recorded app took, on a loaded machine. */
    static final long LATE_EFFECT_SECONDS = 10;

    private Checks() {
    }

    /**
     * The app printed this line to {@code System.out} after the lines the checks before found (what it printed while
     * it started does not count). Only in tests that extend {@link RecordedAppTest}, which keeps what is printed.
     */
    public static void assertPrinted(String line) {
        WaitForAsyncUtils.waitForFxEvents();
        PrintedLines.assertPrinted(line);
    }

    /**
     * A check of what a recorded action caused a moment after it (a thread it started showed a popup or a value, an
     * animation it started ended): retried after each round of FX events until it holds, for
     * {@value #LATE_EFFECT_SECONDS} s at most, then failed as it failed last.
     */
    public static void eventually(Runnable check) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(LATE_EFFECT_SECONDS);
        while (true) {
            WaitForAsyncUtils.waitForFxEvents();
            try {
                check.run();
                return;
            } catch (AssertionError notYet) {
                if (System.nanoTime() > deadline) {
                    throw notYet;
                }
            }
            WaitForAsyncUtils.sleep(20, TimeUnit.MILLISECONDS); // between rounds: the app's thread needs the CPU
        }
    }

    /** A text with a date or a time of day from the app's clock: it has the recorded text's shape, whatever the day. */
    public static void assertMatches(String pattern, String text) {
        if (text == null || !text.matches(pattern)) {
            throw new AssertionError("expected a text like <" + pattern + "> but was: <" + text + ">");
        }
    }
}
