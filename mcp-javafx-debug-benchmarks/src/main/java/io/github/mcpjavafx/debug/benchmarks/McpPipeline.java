package io.github.mcpjavafx.debug.benchmarks;

import io.github.mcpjavafx.debug.core.model.ToolOutput;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.TypeRef;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.TextContent;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The steps a tool result goes through between the engine and the client's {@code callTool}, replayed
 * one by one in process with the SDK's own mapper, so each can be timed alone: the server writes the
 * JSON-RPC response as a string (the tools publish no output schema, so nothing validates it); the
 * client reads it into a map, then converts the map's {@code result} into a {@link CallToolResult}.
 */
final class McpPipeline {

    private static final TypeRef<CallToolResult> CALL_TOOL_RESULT = new TypeRef<>() {
    };

    private final McpJsonMapper json = McpJsonDefaults.getMapper();

    /** The result as {@code ToolResults.success} shapes it: a text block and the structured data. */
    static CallToolResult result(ToolOutput output) {
        return CallToolResult.builder().addContent(TextContent.builder(output.text()).build())
                .structuredContent(output.structured()).isError(false).build();
    }

    /** Server: the JSON-RPC response body. */
    String write(CallToolResult result) {
        try {
            return json.writeValueAsString(new McpSchema.JSONRPCResponse(McpSchema.JSONRPC_VERSION, 1, result, null));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Client: the body read into a JSON-RPC message (via a map, as the SDK does). */
    McpSchema.JSONRPCResponse read(String body) {
        try {
            return (McpSchema.JSONRPCResponse) McpSchema.deserializeJsonRpcMessage(json, body);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Client: the response's result as a {@link CallToolResult}. */
    CallToolResult convert(McpSchema.JSONRPCResponse response) {
        return json.convertValue(response.result(), CALL_TOOL_RESULT);
    }

    static int utf8Bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8).length;
    }
}
