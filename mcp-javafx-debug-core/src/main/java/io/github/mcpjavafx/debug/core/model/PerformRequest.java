package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;

import java.util.List;

/**
 * Input of {@code ui_perform}: actions run in order; the first failure stops the batch.
 *
 * @param actions     at least one
 * @param awaitUiIdle wait for the UI to settle after each action (default true), nullable
 * @param timeoutMs   FX-thread timeout per step, nullable (the configured {@code fxTimeoutMs})
 */
public record PerformRequest(
        @JsonProperty(required = true)
        @Range(min = 1, max = PerformRequest.MAX_ACTIONS) List<ActionSpec> actions,
        @JsonPropertyDescription("Default true.") Boolean awaitUiIdle,
        @JsonPropertyDescription("FX-thread timeout per step in ms (default: the server's).")
        @Range(min = 1, max = PerformRequest.MAX_TIMEOUT_MS) Integer timeoutMs) {

    public static final int MAX_ACTIONS = 100;
    /** A step that needs longer than this is a frozen UI, not a slow one; waiting longer only holds everyone else up. */
    public static final int MAX_TIMEOUT_MS = 120_000;

    public PerformRequest {
        if (actions == null || actions.isEmpty()) {
            throw UiException.invalidArgument("ui_perform needs at least one action, e.g. "
                    + "[{\"type\": \"click\", \"target\": {\"css\": \"#save\"}}].");
        }
        if (actions.size() > MAX_ACTIONS) {
            throw UiException.invalidArgument("At most " + MAX_ACTIONS + " actions per call, got " + actions.size() + ".");
        }
        actions = List.copyOf(actions);
        awaitUiIdle = awaitUiIdle == null ? Boolean.TRUE : awaitUiIdle;
        if (timeoutMs != null && (timeoutMs < 1 || timeoutMs > MAX_TIMEOUT_MS)) {
            throw UiException.invalidArgument("timeoutMs must be between 1 and " + MAX_TIMEOUT_MS + ", was " + timeoutMs + ".");
        }
    }

    public static PerformRequest of(ActionSpec... actions) {
        return new PerformRequest(List.of(actions), null, null);
    }
}
