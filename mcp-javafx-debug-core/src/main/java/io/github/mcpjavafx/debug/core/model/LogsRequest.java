package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonPropertyDescription;

/**
 * Input of {@code ui_get_logs}.
 *
 * @param sinceSeq only records after this sequence number (default 0: all kept), nullable
 * @param minLevel INFO (default: all), WARN or ERROR, nullable
 * @param limit    at most this many records, the newest (default {@value #DEFAULT_LIMIT}), nullable
 */
public record LogsRequest(
        @JsonPropertyDescription("Records after this seq (from an answer or a new-errors line).")
        @Range(min = 0) Long sinceSeq,
        @JsonPropertyDescription("INFO (default; log INFO, System.out), WARN (System.err), ERROR.") LogLevel minLevel,
        @JsonPropertyDescription("At most this many, the newest (default 20).") @Range(min = 1, max = 1000) Integer limit) {

    public static final int DEFAULT_LIMIT = 20;

    public LogsRequest {
        sinceSeq = sinceSeq == null ? 0 : sinceSeq;
        minLevel = minLevel == null ? LogLevel.INFO : minLevel;
        limit = limit == null ? DEFAULT_LIMIT : limit;
        if (sinceSeq < 0) {
            throw UiException.invalidArgument("sinceSeq must be 0 or more, was " + sinceSeq + ".");
        }
        if (limit < 1) {
            throw UiException.invalidArgument("limit must be 1 or more, was " + limit + ".");
        }
    }

    /** Everything kept, the newest {@value #DEFAULT_LIMIT}. */
    public static LogsRequest all() {
        return new LogsRequest(null, null, null);
    }
}
