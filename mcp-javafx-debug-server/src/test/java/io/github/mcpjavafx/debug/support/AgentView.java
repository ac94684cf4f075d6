package io.github.mcpjavafx.debug.support;

import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import tools.jackson.databind.json.JsonMapper;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a tool result as a model reads it, through one channel only: the text block (what most
 * clients show), or {@code JSON.stringify(structuredContent)} (what Claude Code shows instead).
 * Finds uids the way a model does: on the line that mentions what it wants.
 */
public enum AgentView {

    TEXT, STRUCTURED;

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Pattern UID = Pattern.compile("\\bu-[0-9a-z]+\\b");

    /** What the model gets to read. */
    public String read(CallToolResult result) {
        if (this == TEXT) {
            StringBuilder text = new StringBuilder();
            result.content().stream().filter(McpSchema.TextContent.class::isInstance)
                    .forEach(block -> text.append(((McpSchema.TextContent) block).text()).append('\n'));
            return text.toString();
        }
        return result.structuredContent() == null ? "" : JSON.writeValueAsString(result.structuredContent());
    }

    /** The lines the model sees: the text's lines, or every string in the JSON split into lines. */
    public List<String> lines(CallToolResult result) {
        if (this == TEXT) {
            return read(result).lines().toList();
        }
        List<String> lines = new ArrayList<>();
        collect(result.structuredContent(), lines);
        return lines;
    }

    /** The uid on the first line that contains all of {@code fragments}; fails when there is none. */
    public String uidOn(CallToolResult result, String... fragments) {
        for (String line : lines(result)) {
            if (List.of(fragments).stream().allMatch(line::contains)) {
                Matcher uid = UID.matcher(line);
                if (uid.find()) {
                    return uid.group();
                }
            }
        }
        throw new AssertionError("No line with a uid mentions " + List.of(fragments) + " in the " + this
                + " channel:\n" + read(result));
    }

    private static void collect(Object value, List<String> lines) {
        if (value instanceof String s) {
            lines.addAll(s.lines().toList());
        } else if (value instanceof Map<?, ?> map) {
            map.values().forEach(v -> collect(v, lines));
        } else if (value instanceof List<?> list) {
            list.forEach(v -> collect(v, lines));
        }
    }
}
