package io.github.mcpjavafx.debug.mcp;

import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;

import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs one tool call: parse, call the engine, shape the result, and write one audit line
 * ({@code tool, duration, ok or error code}). Exceptions never escape to the MCP server, which
 * would not log them: they become error results here, and unexpected ones are logged in full.
 */
final class ToolCallHandler {

    private static final Log AUDIT = LogFactory.getLog("io.github.mcpjavafx.debug.audit");
    private static final Log LOG = LogFactory.getLog(ToolCallHandler.class);

    private final UiTool tool;

    ToolCallHandler(UiTool tool) {
        this.tool = tool;
    }

    CallToolResult call(Map<String, Object> arguments) {
        long started = System.nanoTime();
        CallToolResult result;
        String outcome;
        try {
            result = ToolResults.success(tool.handler().apply(ToolArguments.of(arguments)));
            outcome = "ok";
        } catch (UiException e) {
            result = ToolResults.failure(e);
            outcome = e.code().name();
        } catch (RuntimeException e) {
            LOG.error("Tool " + tool.name() + " failed unexpectedly", e);
            result = ToolResults.failure(new UiException(ErrorCode.MCP_UI_INTERNAL,
                    "Unexpected failure in " + tool.name() + ": " + e + ". The server keeps running; "
                            + "please report this with the application log.", Map.of("exception", e.getClass().getName()), e));
            outcome = ErrorCode.MCP_UI_INTERNAL.name();
        }
        if (AUDIT.isInfoEnabled()) {
            AUDIT.info(tool.name() + " " + outcome + " " + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started) + " ms");
        }
        return result;
    }
}
