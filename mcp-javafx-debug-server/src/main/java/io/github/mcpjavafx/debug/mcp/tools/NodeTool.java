package io.github.mcpjavafx.debug.mcp.tools;

import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.core.model.NodeRequest;
import io.github.mcpjavafx.debug.core.model.NodeResult;
import io.github.mcpjavafx.debug.mcp.ToolExample;
import org.springframework.ai.mcp.annotation.McpTool;
import org.springframework.ai.mcp.annotation.McpTool.McpAnnotations;

/** {@code ui_get_node}: one node in depth. */
public final class NodeTool {

    private final UiEngine engine;

    public NodeTool(UiEngine engine) {
        this.engine = engine;
    }

    @McpTool(name = "ui_get_node", title = "Read one UI node",
            description = "One node in depth: full text, value, bounds, accessibility, properties, visible rows, "
                    + "why it is unseen; style: CSS origins.",
            annotations = @McpAnnotations(readOnlyHint = true, destructiveHint = false, idempotentHint = true,
                    openWorldHint = false))
    @ToolExample("{\"target\": {\"ref\": {\"uid\": \"u-9\"}}, \"fields\": [\"text\", \"layout\"]}")
    public NodeResult node(NodeRequest arguments) {
        return engine.node(arguments);
    }
}
