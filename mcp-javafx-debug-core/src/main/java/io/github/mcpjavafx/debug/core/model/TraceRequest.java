package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonPropertyDescription;

import java.util.Map;

/**
 * Input of {@code ui_trace}: trace the FX thread for {@code durationMs}, or around one {@code ui_perform}
 * batch given as {@code perform} (from just before its first action to its answer).
 *
 * @param durationMs how long to trace, nullable ({@value #DEFAULT_DURATION_MS}); ignored with {@code perform}
 * @param perform    {@code ui_perform}'s arguments, nullable: trace that batch instead. Kept as an object
 *                   here (the MCP layer reads it as a {@link PerformRequest}) so that the published schema
 *                   does not carry {@code ui_perform}'s a second time.
 */
public record TraceRequest(
        @JsonPropertyDescription("Default 3000.")
        @Range(min = TraceRequest.MIN_DURATION_MS, max = TraceRequest.MAX_DURATION_MS) Integer durationMs,
        @JsonPropertyDescription("As ui_perform's.") Map<String, Object> perform) {

    public static final int DEFAULT_DURATION_MS = 3_000;
    public static final int MIN_DURATION_MS = 100;
    /** Under the clients' request timeouts, as {@link WaitRequest#MAX_TIMEOUT_MS}. */
    public static final int MAX_DURATION_MS = WaitRequest.MAX_TIMEOUT_MS;

    public TraceRequest {
        durationMs = durationMs == null ? DEFAULT_DURATION_MS : durationMs;
        if (durationMs < MIN_DURATION_MS || durationMs > MAX_DURATION_MS) {
            throw UiException.invalidArgument("durationMs must be from " + MIN_DURATION_MS + " to " + MAX_DURATION_MS
                    + ", was " + durationMs + ".");
        }
    }

    /** A trace of {@code durationMs}. */
    public static TraceRequest ofMillis(int durationMs) {
        return new TraceRequest(durationMs, null);
    }
}
