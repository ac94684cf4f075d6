package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One record of the application's log as the server keeps it: a log record at WARN or above, an
 * exception no code caught, or a line the app printed to its console.
 *
 * @param seq       its number, counting from 1 in the order records arrived; never reused
 * @param time      local wall-clock time, {@code HH:mm:ss.SSS}
 * @param level     WARN or ERROR; uncaught exceptions are ERROR; console lines INFO ({@code out}) or WARN ({@code err})
 * @param uncaught  true for an exception that reached a thread's uncaught-exception handler
 * @param logger    the logger's name; null for uncaught exceptions and console lines
 * @param stream    {@code out} or {@code err} for a line printed to {@code System.out} or {@code System.err};
 *                  null for log records and uncaught exceptions
 * @param thread    the name of the thread that logged or threw
 * @param message   the formatted message or the printed line, cut; null for uncaught exceptions
 * @param exception the exception logged or thrown, nullable
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"seq", "time", "level", "uncaught", "logger", "stream", "thread", "message", "exception"})
public record LogEntry(long seq, String time, LogLevel level,
                       @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean uncaught,
                       String logger, String stream, String thread, String message, ExceptionSummary exception) {
}
