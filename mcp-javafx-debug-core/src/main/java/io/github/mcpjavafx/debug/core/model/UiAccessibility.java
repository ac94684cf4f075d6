package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * What assistive technology is told about a node, read through the public accessibility API.
 * Every field is nullable.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"role", "roleDescription", "text", "help"})
public record UiAccessibility(String role, String roleDescription, String text, String help) {
}
