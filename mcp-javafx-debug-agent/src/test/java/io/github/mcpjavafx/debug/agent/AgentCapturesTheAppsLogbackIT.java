package io.github.mcpjavafx.debug.agent;

import io.github.mcpjavafx.debug.agent.fixture.LoggingForm;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.github.mcpjavafx.debug.agent.LaunchedApp.call;
import static io.github.mcpjavafx.debug.agent.LaunchedApp.text;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * An app that logs through its own SLF4J and Logback, started with the agent, whose server has a Logback of its own
 * in its own class loader: the app's records are what the tools see, an error the app logs during an action is told
 * in that action's result, and ui_get_logs gives it with its logger, level and exception.
 */
class AgentCapturesTheAppsLogbackIT {

    @Test
    void anErrorTheAppLogsThroughItsLogbackIsToldAndListed() throws Exception {
        try (LaunchedApp app = LaunchedApp.start(LoggingForm.class, appLogging())) {
            String endpoint = app.awaitEndpoint(Duration.ofSeconds(90));
            McpSyncClient client = app.client(endpoint);
            String snapshot = text(call(client, "ui_get_snapshot", Map.of()));

            CallToolResult greeted = call(client, "ui_perform", Map.of("actions", List.of(
                    Map.of("type", "setText", "target", Map.of("css", "#name"), "text", "Ada"),
                    Map.of("type", "click", "target", Map.of("css", "#greet")))));
            String result = text(greeted);
            assertThat(greeted.isError()).as(result).isFalse();
            assertThat(result).as("the error the click made the app log").contains("Sorry, Ada: no stock");
            Matcher told = Pattern.compile("1 new error: ui_get_logs \\{\"sinceSeq\": (\\d+)}").matcher(result);
            assertThat(told.find()).as(result).isTrue();
            assertThat(app.output()).as("the app's own Logback wrote it to its console")
                    .contains("ERROR acme.orders -- Order for Ada failed");

            String logs = text(call(client, "ui_get_logs", Map.of("sinceSeq", Long.parseLong(told.group(1)),
                    "minLevel", "ERROR")));
            assertThat(logs).contains("ERROR acme.orders", "Order for Ada failed",
                    "java.lang.IllegalStateException: no stock for Ada");
            assertThat(text(call(client, "ui_get_logs", Map.of("limit", 1)))).as("the sources it names").contains("logback");
            assertThat(snapshot).contains("Button#greet");
        }
    }

    private static List<Path> appLogging() throws IOException {
        String classPath = Files.readString(Path.of(System.getProperty("app.logging.classpath.file"))).trim();
        List<Path> jars = Arrays.stream(classPath.split(java.io.File.pathSeparator)).map(Path::of).toList();
        assertThat(jars).hasSize(3);
        return jars;
    }
}
