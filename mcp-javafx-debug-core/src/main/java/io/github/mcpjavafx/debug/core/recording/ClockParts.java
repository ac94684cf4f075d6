package io.github.mcpjavafx.debug.core.recording;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The dates and times of day in a text the app showed or printed that read as the clock's: a date within
 * {@value #NEAR_DAYS} days of today (today, a delivery two days on), a time within {@value #NOW_MINUTES} minutes of now.
 * A replay on another day, or a minute later, shows them differently. Any other date or time is a value of the app's
 * (an appointment moved to 10:00), checked as it is: a pattern would hold whether or not the action happened. A date
 * the session itself typed in is not the clock's either: the replay types it again.
 */
final class ClockParts {

    /** 2026-11-28, 28.11.2026, 11/28/2026, 9:05, 09:05:33; with the year, month, day or hour and minute as groups. */
    private static final Pattern DATE_OR_TIME = Pattern.compile("\\b(?:(\\d{4})-(\\d{1,2})-(\\d{1,2})"
            + "|(\\d{1,2})[./](\\d{1,2})[./](\\d{4})|(\\d{1,2}):(\\d{2})(?::\\d{2})?)\\b");
    private static final Pattern DIGITS = Pattern.compile("\\d+");
    private static final String REGEX_SPECIALS = "\\.[]{}()*+?^$|";
    /** A time of day this close to the moment it was read is the clock's. */
    static final int NOW_MINUTES = 10;
    /** A date this close to the day it was read on is the clock's, or counted from it (due in two days). */
    static final int NEAR_DAYS = 31;

    private ClockParts() {
    }

    /** Whether {@code text} holds a date or a time of day. */
    static boolean in(String text) {
        return DATE_OR_TIME.matcher(text).find();
    }

    /** The dates and times of day in {@code text} that read as {@code now}: the clock's, not a value of the app's. */
    static List<String> readingAsNow(String text, LocalDateTime now) {
        List<String> parts = new ArrayList<>();
        Matcher part = DATE_OR_TIME.matcher(text);
        while (part.find()) {
            boolean clock;
            if (part.group(1) != null) {
                clock = isNearToday(now, part.group(1), part.group(2), part.group(3));
            } else if (part.group(6) != null) { // 28.11.2026 or 11/28/2026: day and month either way round
                clock = isNearToday(now, part.group(6), part.group(5), part.group(4))
                        || isNearToday(now, part.group(6), part.group(4), part.group(5));
            } else {
                clock = isNow(now, Integer.parseInt(part.group(7)), Integer.parseInt(part.group(8)));
            }
            if (clock) {
                parts.add(part.group());
            }
        }
        return parts;
    }

    private static boolean isNearToday(LocalDateTime now, String year, String month, String day) {
        try {
            LocalDate date = LocalDate.of(Integer.parseInt(year), Integer.parseInt(month), Integer.parseInt(day));
            return Math.abs(ChronoUnit.DAYS.between(now.toLocalDate(), date)) <= NEAR_DAYS;
        } catch (DateTimeException notADate) { // 31.02.2026, or a month and day the other way round
            return false;
        }
    }

    /** A time of day near {@code now}, read as 24 hours or as 12 ({@code 2:05} at 14:05). */
    private static boolean isNow(LocalDateTime now, int hour, int minute) {
        int apart = Math.abs((hour % 12) * 60 + minute - ((now.getHour() % 12) * 60 + now.getMinute()));
        return hour < 24 && minute < 60 && Math.min(apart, 12 * 60 - apart) <= NOW_MINUTES;
    }

    /**
     * A regular expression that {@code text} matches, and so does the same text on another day: each of the
     * {@code clock}'s parts that is not part of a {@code typed} text stands for any of its shape
     * ({@code \d{4}-\d{1,2}-\d{1,2}}), the rest for itself; null when the text holds no such part.
     */
    static String pattern(String text, Collection<String> typed, Collection<String> clock) {
        Matcher part = DATE_OR_TIME.matcher(text);
        StringBuilder regex = new StringBuilder();
        int from = 0;
        boolean any = false;
        while (part.find()) {
            String found = part.group();
            if (!clock.contains(found) || typed.stream().anyMatch(t -> t != null && t.contains(found))) {
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
