package io.github.mcpjavafx.debug.mcp.tools;

import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.core.model.HighlightRequest;
import io.github.mcpjavafx.debug.core.model.HighlightResult;
import io.github.mcpjavafx.debug.mcp.ToolExample;
import org.springframework.ai.mcp.annotation.McpTool;
import org.springframework.ai.mcp.annotation.McpTool.McpAnnotations;

/** {@code ui_highlight}: show a person watching the app which nodes the agent means. */
public final class HighlightTool {

    private final UiEngine engine;

    public HighlightTool(UiEngine engine) {
        this.engine = engine;
    }

    @McpTool(name = "ui_highlight", title = "Highlight",
            description = "Outline nodes with uid badges in the live app, for a person watching. Lasts durationMs.",
            annotations = @McpAnnotations(readOnlyHint = true, destructiveHint = false, idempotentHint = true,
                    openWorldHint = false))
    @ToolExample("{\"target\": {\"ref\": {\"uid\": \"u-9\"}}, \"durationMs\": 3000}")
    public HighlightResult highlight(HighlightRequest arguments) {
        return engine.highlight(arguments);
    }
}
