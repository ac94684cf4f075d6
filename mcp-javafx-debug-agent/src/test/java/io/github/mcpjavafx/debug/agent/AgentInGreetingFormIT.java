package io.github.mcpjavafx.debug.agent;

import io.github.mcpjavafx.debug.agent.fixture.GreetingForm;
import io.github.mcpjavafx.debug.testsupport.LaunchedApp;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.github.mcpjavafx.debug.agent.McpCalls.call;
import static io.github.mcpjavafx.debug.agent.McpCalls.text;
import static org.assertj.core.api.Assertions.assertThat;

/** An app that knows nothing of the server, started with {@code -javaagent:} and driven over MCP. */
class AgentInGreetingFormIT {

    private static LaunchedApp app;
    private static String endpoint;
    private static McpSyncClient client;

    @BeforeAll
    static void launch() throws Exception {
        app = FixtureApps.start(GreetingForm.class, List.of());
        endpoint = app.awaitEndpoint(Duration.ofSeconds(90));
        client = app.client(endpoint);
    }

    @AfterAll
    static void end() throws InterruptedException {
        if (app != null) {
            app.close();
        }
    }

    @Test
    void serverLogsItsEndpointAndWhereTheTokenCameFromButNotTheTokenAndTheAgentNothingElse() {
        String output = app.output();
        assertThat(output).contains("MCP JavaFX Debug enabled").contains("(from MCP_UI_TOKEN)").contains("Instance:  ")
                .doesNotContain(app.token());
        assertThat(output).doesNotContain(DebugAgent.LOG_PREFIX);
    }

    /** Every local user can read a process's command line ({@code /proc/PID/cmdline}, {@code ps}). */
    @Test
    @EnabledOnOs(OS.LINUX)
    void theTokenIsOnNoCommandLineOfTheAppStartedAsTheReadmeSays() throws Exception {
        assertThat(app.commandLine()).contains("-javaagent:").doesNotContain(app.token());
        assertThat(client.listTools().tools()).as("served with the token from the environment").isNotEmpty();
    }

    @Test
    void toolsAreListed() {
        assertThat(client.listTools().tools()).extracting(McpSchema.Tool::name)
                .contains("ui_get_snapshot", "ui_query", "ui_get_node", "ui_perform", "ui_screenshot");
    }

    @Test
    void typingANameAndClickingGreetChangesTheLabel() {
        String snapshot = text(call(client, "ui_get_snapshot", Map.of()));
        String field = uidOn(snapshot, "TextField#name");
        String button = uidOn(snapshot, "Button#greet");

        CallToolResult perform = call(client, "ui_perform", Map.of("actions", List.of(
                Map.of("type", "setText", "target", ref(field), "text", "Ada"),
                Map.of("type", "click", "target", ref(button)))));
        assertThat(perform.isError()).as(text(perform)).isFalse();

        assertThat(text(call(client, "ui_query", Map.of("selector", Map.of("css", "#greeting")))))
                .contains("Hello, Ada!");
    }

    @Test
    void requestWithoutTheTokenIsRefused() throws Exception {
        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(endpoint + "/mcp"))
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}"))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).isEqualTo(401);
    }

    /** The uid on the snapshot line of {@code node} ({@code TextField#name u-2 …}). */
    static String uidOn(String snapshot, String node) {
        Matcher m = Pattern.compile(Pattern.quote(node) + "\\s+(u-\\w+)").matcher(snapshot);
        assertThat(m.find()).as("%s in:%n%s", node, snapshot).isTrue();
        return m.group(1);
    }

    static Map<String, Object> ref(String uid) {
        return Map.of("ref", Map.of("uid", uid));
    }
}
