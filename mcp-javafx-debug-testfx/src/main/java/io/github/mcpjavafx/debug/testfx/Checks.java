package io.github.mcpjavafx.debug.testfx;

import org.testfx.util.WaitForAsyncUtils;

/** The checks of an exported test beyond JUnit's {@code assertEquals}. For static import. */
public final class Checks {

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

    /** A text with a date or a time of day from the app's clock: it has the recorded text's shape, whatever the day. */
    public static void assertMatches(String pattern, String text) {
        if (text == null || !text.matches(pattern)) {
            throw new AssertionError("expected a text like <" + pattern + "> but was: <" + text + ">");
        }
    }
}
