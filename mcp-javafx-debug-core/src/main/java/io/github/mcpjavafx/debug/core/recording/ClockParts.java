package io.github.mcpjavafx.debug.core.recording;

import java.util.Collection;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The dates and times of day in a text the app showed or printed: what a replay on another day, or a
 * minute later, shows differently. A date the session itself typed in is not one of them: the replay
 * types it again.
 */
final class ClockParts {

    /** 2026-11-28, 28.11.2026, 11/28/2026, 9:05, 09:05:33. */
    private static final Pattern DATE_OR_TIME = Pattern.compile(
            "\\b(?:\\d{4}-\\d{1,2}-\\d{1,2}|\\d{1,2}[./]\\d{1,2}[./]\\d{4}|\\d{1,2}:\\d{2}(?::\\d{2})?)\\b");
    private static final Pattern DIGITS = Pattern.compile("\\d+");
    private static final String REGEX_SPECIALS = "\\.[]{}()*+?^$|";

    private ClockParts() {
    }

    /** Whether {@code text} holds a date or a time of day. */
    static boolean in(String text) {
        return DATE_OR_TIME.matcher(text).find();
    }

    /**
     * A regular expression that {@code text} matches, and so does the same text on another day: each date
     * and time of day that is not part of a {@code typed} text stands for any of its shape ({@code \d{4}-\d{1,2}-\d{1,2}}),
     * the rest for itself; null when the text holds no such part.
     */
    static String pattern(String text, Collection<String> typed) {
        Matcher part = DATE_OR_TIME.matcher(text);
        StringBuilder regex = new StringBuilder();
        int from = 0;
        boolean any = false;
        while (part.find()) {
            String found = part.group();
            if (typed.stream().anyMatch(t -> t != null && t.contains(found))) {
                continue;
            }
            any = true;
            literal(text.substring(from, part.start()), regex);
            regex.append(shape(found));
            from = part.end();
        }
        if (!any) {
            return null;
        }
        literal(text.substring(from), regex);
        return regex.toString();
    }

    /** {@code \d{4}-\d{1,2}-\d{1,2}} for 2026-11-28: a day, month or hour may have one digit or two. */
    private static String shape(String dateOrTime) {
        return DIGITS.matcher(dateOrTime).replaceAll(run -> Matcher.quoteReplacement(
                run.group().length() > 2 ? "\\d{" + run.group().length() + "}" : "\\d{1,2}"))
                .replace(".", "\\.");
    }

    /** Each character for itself, with a backslash before those a regular expression reads otherwise. */
    private static void literal(String text, StringBuilder regex) {
        for (char c : text.toCharArray()) {
            if (REGEX_SPECIALS.indexOf(c) >= 0) {
                regex.append('\\');
            }
            regex.append(c);
        }
    }
}
