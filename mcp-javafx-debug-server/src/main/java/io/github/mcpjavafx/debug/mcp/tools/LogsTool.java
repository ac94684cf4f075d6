package io.github.mcpjavafx.debug.mcp.tools;

import io.github.mcpjavafx.debug.core.logs.LogReader;
import io.github.mcpjavafx.debug.core.model.LogsRequest;
import io.github.mcpjavafx.debug.core.model.LogsResult;
import io.github.mcpjavafx.debug.mcp.ToolExample;
import org.springframework.ai.mcp.annotation.McpTool;
import org.springframework.ai.mcp.annotation.McpTool.McpAnnotations;

/** {@code ui_get_logs}: the app's uncaught exceptions, warnings and console lines. */
public final class LogsTool {

    private final LogReader logs;

    public LogsTool(LogReader logs) {
        this.logs = logs;
    }

    @McpTool(name = "ui_get_logs", title = "App exceptions and logs",
            description = "The app's uncaught exceptions, log records and console lines, with "
                    + "seq and first app frame. Poll with sinceSeq.",
            annotations = @McpAnnotations(readOnlyHint = true, destructiveHint = false, idempotentHint = true,
                    openWorldHint = false))
    @ToolExample("{\"sinceSeq\": 41, \"minLevel\": \"ERROR\"}")
    public LogsResult logs(LogsRequest arguments) {
        return logs.read(arguments);
    }
}
