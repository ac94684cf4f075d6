package io.github.mcpjavafx.debug.mcp.tools;

import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.model.SnapshotResult;
import io.github.mcpjavafx.debug.mcp.ToolExample;
import org.springframework.ai.mcp.annotation.McpTool;
import org.springframework.ai.mcp.annotation.McpTool.McpAnnotations;

/** {@code ui_get_snapshot}: the live scene graph as a text tree. */
public final class SnapshotTool {

    private final UiEngine engine;

    public SnapshotTool(UiEngine engine) {
        this.engine = engine;
    }

    @McpTool(name = "ui_get_snapshot", title = "UI snapshot",
            description = "Read the live JavaFX UI as an indented text tree, one node per line with its stable uid "
                    + "(u-1f), type, #id, text and state. Start here. Zoom in with root and depth; stage=all "
                    + "shows every window (popups, dialogs); mode=full adds detail.",
            annotations = @McpAnnotations(readOnlyHint = true, destructiveHint = false, idempotentHint = true,
                    openWorldHint = false))
    @ToolExample("{\"root\": {\"uid\": \"u-3\"}, \"depth\": 3}")
    public SnapshotResult snapshot(SnapshotRequest arguments) {
        return engine.snapshot(arguments);
    }
}
