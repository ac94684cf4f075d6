package io.github.mcpjavafx.debug.stdio;

import io.github.mcpjavafx.debug.mcp.ArgumentTables;
import io.github.mcpjavafx.debug.mcp.ToolDeclaration;
import io.github.mcpjavafx.debug.server.ServerInstance;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code ui_apps} over a real instance directory with no app in it (the stdio entry point's IT in the
 * agent module drives it with running apps).
 */
class AppsToolTest {

    private static final Path DOCS = Path.of("..", "docs", "tools.md");

    @TempDir
    Path directory;

    private ToolDeclaration.Served tool() {
        RunningApps apps = new RunningApps(directory);
        return AppsTool.DECLARATION.servedBy(new AppsTool(apps, new ChosenApp(apps, McpJsonDefaults.getMapper()), app -> List.of()));
    }

    @Test
    void docsShowTheArgumentsAsPublished() throws Exception {
        McpSchema.Tool published = AppsTool.DECLARATION.published(McpJsonDefaults.getMapper());
        String docs = Files.readString(DOCS);
        String table = ArgumentTables.render(JsonMapper.shared().valueToTree(published.inputSchema()));
        assertThat(docs).as("docs/tools.md's ui_apps table").isEqualTo(ArgumentTables.replace(docs, "ui_apps", table));
    }

    /**
     * A killed app leaves its file, and the system hands its pid on, to a thread even: a file whose pid lives but
     * started at another time and does not listen at its endpoint, or an older file without its start, is no
     * running app, and goes.
     */
    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void filesOfKilledAppsAreNoRunningAppsAndAreRemoved() throws IOException {
        Files.setPosixFilePermissions(directory, PosixFilePermissions.fromString("rwx------"));
        long pid = ProcessHandle.current().pid();
        long started = ProcessHandle.current().info().startInstant().orElseThrow().toEpochMilli();
        Path reused = stale(new ServerInstance("http://127.0.0.1:1", "http://127.0.0.1:1/mcp", "t", pid, "com.acme.Old",
                "/w", started - 3_600_000));
        Path older = stale(new ServerInstance("http://127.0.0.1:3", "http://127.0.0.1:3/mcp", "t", pid, "com.acme.Older",
                "/w", null));
        try (ServerSocket serving = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            String endpoint = "http://127.0.0.1:" + serving.getLocalPort();
            Path live = stale(new ServerInstance(endpoint, endpoint + "/mcp", "t", pid, "com.acme.Main", "/w", started));

            List<ServerInstance> running = new RunningApps(directory).now();

            assertThat(running).extracting(ServerInstance::mainClass).containsExactly("com.acme.Main");
            assertThat(reused).doesNotExist();
            assertThat(older).doesNotExist();
            assertThat(live).exists();
        }
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void aDirectoryThatCannotBeTrustedIsReportedAndTheProxyGoesOn() throws IOException {
        Path elsewhere = Files.createDirectory(directory.resolve("elsewhere"));
        Path link = Files.createSymbolicLink(directory.resolve("instances"), elsewhere);
        RunningApps apps = new RunningApps(link);

        assertThat(apps.now()).isEmpty();
        assertThat(apps.problem()).hasValueSatisfying(problem -> assertThat(problem).contains("is a symbolic link"));
        CallToolResult listed = OwnToolCalls.call(AppsTool.DECLARATION.servedBy(
                new AppsTool(apps, new ChosenApp(apps, McpJsonDefaults.getMapper()), app -> List.of())), Map.of());
        assertThat(listed.isError()).isFalse();
        assertThat(((McpSchema.TextContent) listed.content().get(0)).text())
                .isEqualTo("No app can be found: " + link + " is a symbolic link, not a directory: remove it, and it is"
                        + " made again, private.");
    }

    private Path stale(ServerInstance instance) throws IOException {
        Path file = directory.resolve(instance.pid() + "-" + instance.port() + ".json");
        Files.writeString(file, JsonMapper.shared().writeValueAsString(instance));
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        return file;
    }

    @Test
    void withNoAppRunningItSaysWhereItLooked() {
        CallToolResult listed = OwnToolCalls.call(tool(), Map.of());
        assertThat(listed.isError()).isFalse();
        assertThat(((McpSchema.TextContent) listed.content().get(0)).text())
                .isEqualTo("No JavaFX app with the debug server runs (instance files in " + directory + ").");
        assertThat(listed.structuredContent()).isEqualTo(Map.of("apps", List.of()));
    }

    @Test
    void selectingAPidNoAppHasIsRefusedAndChangesNothing() {
        RunningApps apps = new RunningApps(directory);
        ChosenApp chosen = new ChosenApp(apps, McpJsonDefaults.getMapper());
        CallToolResult refused = OwnToolCalls.call(AppsTool.DECLARATION.servedBy(new AppsTool(apps, chosen, app -> List.of())),
                Map.of("select", 4242));
        assertThat(refused.isError()).isTrue();
        assertThat(((McpSchema.TextContent) refused.content().get(0)).text())
                .isEqualTo("MCP_UI_INVALID_ARGUMENT: no running app has pid 4242; none runs.");
        assertThat(refused.structuredContent()).isEqualTo(Map.of("error", Map.of("code", "MCP_UI_INVALID_ARGUMENT",
                "message", "no running app has pid 4242; none runs.", "details", Map.of())));
        assertThat(chosen.chosen()).isEmpty();
    }

    @Test
    void selectTakesAPidOnly() {
        CallToolResult refused = OwnToolCalls.call(tool(), Map.of("select", "the greeting form"));
        assertThat(refused.isError()).isTrue();
        assertThat(((McpSchema.TextContent) refused.content().get(0)).text())
                .isEqualTo("MCP_UI_INVALID_ARGUMENT: select must be a whole number; was \"the greeting form\". Nothing was run."
                        + " Example: ui_apps {\"select\": 4242}");
    }

    @Test
    void aCallWithNoAppRunningSaysHowToStartOne() {
        RunningApps apps = new RunningApps(directory);
        CallToolResult refused = new CallForwarder(new ChosenApp(apps, McpJsonDefaults.getMapper()))
                .call(McpSchema.CallToolRequest.builder("ui_get_snapshot").arguments(Map.of()).build());
        assertThat(refused.isError()).isTrue();
        assertThat(((McpSchema.TextContent) refused.content().get(0)).text())
                .startsWith("MCP_UI_NO_APP: no JavaFX app with the debug server is running (looked in " + directory + ")")
                .contains("-javaagent:mcp-javafx-debug-agent.jar");
    }
}
