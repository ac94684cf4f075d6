package io.github.mcpjavafx.debug.core.recording;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The lines an action printed to {@code System.out}, as its consequences listed them ({@code out: Result is
 * alice=s3cret}), turned into the checks a person would write: whole lines only (one cut for the consequences is
 * left out), never {@code System.err}, none that carries a date or a time of day ({@link ClockParts}), an object's
 * identity ({@code WizardPane@62c714f5}), a UUID or a hash, which a replay prints differently, and none that
 * says nothing (a rule of {@code ====}). A step that printed more than {@value #MAX_LINES} lines printed a trace, not a
 * result a person checks: none of its lines is checked.
 */
public final class ConsoleChecks {

    /** The most lines a step may print for them to be checked. */
    static final int MAX_LINES = 3;
    private static final String OUT = "out: ";
    private static final Pattern SAYS_SOMETHING = Pattern.compile(".*[\\p{L}\\p{N}].*");
    /**
     * What differs on every run: an object's identity ({@code WizardPane@62c714f5}), a UUID, a hash or an address
     * (eight hex digits or more, with a digit and a letter among them).
     */
    private static final Pattern UNSTABLE = Pattern.compile("@\\p{XDigit}{4,}\\b|\\b(?=\\p{XDigit}*\\d)(?=\\p{XDigit}*[a-fA-F])\\p{XDigit}{8,}\\b"
            + "|\\b\\p{XDigit}{8}-\\p{XDigit}{4}-\\p{XDigit}{4}-\\p{XDigit}{4}-\\p{XDigit}{12}\\b");

    private ConsoleChecks() {
    }

    /**
     * @param printed the consequences' console lines, {@code out: } or {@code err: } first
     * @param more    how many more lines the step printed than are listed
     */
    public static List<RecordedStep> of(List<String> printed, int more) {
        List<RecordedStep> checks = new ArrayList<>();
        if (printed.size() + more > MAX_LINES) {
            return checks;
        }
        for (String line : printed) {
            String text = line.startsWith(OUT) ? line.substring(OUT.length()) : null;
            if (text != null && SAYS_SOMETHING.matcher(text).matches() && !text.endsWith("…")
                    && !ClockParts.in(text) && !UNSTABLE.matcher(text).find()) {
                checks.add(new RecordedStep.Printed(text));
            }
        }
        return checks;
    }
}
