package io.github.mcpjavafx.debug.core;

import io.github.mcpjavafx.debug.core.changes.AppErrors;
import io.github.mcpjavafx.debug.core.logs.LogBuffer;
import io.github.mcpjavafx.debug.core.logs.LogCapture;
import io.github.mcpjavafx.debug.core.logs.LogReader;
import io.github.mcpjavafx.debug.core.model.LogEntry;
import io.github.mcpjavafx.debug.core.model.LogLevel;
import io.github.mcpjavafx.debug.core.model.LogsRequest;
import io.github.mcpjavafx.debug.core.model.LogsResult;

import java.util.List;

/**
 * The application's log as a server keeps it: its uncaught exceptions, log records and console lines,
 * captured from {@link #capture} until {@link #close}. The engine it is handed to names the exceptions in
 * action results and reads it for {@code ui_get_logs} ({@link UiEngine#logs}); the server hooks it in again
 * before each call and tells the agent of the errors that arrived since the previous one.
 */
public final class AppLog implements AutoCloseable {

    private final LogBuffer buffer;
    /** Null when nothing is captured. */
    private final LogCapture capture;
    private final LogReader reader;

    private AppLog(LogBuffer buffer, LogCapture capture) {
        this.buffer = buffer;
        this.capture = capture;
        this.reader = new LogReader(buffer, capture == null ? List.of() : capture.sources());
    }

    /** Hooks into every log source the application has; its console only when {@code console} ({@code mcp.ui.capture-console}). */
    public static AppLog capture(boolean console) {
        LogBuffer buffer = new LogBuffer();
        return new AppLog(buffer, LogCapture.start(buffer, console));
    }

    /** A log nothing is captured into (an engine in tests and benchmarks): it stays empty. */
    static AppLog none() {
        return new AppLog(new LogBuffer(), null);
    }

    /** Hooks in again where the application took a hook away since (cheap; before every call). */
    public void keepHooked() {
        if (capture != null) {
            capture.keepHooked();
        }
    }

    /** The sequence number of the newest record, 0 when none has arrived. */
    public long lastSeq() {
        return buffer.lastSeq();
    }

    /** The errors (ERROR records and uncaught exceptions) still kept whose seq is above {@code afterSeq}, oldest first. */
    public List<LogEntry> errorsSince(long afterSeq) {
        return buffer.since(afterSeq, LogLevel.ERROR);
    }

    LogsResult read(LogsRequest request) {
        return reader.read(request);
    }

    AppErrors errors() {
        return buffer;
    }

    /** Removes every hook and restores what the application had; idempotent. */
    @Override
    public void close() {
        if (capture != null) {
            capture.close();
        }
    }
}
