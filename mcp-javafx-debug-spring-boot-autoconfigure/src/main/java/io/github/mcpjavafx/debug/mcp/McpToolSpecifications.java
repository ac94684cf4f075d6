package io.github.mcpjavafx.debug.mcp;

import io.github.mcpjavafx.debug.core.UiEngine;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.server.McpServerFeatures;
import io.modelcontextprotocol.server.McpStatelessServerFeatures;
import io.modelcontextprotocol.spec.McpSchema;

import java.util.List;

/**
 * The tools as the MCP SDK wants them: session-based servers (SSE) take
 * {@link McpServerFeatures.SyncToolSpecification}, stateless streamable HTTP takes
 * {@link McpStatelessServerFeatures.SyncToolSpecification}. Both run the same handler.
 */
public final class McpToolSpecifications {

    private final List<UiTool> tools;
    private final McpJsonMapper json;

    public McpToolSpecifications(UiEngine engine, McpJsonMapper json) {
        this.tools = UiTools.forEngine(engine, new ToolSchemas());
        this.json = json;
    }

    /** The published tool names, in order. */
    public List<String> names() {
        return tools.stream().map(UiTool::name).toList();
    }

    public List<McpServerFeatures.SyncToolSpecification> forSessions() {
        return tools.stream().map(tool -> {
            ToolCallHandler handler = new ToolCallHandler(tool);
            return McpServerFeatures.SyncToolSpecification.builder()
                    .tool(describe(tool))
                    .callHandler((exchange, request) -> handler.call(request.arguments()))
                    .build();
        }).toList();
    }

    public List<McpStatelessServerFeatures.SyncToolSpecification> forStateless() {
        return tools.stream().map(tool -> {
            ToolCallHandler handler = new ToolCallHandler(tool);
            return McpStatelessServerFeatures.SyncToolSpecification.builder()
                    .tool(describe(tool))
                    .callHandler((context, request) -> handler.call(request.arguments()))
                    .build();
        }).toList();
    }

    private McpSchema.Tool describe(UiTool tool) {
        return McpSchema.Tool.builder(tool.name(), json, tool.inputSchema())
                .title(tool.title())
                .description(tool.description())
                .outputSchema(json, tool.outputSchema())
                .annotations(McpSchema.ToolAnnotations.builder()
                        .title(tool.title())
                        .readOnlyHint(tool.readOnly())
                        .destructiveHint(false)
                        .idempotentHint(tool.readOnly())
                        .openWorldHint(false)
                        .build())
                .build();
    }
}
