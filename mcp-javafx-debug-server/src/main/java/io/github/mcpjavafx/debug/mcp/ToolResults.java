package io.github.mcpjavafx.debug.mcp;

import io.github.mcpjavafx.debug.core.model.ExportTestResult;
import io.github.mcpjavafx.debug.core.model.ScreenshotResult;
import io.github.mcpjavafx.debug.core.model.ToolOutput;
import io.github.mcpjavafx.debug.core.model.TraceResult;
import io.github.mcpjavafx.debug.core.model.UiError;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.Content;
import io.modelcontextprotocol.spec.McpSchema.ImageContent;
import io.modelcontextprotocol.spec.McpSchema.ResourceLink;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one place that shapes MCP results, so every tool answers alike: a text block for the model,
 * the same data as {@code structuredContent}, an image block for screenshots and a trace's timeline, a link to the file an exported
 * test was saved as, and on failure
 * {@code isError} with {@code CODE: message} and {@code {"error": {code, message, details}}}; and,
 * when the app logged errors since the previous call, the same closing line on every one of them; through the
 * stdio entry point, whose app answered.
 */
public final class ToolResults {

    private ToolResults() {
    }

    static CallToolResult success(ToolOutput output) {
        CallToolResult.Builder result = CallToolResult.builder()
                .addContent(TextContent.builder(output.text()).build());
        if (output instanceof ScreenshotResult shot) {
            result.addContent(ImageContent.builder(Base64.getEncoder().encodeToString(shot.data()), shot.contentType()).build());
        }
        if (output instanceof TraceResult trace) {
            result.addContent(ImageContent.builder(Base64.getEncoder().encodeToString(trace.imageData()), "image/png").build());
        }
        if (output instanceof ExportTestResult export && export.file() != null) {
            // A link, not the source again: a client that saves or opens resources takes the file as it is.
            Path file = Path.of(export.file());
            result.addContent(ResourceLink.builder().name(file.getFileName().toString()).uri(file.toUri().toString())
                    .mimeType("text/x-java").size((long) export.source().getBytes(StandardCharsets.UTF_8).length).build());
        }
        return result.structuredContent(output.structured()).isError(false).build();
    }

    /**
     * {@code CODE: message} as the text block and {@code {"error": {code, message, details}}} as
     * {@code structuredContent}, each within {@link ErrorBudget#MAX_CHARS} characters (the client may
     * cut a longer error where it likes; here the cut keeps the message's start and its next step).
     */
    public static CallToolResult failure(UiException e, JsonMapper json) {
        UiError error = ErrorBudget.fit(e.toError(), json);
        return CallToolResult.builder()
                .addContent(TextContent.builder(error.code() + ": " + error.message()).build())
                .structuredContent(Map.of("error", json.convertValue(error, Map.class)))
                .isError(true)
                .build();
    }

    /**
     * {@code result} with {@code newErrors} told at the end of its text (one more line) and in its
     * {@code structuredContent} ({@code "newErrors": {"count", "sinceSeq"}}); {@code result} itself when
     * there are none.
     */
    static CallToolResult withNewErrors(CallToolResult result, NewErrors newErrors, JsonMapper json) {
        if (newErrors == null) {
            return result;
        }
        List<Content> content = new ArrayList<>(result.content());
        if (!content.isEmpty() && content.get(0) instanceof TextContent text) {
            content.set(0, TextContent.builder(text.text() + "\n" + newErrors.line()).build());
        }
        CallToolResult.Builder told = CallToolResult.builder().content(content).isError(result.isError());
        // Our results are records (an error is a map); an app tool's answer may be text only, or a list.
        JsonNode structured = result.structuredContent() == null ? null : json.valueToTree(result.structuredContent());
        if (structured instanceof ObjectNode object) {
            object.set("newErrors", json.valueToTree(newErrors));
            told.structuredContent(object);
        } else if (structured != null) {
            told.structuredContent(result.structuredContent());
        }
        return told.build();
    }

    /**
     * An app's result as the stdio entry point passes it on (its blocks, {@code structuredContent}, {@code isError},
     * {@code _meta}), told whose it is in both channels, for clients that give their model only one: one text block
     * more at the end, {@code app: GreetingForm pid 4242}, and {@code "answeredBy": {"app": "GreetingForm", "pid":
     * 4242}} added to {@code structuredContent} when it is an object (a result without one is not given one: a
     * client would then show it in place of the text).
     */
    public static CallToolResult answeredBy(CallToolResult result, String app, long pid) {
        List<Content> content = new ArrayList<>(result.content());
        content.add(TextContent.builder("app: " + app + " pid " + pid).build());
        Object structured = result.structuredContent();
        if (structured instanceof Map<?, ?> fields) {
            Map<Object, Object> told = new LinkedHashMap<>(fields);
            Map<String, Object> answeredBy = new LinkedHashMap<>();
            answeredBy.put("app", app);
            answeredBy.put("pid", pid);
            told.put("answeredBy", answeredBy);
            structured = told;
        }
        return new CallToolResult(content, result.isError(), structured, result.meta());
    }
}
