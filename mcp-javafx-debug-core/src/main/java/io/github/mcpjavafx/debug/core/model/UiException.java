package io.github.mcpjavafx.debug.core.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The one failure type of the engine: a code, a message that names the next step, and details
 * (which action, which ref, which reason). The MCP layer turns it into an {@code isError} result.
 */
public final class UiException extends RuntimeException {

    private final ErrorCode code;
    private final Map<String, Object> details;

    public UiException(ErrorCode code, String message) {
        this(code, message, Map.of(), null);
    }

    public UiException(ErrorCode code, String message, Map<String, ?> details) {
        this(code, message, details, null);
    }

    public UiException(ErrorCode code, String message, Map<String, ?> details, Throwable cause) {
        super(message, cause);
        this.code = Objects.requireNonNull(code, "code");
        this.details = Collections.unmodifiableMap(new LinkedHashMap<>(details));
    }

    public static UiException invalidArgument(String message) {
        return new UiException(ErrorCode.MCP_UI_INVALID_ARGUMENT, message);
    }

    public static UiException actionFailed(FailureReason reason, String message, Map<String, ?> details) {
        Map<String, Object> all = new LinkedHashMap<>();
        all.put("reason", reason.name());
        all.putAll(details);
        return new UiException(ErrorCode.MCP_UI_ACTION_FAILED, message, all);
    }

    /**
     * This refusal with {@code details.argument} set to {@code argument} (as the agent wrote it:
     * {@code selector}, {@code actions[2].target}), when it is an {@code MCP_UI_INVALID_ARGUMENT}
     * that names none yet; otherwise this exception itself. The code that parses a value seldom
     * knows which argument it came from; its caller does.
     */
    public UiException naming(String argument) {
        if (code != ErrorCode.MCP_UI_INVALID_ARGUMENT || details.containsKey("argument")) {
            return this;
        }
        Map<String, Object> named = new LinkedHashMap<>();
        named.put("argument", argument);
        named.putAll(details);
        UiException refusal = new UiException(code, getMessage(), named, getCause());
        refusal.setStackTrace(getStackTrace());
        return refusal;
    }

    public ErrorCode code() {
        return code;
    }

    /** Ordered, unmodifiable; never null. */
    public Map<String, Object> details() {
        return details;
    }

    /** The JSON shape {@code {code, message, details}}. */
    public UiError toError() {
        return new UiError(code.name(), getMessage(), details);
    }
}
