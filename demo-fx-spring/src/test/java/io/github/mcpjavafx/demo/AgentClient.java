package io.github.mcpjavafx.demo;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An agent's side of the debug server: the MCP Java SDK client over streamable HTTP with the
 * bearer token, plus the few moves an agent makes again and again (find a node, click it, act).
 */
final class AgentClient implements AutoCloseable {

    private final McpSyncClient client;

    private AgentClient(McpSyncClient client) {
        this.client = client;
    }

    /** Connects to {@code <endpoint>/mcp} (endpoint {@code http://127.0.0.1:<port>}) and initializes the session. */
    static AgentClient connect(String endpoint, String token) {
        var transport = HttpClientStreamableHttpTransport.builder(endpoint)
                .endpoint("/mcp")
                .httpRequestCustomizer((request, method, uri, body, context) ->
                        request.header("Authorization", "Bearer " + token))
                .build();
        McpSyncClient client = McpClient.sync(transport).requestTimeout(Duration.ofSeconds(30)).build();
        client.initialize();
        return new AgentClient(client);
    }

    /** Calls {@code tool}; fails the test when the call is an error. */
    CallToolResult call(String tool, Map<String, Object> arguments) {
        CallToolResult result = client.callTool(McpSchema.CallToolRequest.builder(tool).arguments(arguments).build());
        assertThat(result.isError()).as("%s %s: %s", tool, arguments, text(result)).isFalse();
        return result;
    }

    /** The names {@code tools/list} shows. */
    List<String> toolNames() {
        return client.listTools().tools().stream().map(McpSchema.Tool::name).toList();
    }

    /** Runs {@code actions} through {@code ui_perform}. */
    @SafeVarargs
    final CallToolResult perform(Map<String, Object>... actions) {
        return call("ui_perform", Map.of("actions", List.of(actions)));
    }

    /** The uid of the one node in any window whose text is exactly {@code text}, as an agent finds it. */
    String uidOfText(String text) {
        CallToolResult found = call("ui_query", Map.of(
                "scope", Map.of("stage", "all"),
                "selector", Map.of("text", text, "match", "equals")));
        List<String> matches = matches(found);
        assertThat(matches).as("nodes showing \"%s\": %s", text, text(found)).hasSize(1);
        return uidOf(matches.get(0));
    }

    /** The uid of the one node showing exactly {@code text} that is not a text field: a table cell beside a filter typed into. */
    String uidOfCell(String text) {
        CallToolResult found = call("ui_query", Map.of("selector", Map.of("text", text, "match", "equals")));
        List<String> cells = matches(found).stream().filter(match -> !match.startsWith("TextField")).toList();
        assertThat(cells).as(text(found)).hasSize(1);
        return uidOf(cells.get(0));
    }

    /** The whole text of the one node {@code css} selects (query summaries shorten long texts). */
    String textOf(String css) {
        return (String) node(css, "text").get("text");
    }

    /** The value of the one control {@code css} selects: a combo box's item, a date picker's date. */
    Object valueOf(String css) {
        return node(css, "value").get("value");
    }

    /** {@code ui_get_node} for the one node {@code css} selects, with the one section {@code field}. */
    Map<String, Object> node(String css, String field) {
        return structured(call("ui_get_node", Map.of("target", css(css), "fields", List.of(field))));
    }

    /** Clicks the one node showing exactly {@code text} (a tab, a menu, a menu item, a list cell, a button). */
    void clickText(String text) {
        perform(click(Map.of("ref", Map.of("uid", uidOfText(text)))));
    }

    static Map<String, Object> click(Map<String, Object> target) {
        return Map.of("type", "click", "target", target);
    }

    static Map<String, Object> css(String selector) {
        return Map.of("css", selector);
    }

    /** The text of the first content block. */
    static String text(CallToolResult result) {
        return ((McpSchema.TextContent) result.content().get(0)).text();
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> structured(CallToolResult result) {
        return (Map<String, Object>) result.structuredContent();
    }

    @SuppressWarnings("unchecked")
    static List<String> matches(CallToolResult query) {
        return (List<String>) structured(query).get("matches");
    }

    /** The uid a match's line names after the node's type: {@code Button#save u-8 "Save" @130,220 80x25}. */
    static String uidOf(String match) {
        return match.replaceFirst("^\\S+ (u-[0-9a-z]+).*", "$1");
    }

    @Override
    public void close() {
        client.closeGracefully();
    }
}
