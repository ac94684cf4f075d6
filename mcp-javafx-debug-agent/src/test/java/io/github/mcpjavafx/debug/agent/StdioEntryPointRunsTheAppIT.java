package io.github.mcpjavafx.debug.agent;

import io.github.mcpjavafx.debug.agent.fixture.GreetingForm;
import io.github.mcpjavafx.debug.testsupport.Await;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.github.mcpjavafx.debug.agent.AgentInGreetingFormIT.ref;
import static io.github.mcpjavafx.debug.agent.AgentInGreetingFormIT.uidOn;
import static io.github.mcpjavafx.debug.agent.McpCalls.call;
import static io.github.mcpjavafx.debug.agent.McpCalls.text;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code java -jar mcp-javafx-debug-agent.jar mcp -- COMMAND}: the stdio server runs the app itself with
 * the agent (and nothing on the app's command line but the app's own), the agent drives it, reads its
 * console, restarts it and drives the new process, and the app ends with the stdio server.
 */
class StdioEntryPointRunsTheAppIT {

    private static final Pattern APP = Pattern.compile("app: GreetingForm pid (\\d+)");

    @Test
    void theAgentRunsTheAppRestartsItAndReadsItsConsole() throws Exception {
        List<String> command = new ArrayList<>(List.of("--"));
        command.addAll(FixtureApps.javaCommand(GreetingForm.class.getName(), List.of(), false));
        List<String> stderr = new CopyOnWriteArrayList<>();
        List<List<McpSchema.Tool>> toolLists = new CopyOnWriteArrayList<>();
        McpSyncClient proxy = StdioClients.start(StdioClients.privateRuntimeDirectory(), command, stderr::add, toolLists::add);
        long firstPid;
        long secondPid;
        try {
            assertThat(StdioClients.toolNames(proxy)).as("the first list, as a client that lists once sees it: the server"
                    + " answered once the app it started served").contains("ui_apps", "ui_app_restart", "ui_app_console",
                    "ui_get_snapshot", "ui_perform");
            CallToolResult snapshot = awaitSnapshot(proxy, toolLists);
            firstPid = pidOf(snapshot);
            assertThat(commandLine(firstPid)).as("the agent comes through the environment").doesNotContain("javaagent");

            CallToolResult perform = call(proxy, "ui_perform", Map.of("actions", List.of(
                    Map.of("type", "setText", "target", ref(uidOn(text(snapshot), "TextField#name")), "text", "Ada"),
                    Map.of("type", "click", "target", ref(uidOn(text(snapshot), "Button#greet"))))));
            assertThat(text(perform)).as(text(perform)).contains("Hello, Ada!");

            CallToolResult console = call(proxy, "ui_app_console", Map.of("lines", 50));
            assertThat(text(console)).contains("Picked up JAVA_TOOL_OPTIONS: -javaagent:").contains("window shown after")
                    .doesNotContainPattern("MCP_UI_TOKEN=\\S");
            assertThat(call(proxy, "ui_app_console", Map.of("lines", 0)).isError()).isTrue();

            CallToolResult restarted = call(proxy, "ui_app_restart", Map.of());
            assertThat(restarted.isError()).as(text(restarted)).isFalse();
            assertThat(text(restarted)).startsWith("restarted: GreetingForm pid ");
            assertThat(ProcessHandle.of(firstPid).map(ProcessHandle::isAlive).orElse(false)).as("the first process ended").isFalse();

            CallToolResult fresh = call(proxy, "ui_get_snapshot", Map.of());
            secondPid = pidOf(fresh);
            assertThat(secondPid).isNotEqualTo(firstPid);
            assertThat(text(fresh)).as("the new process's form, not greeted yet").contains("Nobody greeted yet");
        } finally {
            proxy.closeGracefully();
        }
        ProcessHandle app = ProcessHandle.of(secondPid).orElse(null);
        if (app != null) {
            app.onExit().get(30, TimeUnit.SECONDS);
        }
        assertThat(ProcessHandle.of(secondPid).map(ProcessHandle::isAlive).orElse(false)).as("ended with the stdio server").isFalse();
    }

