package io.github.mcpjavafx.debug.mcp.tools;

import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.core.model.WaitRequest;
import io.github.mcpjavafx.debug.core.model.WaitResult;
import io.github.mcpjavafx.debug.mcp.ToolExample;
import org.springframework.ai.mcp.annotation.McpTool;
import org.springframework.ai.mcp.annotation.McpTool.McpAnnotations;

/** {@code ui_wait}: wait for what is slow instead of sleeping. */
public final class WaitTool {

    private final UiEngine engine;

    public WaitTool(UiEngine engine) {
        this.engine = engine;
    }

    @McpTool(name = "ui_wait", title = "Wait for the UI",
            description = "Wait until a node matching selector is visible, none is (hidden), no animation runs "
                    + "(idle), or node uid's value changed (from). Answers as soon as it holds.",
            annotations = @McpAnnotations(readOnlyHint = true, destructiveHint = false, idempotentHint = true,
                    openWorldHint = false))
    @ToolExample("{\"until\": \"visible\", \"selector\": {\"text\": \"Loaded\"}, \"timeoutMs\": 10000}")
    public WaitResult await(WaitRequest arguments) {
        return engine.await(arguments);
    }
}
