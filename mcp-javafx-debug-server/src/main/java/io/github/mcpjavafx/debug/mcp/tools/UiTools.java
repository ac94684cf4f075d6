package io.github.mcpjavafx.debug.mcp.tools;

import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.core.logs.LogReader;

import java.util.List;

/** Every tool of the server, in the order {@code tools/list} shows them. */
public final class UiTools {

    private UiTools() {
    }

    public static List<Object> of(UiEngine engine, LogReader logs) {
        return List.of(new SnapshotTool(engine), new QueryTool(engine), new NodeTool(engine), new PerformTool(engine),
                new WaitTool(engine), new ScreenshotTool(engine), new HighlightTool(engine),
                new PickTool(engine), new LogsTool(logs), new ExportTestTool(engine));
    }
}
