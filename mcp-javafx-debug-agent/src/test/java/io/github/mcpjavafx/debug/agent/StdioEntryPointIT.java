package io.github.mcpjavafx.debug.agent;

import io.github.mcpjavafx.debug.agent.fixture.CounterForm;
import io.github.mcpjavafx.debug.agent.fixture.GreetingForm;
import io.github.mcpjavafx.debug.testsupport.LaunchedApp;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import static io.github.mcpjavafx.debug.agent.AgentInGreetingFormIT.ref;
import static io.github.mcpjavafx.debug.agent.AgentInGreetingFormIT.uidOn;
import static io.github.mcpjavafx.debug.agent.McpCalls.call;
import static io.github.mcpjavafx.debug.agent.McpCalls.text;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code java -jar mcp-javafx-debug-agent.jar mcp} started by an MCP client as clients start stdio servers,
 * in front of apps launched with {@code -javaagent:}: one app driven through it, the app restarted under
 * it, a second app listed and selected. The apps and the stdio server share an instance directory of
 * their own ({@code XDG_RUNTIME_DIR}), so that no other app of the user's takes part. The tests build on
 * each other, in order, as an agent's day does.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@SuppressWarnings("unchecked")
class StdioEntryPointIT {

    private static final Duration START = Duration.ofSeconds(90);

    private static Map<String, String> runtimeDir;
    private static LaunchedApp greeting;
    private static LaunchedApp counter;
    private static McpSyncClient proxy;
    private static final List<String> proxyErrors = new CopyOnWriteArrayList<>();
    private static final List<List<McpSchema.Tool>> toolListChanges = new CopyOnWriteArrayList<>();

    @BeforeAll
    static void launch() throws Exception {
        runtimeDir = StdioClients.privateRuntimeDirectory();
        greeting = FixtureApps.start(GreetingForm.class, runtimeDir);
        greeting.awaitEndpoint(START);

        long started = System.nanoTime();
        proxy = StdioClients.start(runtimeDir, List.of(), proxyErrors::add, toolListChanges::add);
        proxy.listTools();
        // a figure for the change's note, not an assertion
        System.out.println("stdio server: first tools/list answered " + Duration.ofNanos(System.nanoTime() - started).toMillis()
                + " ms after the client started it");
    }

    @AfterAll
    static void end() throws Exception {
        if (proxy != null) {
            proxy.closeGracefully();
        }
        for (LaunchedApp app : new LaunchedApp[]{greeting, counter}) {
            if (app != null) {
                app.close();
            }
        }
    }

    @Test
    @Order(1)
    void theOnlyRunningAppIsDrivenThroughTheStdioServerWithNoChoiceMade() throws Exception {
        assertThat(proxy.listTools().tools()).extracting(McpSchema.Tool::name)
                .contains("ui_apps", "ui_get_snapshot", "ui_query", "ui_perform", "ui_screenshot");

        CallToolResult snapshot = call(proxy, "ui_get_snapshot", Map.of());
        assertThat(snapshot.isError()).as(text(snapshot)).isFalse();
        assertThat(text(snapshot)).contains("\"Greeting form\"");
        assertThat(lastText(snapshot)).isEqualTo("app: GreetingForm pid " + greeting.pid());
        assertThat((String) window(snapshot).get("window")).startsWith("Stage[0] \"Greeting form\"");
        assertThat(structured(snapshot, "answeredBy")).as("for clients that read only structuredContent")
                .isEqualTo(Map.of("app", "GreetingForm", "pid", (int) greeting.pid()));

        CallToolResult perform = call(proxy, "ui_perform", Map.of("actions", List.of(
                Map.of("type", "setText", "target", ref(uidOn(text(snapshot), "TextField#name")), "text", "Ada"),
                Map.of("type", "click", "target", ref(uidOn(text(snapshot), "Button#greet"))))));
        assertThat(perform.isError()).as(text(perform)).isFalse();
        assertThat(text(perform)).contains("Hello, Ada!");
        assertThat(perform.structuredContent()).as("passed through").isNotNull();

        McpSyncClient direct = greeting.client("http://127.0.0.1:" + portOf(greeting));
        assertThat(text(call(direct, "ui_query", Map.of("selector", Map.of("css", "#greeting"))))).contains("Hello, Ada!");
        assertThat(String.join("\n", proxyErrors)).as("the stdio server never shows a token").doesNotContain(greeting.token());
    }

    @Test
    @Order(2)
    void aCallWhileTheAppRestartsSaysSoAndTheNextCallReachesTheNewProcessWithNoReconnect() throws Exception {
        long before = greeting.pid();
        greeting.close();

        CallToolResult gap = call(proxy, "ui_get_snapshot", Map.of());
        assertThat(gap.isError()).isTrue();
        assertThat(text(gap)).startsWith("MCP_UI_APP_RESTARTING: GreetingForm pid " + before + " has ended");
        assertThat(structured(gap, "error")).containsEntry("code", "MCP_UI_APP_RESTARTING");

        greeting = FixtureApps.start(GreetingForm.class, runtimeDir);
        greeting.awaitEndpoint(START);
        CallToolResult snapshot = call(proxy, "ui_get_snapshot", Map.of());
        assertThat(snapshot.isError()).as(text(snapshot)).isFalse();
        assertThat(text(snapshot)).as("the new process's form, not greeted yet").contains("Nobody greeted yet");
        assertThat(lastText(snapshot)).isEqualTo("app: GreetingForm pid " + greeting.pid());
        assertThat((String) window(snapshot).get("lines")).contains("Nobody greeted yet");
        assertThat(toolListChanges).as("the new process lists the same tools").isEmpty();
    }

