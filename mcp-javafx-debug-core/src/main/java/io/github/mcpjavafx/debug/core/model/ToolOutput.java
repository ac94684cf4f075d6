package io.github.mcpjavafx.debug.core.model;

/**
 * What every engine call returns: a short text written for a model, and the same data as a
 * structure for programs (written as JSON by the MCP layer).
 */
public interface ToolOutput {

    /** The text block an agent reads. */
    String text();

    /** The object written as {@code structuredContent}. */
    Object structured();
}
