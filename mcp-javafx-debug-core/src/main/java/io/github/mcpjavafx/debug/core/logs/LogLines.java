package io.github.mcpjavafx.debug.core.logs;

import io.github.mcpjavafx.debug.core.model.ExceptionSummary;
import io.github.mcpjavafx.debug.core.model.LogEntry;
import io.github.mcpjavafx.debug.core.model.LogsRequest;

import java.util.List;

/**
 * The text of {@code ui_get_logs}: a header, then one line per record and, under it, one indented
 * line for its exception; a run of records that say the same is listed once with its count:
 * <pre>
 * 2 records after #0 at WARN+ (last #2; capturing uncaught, jul, logback):
 * #1 10:15:02.114 WARN com.acme.Stock [main] Stock low for SKU-1
 * #2 10:15:03.200 ERROR uncaught [JavaFX Application Thread]
 *   java.lang.IllegalStateException: Stock is empty at com.acme.OrderView.save(OrderView.java:42)
 * #3 10:15:04.018 INFO System.out [JavaFX Application Thread] Rating = 4.0
 * #4..#16 ×13 10:15:05.001 ERROR uncaught [JavaFX Application Thread]
 *   java.lang.IllegalAccessError: … at com.acme.Decoration.layout(Decoration.java:88)
 * </pre>
 */
final class LogLines {

    /**
     * A printed line is kept whole up to this many characters: the fields that matter often come last
     * ({@code Order 7 saved: total=19.90, status=OPEN}), and an action lists at most five printed lines, so
     * they stay well within the result's budget.
     */
    static final int MAX_PRINTED_LINE = 1_000;

    private LogLines() {
    }

    static String render(List<LogEntry> shown, int total, long lastSeq, List<String> sources, LogsRequest request) {
        StringBuilder sb = new StringBuilder();
        String filter = " after #" + request.sinceSeq() + " at " + request.minLevel().wireName() + "+";
        String state = " (last #" + lastSeq + "; capturing " + String.join(", ", sources) + ")";
        if (total == 0) {
            return sb.append("No records").append(filter).append(state).append('.').toString();
        }
        sb.append(total).append(total == 1 ? " record" : " records").append(filter);
        if (shown.size() < total) {
            sb.append(", the newest ").append(shown.size()).append(" shown (raise limit for more)");
        }
        sb.append(state).append(':');
        for (List<LogEntry> run : RepeatedRecords.runs(shown)) {
            sb.append('\n');
            line(sb, run);
        }
        return sb.toString();
    }

    /**
     * {@code #seq time LEVEL logger [thread] message} for a record, or {@code #5..#29 ×13 time …} for a run of
     * records that say the same (the first one's time), where an uncaught exception's logger reads
     * {@code uncaught} and a console line's {@code System.out} or {@code System.err}.
     */
    static void line(StringBuilder sb, List<LogEntry> run) {
        LogEntry entry = run.get(0);
        sb.append(RepeatedRecords.counted(run, entry.time())).append(' ').append(shown(entry));
    }

    /**
     * What a record's line shows after its number and time: {@code LEVEL logger [thread] message}, and
     * its exception on the next line. Two records that show the same are told as one.
     */
    static String shown(LogEntry entry) {
        StringBuilder sb = new StringBuilder().append(entry.level().wireName())
                .append(' ').append(entry.uncaught() ? "uncaught"
                        : entry.stream() != null ? "System." + entry.stream() : entry.logger())
                .append(" [").append(entry.thread()).append(']');
        if (entry.message() != null) {
            sb.append(' ');
            oneLine(sb, entry.message());
        }
        if (entry.exception() != null) {
            sb.append("\n  ");
            exception(sb, entry.exception());
            if (entry.exception().cause() != null) {
                sb.append(" caused by ");
                exception(sb, entry.exception().cause());
            }
        }
        return sb.toString();
    }

    /** {@code out: Rating = 4.0}: a console line in an action's consequences, cut to {@value #MAX_PRINTED_LINE} characters. */
    static String printedLine(LogEntry entry) {
        StringBuilder sb = new StringBuilder().append(entry.stream()).append(": ");
        oneLine(sb, entry.message().length() <= MAX_PRINTED_LINE ? entry.message()
                : entry.message().substring(0, MAX_PRINTED_LINE - 1) + "…");
        return sb.toString();
    }

    /** An uncaught exception's line without its number: what tells it from another for the agent. */
    static String uncaughtText(LogEntry entry) {
        StringBuilder sb = new StringBuilder();
        if (entry.exception() != null) {
            exception(sb, entry.exception());
        } else if (entry.message() != null) {
            oneLine(sb, entry.message());
        }
        return sb.toString();
    }

    private static void exception(StringBuilder sb, ExceptionSummary exception) {
        sb.append(exception.type());
        if (exception.message() != null) {
            sb.append(": ");
            oneLine(sb, exception.message());
        }
        if (!exception.frames().isEmpty()) {
            sb.append(" at ").append(exception.frames().get(0));
        }
    }

    /** Line breaks escaped: one record, one line. */
    private static void oneLine(StringBuilder sb, String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                default -> sb.append(c);
            }
        }
    }
}
