package io.github.mcpjavafx.debug.core.logs;

import io.github.mcpjavafx.debug.core.changes.AppErrors.Printed;
import io.github.mcpjavafx.debug.core.changes.AppErrors.Raised;
import io.github.mcpjavafx.debug.core.model.LogEntry;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Folds what an app repeats, so that one answer names it once with its count: a sample that throws
 * on every layout pass raised the same exception 13 times in one action's result (5,000
 * characters of one line again and again). Records are the same when what their lines show is:
 * an exception's type, message, the app's top frame and its cause (FXSampler's sample throws one
 * exception along two call paths that differ only below that frame: to the agent they are one),
 * a printed line's text, a log record's level, source, thread, message and exception. The lines an answer spends on exceptions are bounded, and what is left out says where the
 * rest is.
 */
final class RepeatedRecords {

    /** What one answer spends on exception lines at most: a few distinct ones, not a screenful of traces. */
    static final int MAX_EXCEPTION_CHARS = 2_000;

    private RepeatedRecords() {
    }

    /**
     * The uncaught exceptions, each one the agent would read differently once in order of first arrival, as
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
        for (List<LogEntry> same : grouped(entries, LogLines::uncaughtText).values()) {
            String line = counted(same, LogLines.uncaughtText(same.get(0)));
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
     * Runs of records whose lines show the same (level, source, thread, message, exception), for {@code ui_get_logs}:
     * each run is listed once, its first record standing for it.
     */
    static List<List<LogEntry>> runs(List<LogEntry> entries) {
        List<List<LogEntry>> runs = new ArrayList<>();
        for (LogEntry entry : entries) {
            List<LogEntry> last = runs.isEmpty() ? null : runs.get(runs.size() - 1);
            if (last != null && LogLines.shown(last.get(0)).equals(LogLines.shown(entry))) {
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

    private static Map<String, List<LogEntry>> grouped(List<LogEntry> entries,
                                                       Function<LogEntry, String> key) {
        Map<String, List<LogEntry>> groups = new LinkedHashMap<>();
        for (LogEntry entry : entries) {
            groups.computeIfAbsent(key.apply(entry), k -> new ArrayList<>()).add(entry);
        }
        return groups;
    }
}