    /** {@code mcp --headless -- COMMAND}: the app runs with the agent option headless=true, its command line has no word of it. */
    @Test
    void withHeadlessTheAppRunsOnMonocleWithNoFlagOfItsOwn() throws Exception {
        List<String> command = new ArrayList<>(List.of("--headless", "--", Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(HeadlessOptionIT.onTheModulePath(HeadlessOptionIT.javafx21()));
        Map<String, String> environment = new HashMap<>(StdioClients.privateRuntimeDirectory());
        environment.putAll(HeadlessOptionIT.NO_DISPLAY);
        List<List<McpSchema.Tool>> toolLists = new CopyOnWriteArrayList<>();
        McpSyncClient proxy = StdioClients.start(environment, command, line -> { }, toolLists::add);
        try {
            CallToolResult snapshot = awaitSnapshot(proxy, toolLists);
            assertThat(text(snapshot)).contains("Button#greet");
            assertThat(text(call(proxy, "ui_app_console", Map.of("lines", 50))))
                    .contains("Picked up JAVA_TOOL_OPTIONS: -javaagent:").contains("=headless=true")
                    .contains("mcp-javafx-debug agent: headless: Monocle 17.0.10 (from the agent jar, on the class path)");
            assertThat(commandLine(pidOf(snapshot))).doesNotContain("glass.platform").doesNotContain("javaagent").doesNotContain("monocle");
        } finally {
            proxy.closeGracefully();
        }
    }

    /**
     * The README's command as written, {@code mcp -- COMMAND}, on a machine without a display: the app runs headless,
     * as with {@code --headless}, and standard error says so (instead of the app failing to open its window).
     */
    @Test
    void withoutADisplayTheAppRunsHeadlessAsWrittenAndSaysSo() throws Exception {
        List<String> command = new ArrayList<>(List.of("--", Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(HeadlessOptionIT.onTheModulePath(HeadlessOptionIT.javafx21()));
        Map<String, String> environment = new HashMap<>(StdioClients.privateRuntimeDirectory());
        environment.putAll(HeadlessOptionIT.NO_DISPLAY);
        List<String> stderr = new CopyOnWriteArrayList<>();
        List<List<McpSchema.Tool>> toolLists = new CopyOnWriteArrayList<>();
        McpSyncClient proxy = StdioClients.start(environment, command, stderr::add, toolLists::add);
        try {
            CallToolResult snapshot = awaitSnapshot(proxy, toolLists);
            assertThat(text(snapshot)).contains("Button#greet");
            assertThat(text(call(proxy, "ui_app_console", Map.of("lines", 50)))).contains("=headless=true");
            assertThat(stderr).anySatisfy(line -> assertThat(line).contains("no display here (DISPLAY and WAYLAND_DISPLAY"
                    + " are not set): the app runs headless, as with --headless"));
        } finally {
            proxy.closeGracefully();
        }
    }

    /**
     * The first snapshot once the app serves. The stdio server lists the ui_* tools from the start and answers a call
     * before the app it started serves with {@code MCP_UI_APP_RESTARTING}, which says to call again: as an agent does.
     * The app's own list, when it differs, comes with one {@code tools/list_changed}.
     */
    private static CallToolResult awaitSnapshot(McpSyncClient proxy, List<List<McpSchema.Tool>> toolLists) {
        assertThat(StdioClients.toolNames(proxy)).contains("ui_get_snapshot", "ui_perform");
        CallToolResult snapshot = Await.await("a snapshot once the app serves", Duration.ofSeconds(90),
                () -> call(proxy, "ui_get_snapshot", Map.of()),
                answer -> !(answer.isError() && text(answer).startsWith("MCP_UI_APP_RESTARTING")));
        assertThat(snapshot.isError()).as(text(snapshot)).isFalse();
        assertThat(toolLists).as("the app lists the tools listed before it served").isEmpty();
        return snapshot;
    }

    private static long pidOf(CallToolResult result) {
        String last = ((McpSchema.TextContent) result.content().get(result.content().size() - 1)).text();
        Matcher m = APP.matcher(last);
        assertThat(m.matches()).as(last).isTrue();
        return Long.parseLong(m.group(1));
    }

    private static String commandLine(long pid) throws Exception {
        return new String(Files.readAllBytes(Path.of("/proc", String.valueOf(pid), "cmdline")), StandardCharsets.UTF_8).replace('\0', ' ');
    }
}
