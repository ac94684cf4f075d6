package io.github.mcpjavafx.debug.mcp.tools;

import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.ActionTypes;
import io.github.mcpjavafx.debug.core.model.PerformRequest;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.mcp.DescribedTool;
import io.github.mcpjavafx.debug.mcp.ToolExample;
import org.springframework.ai.mcp.annotation.McpTool;
import org.springframework.ai.mcp.annotation.McpTool.McpAnnotations;

/** {@code ui_perform}: act on the UI as a user would. */
public final class PerformTool implements DescribedTool {

    private final UiEngine engine;

    public PerformTool(UiEngine engine) {
        this.engine = engine;
    }

    /** The annotation's text, then every action type with its fields and what it does, as {@link ActionSpec} declares them. */
    @Override
    public String description(String declared) {
        return declared + " Types (fields, * required): " + ActionTypes.summary();
    }

    @McpTool(name = "ui_perform", title = "Act on the UI",
            description = "Run UI actions in order as a user would (JavaFX robot), settling after each; the first "
                    + "failure stops the batch and says why.",
            annotations = @McpAnnotations(readOnlyHint = false, destructiveHint = false, idempotentHint = false,
                    openWorldHint = false))
    @ToolExample("{\"actions\": [{\"type\": \"setText\", \"target\": {\"css\": \"#customer\"}, \"text\": \"Ada\"}, "
            + "{\"type\": \"click\", \"target\": {\"ref\": {\"uid\": \"u-9\"}}}]}")
    public PerformResult perform(PerformRequest arguments) {
        return engine.perform(arguments);
    }
}
