package io.github.mcpjavafx.debug.server;

import io.modelcontextprotocol.spec.McpError;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.module.SimpleModule;

/**
 * How an HTTP answer carries the MCP SDK's {@link McpError}, which the transports hand over as the
 * body of a refused request (a body that is not JSON-RPC, say): as the JSON-RPC error response it
 * stands for, {@code {"jsonrpc": "2.0", "id": null, "error": {"code", "message"}}}. Written as any
 * other object, it came out as the exception itself, stack trace and all, some 6 KB of the server's
 * internals that tell a client nothing.
 */
final class McpErrorBodies {

    private McpErrorBodies() {
    }

    static JacksonModule module() {
        return new SimpleModule("mcp-error-bodies").addSerializer(McpError.class, new ValueSerializer<>() {
            @Override
            public void serialize(McpError error, JsonGenerator json, SerializationContext context) {
                json.writeStartObject();
                json.writeStringProperty("jsonrpc", "2.0");
                json.writeNullProperty("id");
                json.writePOJOProperty("error", error.getJsonRpcError());
                json.writeEndObject();
            }
        });
    }
}
