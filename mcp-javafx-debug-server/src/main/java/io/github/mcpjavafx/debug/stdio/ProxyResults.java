package io.github.mcpjavafx.debug.stdio;

import io.github.mcpjavafx.debug.server.ServerInstance;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Shapes what the proxy answers: an app's result as it came, told whose it is; the proxy's own errors as the contract's. */
final class ProxyResults {

    private ProxyResults() {
    }

    /**
     * The app's result unchanged (its blocks, {@code structuredContent}, {@code isError}, {@code _meta}), with one
     * text block more at the end that names the app it came from: {@code app: GreetingForm pid 4242}.
     */
    static CallToolResult fromApp(CallToolResult result, ServerInstance app) {
        List<McpSchema.Content> content = new ArrayList<>(result.content());
        content.add(McpSchema.TextContent.builder("app: " + ChosenApp.label(app)).build());
        return new CallToolResult(content, result.isError(), result.structuredContent(), result.meta());
    }

    /** {@code CODE: message} in the text, {@code {"error": {code, message, details}}} in {@code structuredContent}. */
    static CallToolResult error(String code, String message) {
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("code", code);
        error.put("message", message);
        error.put("details", Map.of());
        return CallToolResult.builder()
                .addTextContent(code + ": " + message)
                .structuredContent(Map.of("error", error))
                .isError(true)
                .build();
    }

    static CallToolResult error(NoAppToCall refusal) {
        return error(refusal.code(), refusal.getMessage());
    }
}
