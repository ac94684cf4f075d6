package io.github.mcpjavafx.debug.mcp;

import io.modelcontextprotocol.spec.McpSchema;

import java.util.Set;

/**
 * Read-only mode, as the tool list shows it: the tools that change the UI are registered (so that a
 * call to one gets the engine's {@code MCP_UI_NOT_ENABLED} answer on every transport), but left out
 * of {@code tools/list}. Both transports pass their responses through {@link #apply}.
 */
final class ToolListFilter {

    private final Set<String> hidden;

    ToolListFilter(Set<String> hidden) {
        this.hidden = Set.copyOf(hidden);
    }

    /** The response, without the hidden tools when it answers {@code tools/list}. */
    McpSchema.JSONRPCMessage apply(McpSchema.JSONRPCMessage message) {
        if (hidden.isEmpty() || !(message instanceof McpSchema.JSONRPCResponse response)
                || !(response.result() instanceof McpSchema.ListToolsResult list)) {
            return message;
        }
        McpSchema.ListToolsResult shown = new McpSchema.ListToolsResult(
                list.tools().stream().filter(tool -> !hidden.contains(tool.name())).toList(), list.nextCursor(), list.meta());
        return new McpSchema.JSONRPCResponse(response.jsonrpc(), response.id(), shown, response.error());
    }
}
