package io.github.mcpjavafx.debug.core.logs;

import io.github.mcpjavafx.debug.core.model.LogEntry;
import io.github.mcpjavafx.debug.core.model.LogsRequest;
import io.github.mcpjavafx.debug.core.model.LogsResult;

import java.util.List;

/** {@code ui_get_logs}: the newest matching records of a {@link LogBuffer}. Needs no FX thread. */
public final class LogReader {

    private final LogBuffer buffer;
    private final List<String> sources;

    /**
     * @param sources what is captured ({@link LogCapture#sources()}), told to the agent so that an
     *                empty answer says where nothing was found
     */
    public LogReader(LogBuffer buffer, List<String> sources) {
        this.buffer = buffer;
        this.sources = List.copyOf(sources);
    }

    public LogsResult read(LogsRequest request) {
        // lastSeq first: a record that arrives meanwhile is above it and comes with the next poll, never lost.
        long lastSeq = buffer.lastSeq();
        List<LogEntry> matching = buffer.since(request.sinceSeq(), request.minLevel()).stream()
                .filter(entry -> entry.seq() <= lastSeq).toList();
        List<LogEntry> shown = matching.subList(Math.max(0, matching.size() - request.limit()), matching.size());
        return new LogsResult(List.copyOf(shown), matching.size(), lastSeq, sources,
                LogLines.render(shown, matching.size(), lastSeq, sources, request));
    }
}
