package io.github.mcpjavafx.debug.mcp;

/**
 * A tool bean whose description is finished from declarations in code, so that a list the code
 * holds (the action types of {@code ui_perform}) is told to the agent as the code has it, never
 * copied into the annotation by hand.
 */
public interface DescribedTool {

    /** The published description, given the {@code @McpTool} annotation's. */
    String description(String declared);
}
