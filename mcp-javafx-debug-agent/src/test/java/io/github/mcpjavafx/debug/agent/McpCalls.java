package io.github.mcpjavafx.debug.agent;

import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;

import java.util.Map;

/** A tool call as these tests make it, and the text of its first block. */
final class McpCalls {

    private McpCalls() {
    }

    static CallToolResult call(McpSyncClient client, String tool, Map<String, Object> arguments) {
        return client.callTool(McpSchema.CallToolRequest.builder(tool).arguments(arguments).build());
    }

    static String text(CallToolResult result) {
        return ((McpSchema.TextContent) result.content().get(0)).text();
    }
}
