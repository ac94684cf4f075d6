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

    /** The key of {@code structuredContent} that names the app that answered. */
    static final String ANSWERED_BY = "answeredBy";

    private ProxyResults() {
    }

    /**
     * The app's result (its blocks, {@code structuredContent}, {@code isError}, {@code _meta}), told whose it is in
     * both channels, for clients that give their model only one: one text block more at the end,
     * {@code app: GreetingForm pid 4242}, and {@code "answeredBy": {"app": "GreetingForm", "pid": 4242}} added to
     * {@code structuredContent} when it is an object (a result without one is not given one: a client would then
     * show it in place of the text).
     */
    static CallToolResult fromApp(CallToolResult result, ServerInstance app) {
        List<McpSchema.Content> content = new ArrayList<>(result.content());
        content.add(McpSchema.TextContent.builder("app: " + ChosenApp.label(app)).build());
        Object structured = result.structuredContent();
        if (structured instanceof Map<?, ?> fields) {
            Map<Object, Object> told = new LinkedHashMap<>(fields);
            Map<String, Object> answeredBy = new LinkedHashMap<>();
            answeredBy.put("app", ChosenApp.shortName(app));
            answeredBy.put("pid", app.pid());
            told.put(ANSWERED_BY, answeredBy);
            structured = told;
        }
        return new CallToolResult(content, result.isError(), structured, result.meta());
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
