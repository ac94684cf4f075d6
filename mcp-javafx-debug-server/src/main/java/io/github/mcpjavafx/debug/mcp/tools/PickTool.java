package io.github.mcpjavafx.debug.mcp.tools;

import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.core.model.PickRequest;
import io.github.mcpjavafx.debug.core.model.PickResult;
import io.github.mcpjavafx.debug.mcp.ToolExample;
import org.springframework.ai.mcp.annotation.McpTool;
import org.springframework.ai.mcp.annotation.McpTool.McpAnnotations;

/** {@code ui_pick}: the person points at a node, the agent gets its uid. */
public final class PickTool {

    private final UiEngine engine;

    public PickTool(UiEngine engine) {
        this.engine = engine;
    }

    @McpTool(name = "ui_pick", title = "Let the person pick a node",
            description = "Wait until the person clicks a node in the app (Esc cancels); the app ignores "
                    + "that click. Answers its line, uid and path.",
            annotations = @McpAnnotations(readOnlyHint = true, destructiveHint = false, idempotentHint = false,
                    openWorldHint = false))
    @ToolExample("{\"timeoutMs\": 60000}")
    public PickResult pick(PickRequest arguments) {
        return engine.pick(arguments);
    }
}
