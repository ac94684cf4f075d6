package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonPropertyDescription;

/**
 * Input of {@code ui_pick}: how long to wait for the person to pick a node.
 *
 * @param timeoutMs how long to wait at most, nullable ({@value #DEFAULT_TIMEOUT_MS})
 */
public record PickRequest(
        @JsonPropertyDescription("Default 30000.")
        @Range(min = PickRequest.MIN_TIMEOUT_MS, max = PickRequest.MAX_TIMEOUT_MS) Integer timeoutMs) {

    public static final int DEFAULT_TIMEOUT_MS = 30_000;
    /** Less than a second is no time for a person to find the node and click it. */
    public static final int MIN_TIMEOUT_MS = 1_000;
    /** Five minutes: a person is asked, answers or not; longer would only hold a request thread. */
    public static final int MAX_TIMEOUT_MS = 300_000;

    public PickRequest {
        timeoutMs = timeoutMs == null ? DEFAULT_TIMEOUT_MS : timeoutMs;
        if (timeoutMs < MIN_TIMEOUT_MS || timeoutMs > MAX_TIMEOUT_MS) {
            throw UiException.invalidArgument("timeoutMs must be from " + MIN_TIMEOUT_MS + " to " + MAX_TIMEOUT_MS
                    + ", was " + timeoutMs + ".");
        }
    }
}
