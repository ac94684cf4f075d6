package io.github.mcpjavafx.debug.stdio;

import io.github.mcpjavafx.debug.mcp.ToolCatalog;
import io.github.mcpjavafx.debug.mcp.ToolDeclaration;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import tools.jackson.databind.json.JsonMapper;

import java.util.List;
import java.util.Map;

/** Calls one of the stdio entry point's own tools as its server does: through a catalog, the arguments checked first. */
final class OwnToolCalls {

    private OwnToolCalls() {
    }

    static CallToolResult call(ToolDeclaration.Served tool, Map<String, Object> arguments) {
        return new ToolCatalog(List.of(tool), JsonMapper.shared(), McpJsonDefaults.getMapper()).forSessions().get(0)
                .callHandler().apply(null, McpSchema.CallToolRequest.builder(tool.declaration().name())
                        .arguments(arguments).build());
    }
}
