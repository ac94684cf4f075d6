package io.github.mcpjavafx.debug.agent;

import io.github.mcpjavafx.debug.agent.fixture.GreetingForm;
import io.github.mcpjavafx.debug.testsupport.LaunchedApp;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The stdio entry point started by the MCP clients people use, as their documentation says to add a local server:
 * the MCP Inspector's CLI lists the tools and calls one, and Claude Code's CLI adds the server
 * ({@code claude mcp add javafx -- java -jar mcp-javafx-debug-agent.jar mcp}) and finds it connected
 * ({@code claude mcp list}, a health check that needs no account); the Inspector's CLI also starts the app itself
 * through the stdio server ({@code mcp -- COMMAND}) and snapshots it in one call. The clients come from {@code MCP_CLIENTS_BIN},
 * which {@code .ci/clients-setup} installs; on CI ({@code CI=true}) their absence fails the test, elsewhere it is
 * skipped with a word of how to run it.
 */
class RealClientsIT {

    private static final Duration START = Duration.ofSeconds(90);
    private static final long CLIENT_TIMEOUT_S = 120;

    private static Path clients;
    private static Map<String, String> runtimeDir;
    private static LaunchedApp greeting;

    @BeforeAll
    static void launch() throws Exception {
        clients = clientsBin();
        runtimeDir = StdioClients.privateRuntimeDirectory();
        greeting = FixtureApps.start(GreetingForm.class, runtimeDir);
        greeting.awaitEndpoint(START);
    }

    @AfterAll
    static void end() throws Exception {
        if (greeting != null) {
            greeting.close();
        }
    }

    @Test
    void theInspectorsCliListsTheToolsAndSnapshotsTheAppOverStdio() throws Exception {
        Run listed = run(inspector("--method", "tools/list"), Map.of());
        assertThat(listed.exitCode()).as(listed.output()).isZero();
        assertThat(listed.output()).contains("\"name\": \"ui_apps\"", "\"name\": \"ui_get_snapshot\"",
                "\"name\": \"ui_perform\"", "\"name\": \"ui_export_test\"");

        Run snapshot = run(inspector("--method", "tools/call", "--tool-name", "ui_get_snapshot"), Map.of());
        assertThat(snapshot.exitCode()).as(snapshot.output()).isZero();
        assertThat(snapshot.output()).contains("Stage[0] \\\"Greeting form\\\"", "app: GreetingForm pid " + greeting.pid(),
                "\"isError\": false");
    }

    /**
     * {@code mcp -- COMMAND} from a client that calls a tool at once: the Inspector's CLI takes the {@code --} as the
     * end of its own options and lists the tools before its call, so the app must serve, and be listed, by the answer.
     */
    @Test
    void theInspectorsCliStartsTheAppThroughTheStdioServerAndCallsItAtOnce() throws Exception {
        List<String> command = new ArrayList<>(List.of(clients.resolve("mcp-inspector").toString(), "--cli",
                "--method", "tools/call", "--tool-name", "ui_get_snapshot", "-e", "XDG_RUNTIME_DIR=" + emptyRuntimeDir()));
        command.addAll(server());
        command.add("--");
        command.addAll(FixtureApps.javaCommand(GreetingForm.class.getName(), List.of(), false));
        Run snapshot = run(command, Map.of());
        assertThat(snapshot.exitCode()).as(snapshot.output()).isZero();
        assertThat(snapshot.output()).contains("Stage[0] \\\"Greeting form\\\"", "\"isError\": false");
    }

    @Test
    void claudeCodeAddsTheServerAsItsReadmeLineSaysAndFindsItConnected() throws Exception {
        Path home = Files.createTempDirectory(Path.of(System.getProperty("agent.jar")).getParent(), "claude-home");
        Map<String, String> claudeHome = Map.of("HOME", home.toString(), "DISABLE_AUTOUPDATER", "1",
                "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC", "1");
        List<String> add = new ArrayList<>(List.of(clients.resolve("claude").toString(), "mcp", "add", "javafx",
                "-e", "XDG_RUNTIME_DIR=" + runtimeDir.get("XDG_RUNTIME_DIR"), "--"));
        add.addAll(server());
        Run added = run(add, claudeHome);
        assertThat(added.exitCode()).as(added.output()).isZero();
        assertThat(added.output()).contains("Added stdio MCP server javafx");

        Run listed = run(List.of(clients.resolve("claude").toString(), "mcp", "list"), claudeHome);
        assertThat(listed.exitCode()).as(listed.output()).isZero();
        assertThat(listed.output()).contains("javafx: ").contains("mcp-javafx-debug-agent.jar mcp - \u2714 Connected");
    }

    /** An instance directory of its own: the app the stdio server starts is the only one it finds. */
    private static String emptyRuntimeDir() throws Exception {
        return StdioClients.privateRuntimeDirectory().get("XDG_RUNTIME_DIR");
    }

    /** {@code java -jar mcp-javafx-debug-agent.jar mcp}, as a client starts it. */
    private static List<String> server() {
        return List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar",
                System.getProperty("agent.jar"), "mcp");
    }

    /** The Inspector's CLI starting the stdio server, with the test's instance directory passed to it. */
    private static List<String> inspector(String... method) {
        List<String> command = new ArrayList<>(List.of(clients.resolve("mcp-inspector").toString(), "--cli",
                "-e", "XDG_RUNTIME_DIR=" + runtimeDir.get("XDG_RUNTIME_DIR")));
        command.addAll(server());
        command.addAll(List.of(method));
        return command;
    }

    private static Run run(List<String> command, Map<String, String> environment) throws IOException, InterruptedException {
        Path log = Files.createTempFile(Path.of(System.getProperty("agent.jar")).getParent(), "client", ".log");
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().putAll(runtimeDir);
        builder.environment().putAll(environment);
        Process process = builder.start();
        if (!process.waitFor(CLIENT_TIMEOUT_S, TimeUnit.SECONDS)) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly().waitFor();
            throw new AssertionError(String.join(" ", command) + " did not end within " + CLIENT_TIMEOUT_S + " s:\n"
                    + Files.readString(log, StandardCharsets.UTF_8));
        }
        return new Run(process.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
    }

    private record Run(int exitCode, String output) {
    }

    private static Path clientsBin() {
        String bin = System.getenv("MCP_CLIENTS_BIN");
        boolean found = bin != null && Files.isExecutable(Path.of(bin, "mcp-inspector")) && Files.isExecutable(Path.of(bin, "claude"));
        String missing = "The MCP Inspector's and Claude Code's CLIs are needed by this test and MCP_CLIENTS_BIN ("
                + bin + ") does not hold them: run `source .ci/clients-setup` (it installs them with npm) first";
        NeededOnCi.require(found, missing);
        return Path.of(bin);
    }
}
