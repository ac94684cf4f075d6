package io.github.mcpjavafx.debug.mcp.tools;

import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.core.model.ExportTestRequest;
import io.github.mcpjavafx.debug.core.model.ExportTestResult;
import io.github.mcpjavafx.debug.mcp.ToolExample;
import org.springframework.ai.mcp.annotation.McpTool;
import org.springframework.ai.mcp.annotation.McpTool.McpAnnotations;

/** {@code ui_export_test}: keep what the agent did as a TestFX test. */
public final class ExportTestTool {

    private final UiEngine engine;

    public ExportTestTool(UiEngine engine) {
        this.engine = engine;
    }

    @McpTool(name = "ui_export_test", title = "Export a TestFX test",
            description = "This session's successful actions and waits as a JUnit 5 + TestFX test checking what they "
                    + "changed.",
            annotations = @McpAnnotations(readOnlyHint = true, destructiveHint = false, idempotentHint = false,
                    openWorldHint = false))
    @ToolExample("{\"className\": \"OrderFlowTest\", \"packageName\": \"com.acme.ui\"}")
    public ExportTestResult export(ExportTestRequest arguments) {
        return engine.exportTest(arguments);
    }
}
