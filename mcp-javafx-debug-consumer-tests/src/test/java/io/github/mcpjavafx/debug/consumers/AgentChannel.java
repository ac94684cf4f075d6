package io.github.mcpjavafx.debug.consumers;

import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import tools.jackson.databind.json.JsonMapper;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a model gets to read of a tool result: the text block (most clients), or
 * {@code JSON.stringify(structuredContent)} alone (Claude Code). Finds a uid as a model does: on the line that
 * mentions what it wants.
 */
enum AgentChannel {

    TEXT, STRUCTURED;

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Pattern UID = Pattern.compile("\\bu-[0-9a-z]+\\b");

    String read(CallToolResult result) {
        if (this == TEXT) {
            StringBuilder text = new StringBuilder();
            result.content().stream().filter(McpSchema.TextContent.class::isInstance)
                    .forEach(block -> text.append(((McpSchema.TextContent) block).text()).append('\n'));
            return text.toString();
        }
        return result.structuredContent() == null ? "" : JSON.writeValueAsString(result.structuredContent());
    }

    /** The uid on the first line of the text that contains all of {@code fragments}; fails when there is none. */
    String uidOn(CallToolResult result, String... fragments) {
        String text = read(result);
        for (String line : text.lines().toList()) {
            if (List.of(fragments).stream().allMatch(line::contains)) {
                Matcher uid = UID.matcher(line);
                if (uid.find()) {
                    return uid.group();
                }
            }
        }
        throw new AssertionError("No line with a uid mentions " + List.of(fragments) + " in the " + this
                + " channel:\n" + text);
    }
}
