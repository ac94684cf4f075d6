package io.github.mcpjavafx.debug.agent;

import io.github.mcpjavafx.debug.agent.fixture.GreetingForm;
import io.github.mcpjavafx.debug.testsupport.LaunchedApp;
import io.modelcontextprotocol.client.McpSyncClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

import static io.github.mcpjavafx.debug.agent.McpCalls.call;
import static io.github.mcpjavafx.debug.agent.McpCalls.text;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every local user can read a process's command line ({@code /proc/PID/cmdline}, {@code ps}): an app
 * given the agent by {@code attach} with the token in that command's environment has it on no command
 * line, the command does not print it, and a client with the token is served. (An app started with
 * {@code -javaagent:} and {@code MCP_UI_TOKEN}: {@link AgentInGreetingFormIT}.)
 */
@EnabledOnOs(OS.LINUX)
class AttachTokenFromTheEnvironmentIT {

    private static final Pattern ENDPOINT = Pattern.compile("Endpoint: (http://\\S+)/mcp");

    @Test
    void attachHandsTheTokenFromItsEnvironmentOverWithoutACommandLine() throws Exception {
        try (LaunchedApp app = FixtureApps.startWithoutAgent(GreetingForm.class)) {
            app.awaitLine(Pattern.compile("window shown after"), Duration.ofSeconds(60));
            String token = UUID.randomUUID().toString();

            ProcessBuilder command = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-jar", System.getProperty("agent.jar"), "attach", String.valueOf(app.pid()))
                    .redirectErrorStream(true);
            command.environment().put("MCP_UI_TOKEN", token);
            Process attach = command.start();
            assertThat(attach.waitFor(90, TimeUnit.SECONDS)).as("the attach command ends").isTrue();
            String printed = new String(attach.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(attach.exitValue()).as(printed).isZero();

            assertThat(printed).contains("Token:    from MCP_UI_TOKEN").doesNotContain(token);
            assertThat(app.commandLine()).doesNotContain(token);
            var endpoint = ENDPOINT.matcher(printed);
            assertThat(endpoint.find()).as(printed).isTrue();
            McpSyncClient client = app.client(endpoint.group(1), token);
            assertThat(text(call(client, "ui_query", Map.of("selector", Map.of("css", "#greet"))))).contains("Greet");
        }
    }
}
