package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Output of {@code ui_get_logs}.
 *
 * @param records the newest matching records, at most {@code limit}, oldest first
 * @param total   how many records matched in all ({@code records} holds fewer when the limit cut)
 * @param lastSeq the newest sequence number there is, matching or not: the {@code sinceSeq} of the next poll
 * @param sources what is being captured: {@code uncaught}, {@code jul}, {@code logback}, {@code log4j}
 * @param text    a header line, then one line per record and one per exception, for the agent
 */
@JsonPropertyOrder({"records", "total", "lastSeq", "sources"})
public record LogsResult(List<LogEntry> records, int total, long lastSeq, List<String> sources,
                         @JsonIgnore String text) implements ToolOutput, ShowsLogRecords {

    @Override
    public Object structured() {
        return this;
    }

    @Override
    public Set<Long> shownLogSeqs() {
        return records.stream().map(LogEntry::seq).collect(Collectors.toUnmodifiableSet());
    }
}