    @Test
    @Order(3)
    void twoAppsAreListedAndTheSelectedOneTakesTheCalls() throws Exception {
        counter = FixtureApps.start(CounterForm.class, runtimeDir);
        counter.awaitEndpoint(START);

        CallToolResult listed = call(proxy, "ui_apps", Map.of());
        assertThat(text(listed)).contains("2 apps").contains("* " + greeting.pid() + " " + GreetingForm.class.getName()
                + " \"Greeting form\"").contains("  " + counter.pid() + " " + CounterForm.class.getName() + " \"Counter\"");
        List<Map<String, Object>> apps = (List<Map<String, Object>>) structured(listed).get("apps");
        assertThat(apps.stream().map(app -> app.get("chosen")).toList()).containsExactly(true, false);

        CallToolResult unknown = call(proxy, "ui_apps", Map.of("select", 1));
        assertThat(unknown.isError()).isTrue();
        assertThat(text(unknown)).startsWith("MCP_UI_INVALID_ARGUMENT: no running app has pid 1");
        assertThat(lastText(call(proxy, "ui_get_snapshot", Map.of()))).as("the choice is unchanged")
                .isEqualTo("app: GreetingForm pid " + greeting.pid());

        CallToolResult selected = call(proxy, "ui_apps", Map.of("select", counter.pid()));
        assertThat(text(selected)).contains("* " + counter.pid());
        CallToolResult click = call(proxy, "ui_perform", Map.of("actions", List.of(
                Map.of("type", "click", "target", Map.of("css", "#increment")))));
        assertThat(click.isError()).as(text(click)).isFalse();
        assertThat(lastText(click)).isEqualTo("app: CounterForm pid " + counter.pid());

        McpSyncClient counterDirect = counter.client("http://127.0.0.1:" + portOf(counter));
        assertThat(text(call(counterDirect, "ui_query", Map.of("selector", Map.of("css", "#count"))))).contains("count=1");
        McpSyncClient greetingDirect = greeting.client("http://127.0.0.1:" + portOf(greeting));
        assertThat(text(call(greetingDirect, "ui_query", Map.of("selector", Map.of("css", "#count")))))
                .as("the greeting form has no counter: the click went to the counter").doesNotContain("count=");
    }

    @Test
    @Order(4)
    void aClientWhoseEveryCallIsANewSessionReachesTheAppItNamesInTheEntry() throws Exception {
        for (int call = 0; call < 2; call++) {
            // a stateless client (the MCP Inspector's CLI): a new stdio server per call, no ui_apps choice kept
            McpSyncClient oneCall = StdioClients.start(runtimeDir, List.of("--app", "CounterForm"), line -> { }, tools -> { });
            try {
                CallToolResult snapshot = call(oneCall, "ui_get_snapshot", Map.of());
                assertThat(snapshot.isError()).as(text(snapshot)).isFalse();
                assertThat(text(snapshot)).contains("\"Counter\"");
                assertThat(structured(snapshot, "answeredBy")).isEqualTo(Map.of("app", "CounterForm", "pid", (int) counter.pid()));
            } finally {
                oneCall.closeGracefully();
            }
        }
        McpSyncClient byPid = StdioClients.start(runtimeDir, List.of("--app", Long.toString(greeting.pid())), line -> { }, tools -> { });
        try {
            assertThat(lastText(call(byPid, "ui_get_snapshot", Map.of()))).isEqualTo("app: GreetingForm pid " + greeting.pid());
        } finally {
            byPid.closeGracefully();
        }
    }

    @Test
    @Order(5)
    void beforeAnyAppServesTheToolsAreListedAndACallGetsTheDocumentedError() throws Exception {
        McpSyncClient none = StdioClients.start(runtimeDir, List.of("--app", "NoSuchApp"), line -> { }, tools -> { });
        try {
            assertThat(StdioClients.toolNames(none)).contains("ui_apps", "ui_get_snapshot", "ui_perform", "ui_export_test");
            CallToolResult refused = call(none, "ui_get_snapshot", Map.of());
            assertThat(refused.isError()).isTrue();
            assertThat(text(refused)).startsWith("MCP_UI_NO_APP: no running app matches --app NoSuchApp (2 run: [")
                    .contains("GreetingForm pid " + greeting.pid(), "CounterForm pid " + counter.pid());
            assertThat(structured(refused, "error")).containsEntry("code", "MCP_UI_NO_APP");
        } finally {
            none.closeGracefully();
        }
    }

    private static String lastText(CallToolResult result) {
        return ((McpSchema.TextContent) result.content().get(result.content().size() - 1)).text();
    }

    /** The first window of a compact snapshot's {@code structuredContent}. */
    private static Map<String, Object> window(CallToolResult snapshot) {
        return ((List<Map<String, Object>>) structured(snapshot).get("windows")).get(0);
    }

    private static Map<String, Object> structured(CallToolResult result, String key) {
        return (Map<String, Object>) structured(result).get(key);
    }

    private static Map<String, Object> structured(CallToolResult result) {
        assertThat(result.structuredContent()).as(text(result)).isInstanceOf(Map.class);
        return (Map<String, Object>) result.structuredContent();
    }

    private static String portOf(LaunchedApp app) throws InterruptedException {
        String endpoint = app.awaitEndpoint(Duration.ofSeconds(1));
        return endpoint.substring(endpoint.lastIndexOf(':') + 1);
    }
}
