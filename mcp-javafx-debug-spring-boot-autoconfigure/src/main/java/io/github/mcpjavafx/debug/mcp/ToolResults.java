package io.github.mcpjavafx.debug.mcp;

import io.github.mcpjavafx.debug.core.model.ScreenshotResult;
import io.github.mcpjavafx.debug.core.model.ToolOutput;
import io.github.mcpjavafx.debug.core.model.UiError;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.ImageContent;
import io.modelcontextprotocol.spec.McpSchema.TextContent;

import java.util.Base64;
import java.util.Map;

/**
 * The one place that shapes MCP results, so every tool answers alike: a text block for the model,
 * the same data as {@code structuredContent}, an image block for screenshots, and on failure
 * {@code isError} with {@code CODE: message} and {@code {"error": {code, message, details}}}.
 */
final class ToolResults {

    private ToolResults() {
    }

    static CallToolResult success(ToolOutput output) {
        CallToolResult.Builder result = CallToolResult.builder()
                .addContent(TextContent.builder(output.text()).build());
        if (output instanceof ScreenshotResult shot) {
            result.addContent(ImageContent.builder(Base64.getEncoder().encodeToString(shot.data()), shot.contentType()).build());
        }
        return result.structuredContent(output.structured()).isError(false).build();
    }

    static CallToolResult failure(UiException e) {
        UiError error = e.toError();
        return CallToolResult.builder()
                .addContent(TextContent.builder(error.code() + ": " + error.message()).build())
                .structuredContent(Map.of("error", error))
                .isError(true)
                .build();
    }
}
