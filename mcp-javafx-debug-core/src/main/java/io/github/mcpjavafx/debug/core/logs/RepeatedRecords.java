package io.github.mcpjavafx.debug.core.logs;

import io.github.mcpjavafx.debug.core.changes.AppErrors.Printed;
import io.github.mcpjavafx.debug.core.changes.AppErrors.Raised;
import io.github.mcpjavafx.debug.core.model.LogEntry;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * Folds what an app repeats, so that one answer names it once with its count: a sample that throws
 * on every layout pass raised the same exception 13 times in one action's result (5,000
 * characters of one line again and again). Exceptions are the same when their type, message, top
 * frames and cause are (their {@code ExceptionSummary}s are equal); printed lines when their text
 * is. The lines an answer spends on exceptions are bounded, and what is left out says where the
 * rest is.
 */
final class RepeatedRecords {

    /** What one answer spends on exception lines at most: a few distinct ones, not a screenful of traces. */
    static final int MAX_EXCEPTION_CHARS = 2_000;

    private RepeatedRecords() {
    }

    /**
     * The uncaught exceptions, each distinct one once in order of first arrival, as
     * {@code #5..#29 ×13 java.lang.IllegalStateException: boom at com.acme.View.layout(View.java:42)};
     * past {@value #MAX_EXCEPTION_CHARS} characters one closing line counts the rest (its seqs are not
     * among the lines', so the answer's new-errors line still tells of them).
     */
    static List<Raised> uncaught(List<LogEntry> entries) {
        List<Raised> lines = new ArrayList<>();
        int spent = 0;
        int leftOut = 0;
        int leftOutKinds = 0;
        long firstLeftOut = 0;
        for (List<LogEntry> same : grouped(entries, RepeatedRecords::exceptionKey).values()) {
            String line = counted(same, LogLines.uncaughtLine(same.get(0)).replaceFirst("^#\\d+ ", ""));
            if (leftOut == 0 && spent + line.length() <= MAX_EXCEPTION_CHARS) {
                spent += line.length();
                lines.add(new Raised(same.stream().map(LogEntry::seq).toList(), line));
            } else {
                firstLeftOut = leftOut == 0 ? same.get(0).seq() - 1 : firstLeftOut;
                leftOut += same.size();
                leftOutKinds++;
            }
        }
        if (leftOut > 0) {
            lines.add(new Raised(List.of(), "… " + leftOut + " more (" + leftOutKinds + " other exception"
                    + (leftOutKinds == 1 ? "" : "s") + "): ui_get_logs {\"sinceSeq\": " + firstLeftOut
                    + ", \"minLevel\": \"error\"}"));
        }
        return lines;
    }

    /**
     * The first {@code max} distinct printed lines in order of first arrival, a repeated one with
     * {@code  ×3} after it, and how many printed lines are not among them.
     */
    static Printed printed(List<LogEntry> entries, int max) {
        List<String> lines = new ArrayList<>();
        int listed = 0;
        for (List<LogEntry> same : grouped(entries, LogLines::printedLine).values()) {
            if (lines.size() == max) {
                break;
            }
            String line = LogLines.printedLine(same.get(0));
            lines.add(same.size() == 1 ? line : line + " ×" + same.size());
            listed += same.size();
        }
        return new Printed(lines, entries.size() - listed, listed > lines.size());
    }

    /**
     * Runs of records that say the same (level, source, thread, message, exception), for {@code ui_get_logs}:
     * each run is listed once, its first record standing for it.
     */
    static List<List<LogEntry>> runs(List<LogEntry> entries) {
        List<List<LogEntry>> runs = new ArrayList<>();
        for (LogEntry entry : entries) {
            List<LogEntry> last = runs.isEmpty() ? null : runs.get(runs.size() - 1);
            if (last != null && saysTheSame(last.get(0), entry)) {
                last.add(entry);
            } else {
                runs.add(new ArrayList<>(List.of(entry)));
            }
        }
        return runs;
    }

    /** {@code #5 text} for one record, {@code #5..#29 ×13 text} for a repeated one. */
    static String counted(List<LogEntry> same, String text) {
        LogEntry first = same.get(0);
        if (same.size() == 1) {
            return "#" + first.seq() + " " + text;
        }
        return "#" + first.seq() + "..#" + same.get(same.size() - 1).seq() + " ×" + same.size() + " " + text;
    }

    private static boolean saysTheSame(LogEntry a, LogEntry b) {
        return a.level() == b.level() && a.uncaught() == b.uncaught() && Objects.equals(a.logger(), b.logger())
                && Objects.equals(a.stream(), b.stream()) && Objects.equals(a.thread(), b.thread())
                && Objects.equals(a.message(), b.message()) && Objects.equals(a.exception(), b.exception());
    }

    private static Object exceptionKey(LogEntry entry) {
        return entry.exception() != null ? entry.exception() : entry.message();
    }

    private static Map<Object, List<LogEntry>> grouped(List<LogEntry> entries,
                                                       Function<LogEntry, Object> key) {
        Map<Object, List<LogEntry>> groups = new LinkedHashMap<>();
        for (LogEntry entry : entries) {
            groups.computeIfAbsent(key.apply(entry), k -> new ArrayList<>()).add(entry);
        }
        return groups;
    }
}
