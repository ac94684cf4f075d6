package io.github.mcpjavafx.debug.mcp.tools;

import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.QueryResult;
import io.github.mcpjavafx.debug.mcp.ToolExample;
import org.springframework.ai.mcp.annotation.McpTool;
import org.springframework.ai.mcp.annotation.McpTool.McpAnnotations;

/** {@code ui_query}: nodes by css, text or predicate. */
public final class QueryTool {

    private final UiEngine engine;

    public QueryTool(UiEngine engine) {
        this.engine = engine;
    }

    @McpTool(name = "ui_query", title = "Find UI nodes",
            description = "Find nodes by JavaFX CSS selector (#save, .button, TextField), visible text (contains by "
                    + "default) or predicate. One line per match with its uid.",
            annotations = @McpAnnotations(readOnlyHint = true, destructiveHint = false, idempotentHint = true,
                    openWorldHint = false))
    @ToolExample("{\"selector\": {\"text\": \"Save\", \"match\": \"equals\"}}")
    public QueryResult query(QueryRequest arguments) {
        return engine.query(arguments);
    }
}
