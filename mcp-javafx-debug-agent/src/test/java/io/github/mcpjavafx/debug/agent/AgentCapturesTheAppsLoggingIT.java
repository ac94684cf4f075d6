package io.github.mcpjavafx.debug.agent;

import io.github.mcpjavafx.debug.agent.fixture.Log4jLoggingForm;
import io.github.mcpjavafx.debug.agent.fixture.LoggingForm;
import io.github.mcpjavafx.debug.testsupport.LaunchedApp;
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

import static io.github.mcpjavafx.debug.agent.McpCalls.call;
import static io.github.mcpjavafx.debug.agent.McpCalls.text;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Apps that log through their own SLF4J and Logback, or their own Log4j 2, started with the agent, whose server has
 * logging libraries of its own in its own class loader: the app's records are what the tools see, an error the app
 * logs during an action is told in that action's result, and ui_get_logs gives it with its logger, level and exception.
 */
class AgentCapturesTheAppsLoggingIT {

    @Test
    void anErrorTheAppLogsThroughItsLogbackIsToldAndListed() throws Exception {
        anErrorTheAppLogsIsToldAndListed(LoggingForm.class, jars("app.logging.classpath.file", 3), "logback",
                "ERROR acme.orders -- Order for Ada failed");
    }

    @Test
    void anErrorTheAppLogsThroughItsLog4jIsToldAndListed() throws Exception {
        anErrorTheAppLogsIsToldAndListed(Log4jLoggingForm.class, jars("app.log4j.classpath.file", 2), "log4j",
                "ERROR Order for Ada failed");
    }

    /** {@code printed}: the line the app's own logging writes to its console, as its default configuration has it. */
    private static void anErrorTheAppLogsIsToldAndListed(Class<?> form, List<Path> logging, String source, String printed)
            throws Exception {
        try (LaunchedApp app = FixtureApps.start(form, logging)) {
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
            assertThat(app.output()).as("the app's own logging wrote it to its console").contains(printed);

            String logs = text(call(client, "ui_get_logs", Map.of("sinceSeq", Long.parseLong(told.group(1)),
                    "minLevel", "ERROR")));
            assertThat(logs).contains("ERROR acme.orders", "Order for Ada failed",
                    "java.lang.IllegalStateException: no stock for Ada");
            assertThat(text(call(client, "ui_get_logs", Map.of("limit", 1)))).as("the sources it names").contains(source);
            assertThat(snapshot).contains("Button#greet");
        }
    }

    private static List<Path> jars(String classPathFile, int count) throws IOException {
        String classPath = Files.readString(Path.of(System.getProperty(classPathFile))).trim();
        List<Path> jars = Arrays.stream(classPath.split(java.io.File.pathSeparator)).map(Path::of).toList();
        assertThat(jars).hasSize(count);
        return jars;
    }
}
