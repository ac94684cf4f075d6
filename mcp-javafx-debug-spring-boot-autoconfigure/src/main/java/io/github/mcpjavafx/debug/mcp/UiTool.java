package io.github.mcpjavafx.debug.mcp;

import io.github.mcpjavafx.debug.core.model.ToolOutput;

import java.util.function.Function;

/**
 * One MCP tool, declared in one place: its name, what it tells the agent, its input and output
 * schemas (JSON, as published), whether it only reads, and the engine call behind it.
 */
record UiTool(
        String name,
        String title,
        String description,
        String inputSchema,
        String outputSchema,
        boolean readOnly,
        Function<ToolArguments, ToolOutput> handler) {
}
