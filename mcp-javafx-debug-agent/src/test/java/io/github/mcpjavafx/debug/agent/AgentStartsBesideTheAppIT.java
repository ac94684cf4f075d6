package io.github.mcpjavafx.debug.agent;

import io.github.mcpjavafx.debug.agent.fixture.LateGreetingForm;
import io.github.mcpjavafx.debug.testsupport.LaunchedApp;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import static io.github.mcpjavafx.debug.agent.McpCalls.call;
import static io.github.mcpjavafx.debug.agent.McpCalls.text;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * With JavaFX on the class path, the agent's server does not wait for a window that does not come: once its
 * wait for the app's first frame is up, it answers while {@code main} has not yet started the UI, says so, and
 * sees the window once the app shows it.
 */
class AgentStartsBesideTheAppIT {

    @Test
    void theServerAnswersBeforeTheAppStartsItsUiAndSeesTheWindowOnceItShows() throws Exception {
        try (LaunchedApp app = FixtureApps.start(LateGreetingForm.class, List.of())) {
            String endpoint = app.awaitEndpoint(Duration.ofSeconds(90));
            assertThat(app.output()).contains("waiting for launch").doesNotContain("window shown after");
            McpSyncClient client = app.client(endpoint);

            CallToolResult early = call(client, "ui_get_snapshot", Map.of());
            assertThat(early.isError()).isTrue();
            assertThat(text(early)).startsWith("MCP_UI_NO_STAGES:")
                    .contains("has not started its UI yet").contains("Try again once a window shows");

            app.send("launch");
            app.awaitLine(Pattern.compile("window shown after"), Duration.ofSeconds(60));
            CallToolResult snapshot = call(client, "ui_get_snapshot", Map.of());
            assertThat(snapshot.isError()).as(text(snapshot)).isFalse();
            assertThat(text(snapshot)).contains("Button#greet").contains("\"Greeting form\"");
        }
    }
}
