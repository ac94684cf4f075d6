package io.github.mcpjavafx.debug.mcp;

import io.modelcontextprotocol.spec.McpSchema;

import java.util.Map;
import java.util.Optional;

/**
 * The shape of a {@code tools/call} request's params, checked before the SDK binds them: params an
 * object, {@code name} a string, {@code arguments} and {@code _meta} objects or absent. The SDK's
 * binding throws on anything else, and the stateless transport answers that with HTTP 500 and no
 * JSON-RPC id; a client's malformed call is its mistake, so it gets invalid params with its id.
 */
final class ToolCallShape {

    private ToolCallShape() {
    }

    /** Why the request's params cannot be a tool call, as the JSON-RPC error to answer; empty when they can. */
    static Optional<McpSchema.JSONRPCResponse.JSONRPCError> refusal(McpSchema.JSONRPCRequest request) {
        if (!McpSchema.METHOD_TOOLS_CALL.equals(request.method())) {
            return Optional.empty();
        }
        if (!(request.params() instanceof Map<?, ?> params)) {
            return invalid("params must be an object with the tool's name and its arguments");
        }
        if (!(params.get("name") instanceof String)) {
            return invalid("params.name must be the tool's name, a string");
        }
        if (!objectOrAbsent(params.get("arguments"))) {
            return invalid("params.arguments must be an object of named arguments, such as {\"mode\": \"compact\"}, "
                    + "or left out; it was " + jsonType(params.get("arguments")));
        }
        if (!objectOrAbsent(params.get("_meta"))) {
            return invalid("params._meta must be an object or left out");
        }
        return Optional.empty();
    }

    private static boolean objectOrAbsent(Object value) {
        return value == null || value instanceof Map;
    }

    private static String jsonType(Object value) {
        if (value instanceof Iterable || value instanceof Object[]) {
            return "an array";
        }
        if (value instanceof String) {
            return "a string";
        }
        if (value instanceof Number) {
            return "a number";
        }
        return value instanceof Boolean ? "a boolean" : "not an object";
    }

    private static Optional<McpSchema.JSONRPCResponse.JSONRPCError> invalid(String message) {
        return Optional.of(new McpSchema.JSONRPCResponse.JSONRPCError(McpSchema.ErrorCodes.INVALID_PARAMS, message, null));
    }
}
