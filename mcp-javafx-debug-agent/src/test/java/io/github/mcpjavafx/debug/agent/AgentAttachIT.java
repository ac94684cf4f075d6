package io.github.mcpjavafx.debug.agent;

import io.github.mcpjavafx.debug.agent.fixture.GreetingForm;
import io.github.mcpjavafx.debug.testsupport.LaunchedApp;
import io.modelcontextprotocol.client.McpSyncClient;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.github.mcpjavafx.debug.agent.McpCalls.call;
import static io.github.mcpjavafx.debug.agent.McpCalls.text;
import static org.assertj.core.api.Assertions.assertThat;

/** An app started without the agent, then given it by process id: the command prints where to connect. */
class AgentAttachIT {

    private static final Pattern ENDPOINT = Pattern.compile("Endpoint: (http://\\S+)/mcp");
    private static final Pattern TOKEN = Pattern.compile("Token:\\s+(\\S+)");

    @Test
    void attachingByPidStartsTheServerAndPrintsItsEndpointAndToken() throws Exception {
        try (LaunchedApp app = FixtureApps.startWithoutAgent(GreetingForm.class)) {
            app.awaitLine(Pattern.compile("window shown after"), Duration.ofSeconds(60));
            assertThat(app.output()).doesNotContain("MCP JavaFX Debug enabled");

            Process attach = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-jar", System.getProperty("agent.jar"), "attach", String.valueOf(app.pid()))
                    .redirectErrorStream(true).start();
            assertThat(attach.waitFor(90, TimeUnit.SECONDS)).as("the attach command ends").isTrue();
            String printed = new String(attach.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(attach.exitValue()).as(printed).isZero();

            Matcher endpoint = ENDPOINT.matcher(printed);
            Matcher token = TOKEN.matcher(printed);
            assertThat(endpoint.find() && token.find()).as(printed).isTrue();
            McpSyncClient client = app.client(endpoint.group(1), token.group(1));
            String snapshot = text(call(client, "ui_get_snapshot", Map.of()));
            assertThat(snapshot).contains("TextField#name").contains("Button#greet");
            assertThat(text(call(client, "ui_query", Map.of("selector", Map.of("css", "#greet"))))).contains("Greet");
        }
    }
}
