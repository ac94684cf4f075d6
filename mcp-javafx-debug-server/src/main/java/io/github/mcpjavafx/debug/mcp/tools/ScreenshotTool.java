package io.github.mcpjavafx.debug.mcp.tools;

import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.core.model.ScreenshotRequest;
import io.github.mcpjavafx.debug.core.model.ScreenshotResult;
import io.github.mcpjavafx.debug.mcp.ToolExample;
import org.springframework.ai.mcp.annotation.McpTool;
import org.springframework.ai.mcp.annotation.McpTool.McpAnnotations;

/** {@code ui_screenshot}: pixels of a window or a node. */
public final class ScreenshotTool {

    private final UiEngine engine;

    public ScreenshotTool(UiEngine engine) {
        this.engine = engine;
    }

    @McpTool(name = "ui_screenshot", title = "UI screenshot",
            description = "Picture a window or one node as PNG or JPEG. Costs far more "
                    + "context than a snapshot: for layout, colours, images.",
            annotations = @McpAnnotations(readOnlyHint = true, destructiveHint = false, idempotentHint = true,
                    openWorldHint = false))
    @ToolExample("{\"stageIndex\": 0, \"maxWidth\": 800}")
    public ScreenshotResult screenshot(ScreenshotRequest arguments) {
        return engine.screenshot(arguments);
    }
}
