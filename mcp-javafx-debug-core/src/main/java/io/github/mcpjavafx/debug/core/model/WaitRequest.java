package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Locale;

/**
 * Input of {@code ui_wait}, and of a {@code wait} action in {@code ui_perform}: wait until a node
 * matching {@code selector} is visible, until none is, until the UI is idle, or (ui_wait only) until
 * what a target shows changes.
 *
 * @param until     what to wait for
 * @param selector  as in {@code ui_query}; required for visible and hidden
 * @param scope     which windows, nullable (focused with its popups)
 * @param timeoutMs how long to wait at most, nullable ({@value #DEFAULT_TIMEOUT_MS})
 * @param uid       for changed: the uid of the node whose text or value is watched, nullable otherwise
 * @param from      for changed: the text or value it must change from, nullable (what it shows when the wait begins)
 */
public record WaitRequest(
        @JsonProperty(required = true) Until until,
        @JsonPropertyDescription("As in ui_query.") QueryRequest.Selector selector,
        WindowScope scope,
        @JsonPropertyDescription("Default 5000.")
        @Range(min = 1, max = WaitRequest.MAX_TIMEOUT_MS) Integer timeoutMs,
        @JsonPropertyDescription("changed: the node's uid.") String uid,
        @JsonPropertyDescription("changed: from this value.") String from) {

    /** A wait for a selector or for idle. */
    public WaitRequest(Until until, QueryRequest.Selector selector, WindowScope scope, Integer timeoutMs) {
        this(until, selector, scope, timeoutMs, null, null);
    }

    public static final int DEFAULT_TIMEOUT_MS = 5_000;
    /**
     * The longest wait, under the request timeout of the usual clients: the TypeScript SDK (Claude Code, Cursor,
     * VS Code) gives up after 60 s, so a wait that ran to 60 s was answered to nobody (the client said "Request
     * timed out" and the answer was lost). The Java SDK and Spring AI's client give up after 20 s unless told
     * otherwise.
     */
    public static final int MAX_TIMEOUT_MS = 50_000;

    /** What a wait waits for. */
    public enum Until {
        /** A node matching the selector is effectively visible. */
        VISIBLE,
        /** No node matching the selector is effectively visible. */
        HIDDEN,
        /** No animation runs, the FX queue is drained and a frame was rendered. */
        IDLE,
        /** What the target shows (its value, else what its skin shows, else its text) is no longer what it was. */
        CHANGED;

        /** The name in JSON and in messages. */
        @JsonValue
        public String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public WaitRequest {
        if (until == null) {
            throw UiException.invalidArgument("A wait needs until: visible, hidden, idle or changed, e.g. "
                    + "{\"until\": \"visible\", \"selector\": {\"text\": \"Loaded\"}}.");
        }
        if (until == Until.CHANGED && (uid == null || uid.isBlank())) {
            throw UiException.invalidArgument("until=changed needs the uid of the node to watch, e.g. {\"until\": "
                    + "\"changed\", \"uid\": \"u-6\"} (ui_wait only; not a wait action).");
        }
        if ((until == Until.VISIBLE || until == Until.HIDDEN) && selector == null) {
            throw UiException.invalidArgument("until=" + until.wireName() + " needs a selector, e.g. "
                    + "{\"until\": \"" + until.wireName() + "\", \"selector\": {\"css\": \"#status\"}}.");
        }
        scope = scope == null ? WindowScope.focused() : scope;
        timeoutMs = timeoutMs == null ? DEFAULT_TIMEOUT_MS : timeoutMs;
        if (timeoutMs < 1 || timeoutMs > MAX_TIMEOUT_MS) {
            throw UiException.invalidArgument("timeoutMs must be from 1 to " + MAX_TIMEOUT_MS + ", was " + timeoutMs + ".");
        }
    }
}
