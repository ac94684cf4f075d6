package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.Map;

/** What a failed call reports: {@code {"error": {"code", "message", "details"}}} wraps this. */
@JsonPropertyOrder({"code", "message", "details"})
public record UiError(String code, String message, Map<String, Object> details) {
}
