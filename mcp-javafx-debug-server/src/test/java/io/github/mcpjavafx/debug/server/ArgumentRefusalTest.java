package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxDebug;
import io.github.mcpjavafx.debug.McpJavafxHandle;
import io.github.mcpjavafx.debug.Transport;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.support.McpTestClient;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.List;
import java.util.Map;

import static io.github.mcpjavafx.debug.support.McpTestClient.structured;
import static io.github.mcpjavafx.debug.support.McpTestClient.text;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Bad input is refused by us, not by the MCP SDK, the same way over both transports: the code, the
 * argument, what is allowed and an example, in the text block and in {@code structuredContent.error};
 * nothing in the app changes. Read-only mode answers alike over both transports too.
 */
class ArgumentRefusalTest {

    private static TextField field;

    @BeforeAll
    static void showForm() {
        HeadlessFx.closeAllWindows();
        field = HeadlessFx.onFx(() -> {
            TextField f = new TextField("untouched");
            f.setId("name");
            return f;
        });
        HeadlessFx.show("Refusals", new VBox(field), 300, 120);
    }

    @AfterAll
    static void close() {
        HeadlessFx.closeAllWindows();
    }

    @ParameterizedTest
    @EnumSource(Transport.class)
    void badArgumentsGetOurRefusalNamingTheArgumentAndAnExample(Transport transport) {
        try (McpJavafxHandle server = McpJavafxDebug.install(McpJavafxConfig.builder().transport(transport).build());
             McpTestClient client = connect(server, transport)) {
            CallToolResult badEnum = client.call("ui_get_snapshot", Map.of("mode", "wide"));
            assertRefusal(badEnum, "mode", "mode must be one of \"compact\", \"full\"; was \"wide\".");

            CallToolResult missing = client.call("ui_query", Map.of());
            assertRefusal(missing, "(arguments)", "selector is required.");

            CallToolResult twoMissing = client.call("ui_export_test", Map.of());
            assertRefusal(twoMissing, "(arguments)", "className and packageName are required.");

            CallToolResult nul = client.call("ui_export_test", Map.of("className", "Flow\u0000Test", "packageName", ""));
            assertThat(McpTestClient.errorCode(nul)).as(text(nul)).isEqualTo("MCP_UI_INVALID_ARGUMENT");
            assertThat(text(nul)).contains("className must be a Java class name such as \"OrderFlowTest\"; was \"Flow\\u0000Test\".");

            CallToolResult unknownKey = client.call("ui_get_node", Map.of("ref", Map.of("uid", "u-1")));
            assertRefusal(unknownKey, "(arguments)", "Unknown argument ref; ui_get_node takes target, includeChildren, fields, properties.");

            CallToolResult nested = client.call("ui_perform", Map.of("actions", List.of(
                    Map.of("type", "setText", "target", Map.of("css", "#name"), "text", "changed"),
                    Map.of("type", "scroll", "target", Map.of("css", "#name"), "deltaY", 250))));
            assertRefusal(nested, "actions[1].deltaY", "actions[1].deltaY must be from -100 to 100; was 250.");

            CallToolResult alias = client.call("ui_perform", Map.of("actions", List.of(
                    Map.of("type", "pressKey", "key", "A", "modifiers", List.of("CONTROL")))));
            assertRefusal(alias, "actions[0].modifiers[0]", "must be one of \"SHIFT\", \"CTRL\", \"ALT\", \"META\", \"SHORTCUT\"");

            CallToolResult twoTargets = client.call("ui_get_node", Map.of("target", Map.of("css", "#name", "text", "x")));
            assertThat(McpTestClient.errorCode(twoTargets)).isEqualTo("MCP_UI_INVALID_ARGUMENT");
            assertThat(text(twoTargets)).contains("exactly one of ref", "2 were given");

            assertThat(HeadlessFx.<String>onFx(() -> field.getText())).as("a refused batch changes nothing").isEqualTo("untouched");
            assertThat(text(client.call("ui_query", Map.of("selector", Map.of("css", "#name"))))).contains("u-");
        }
    }

    @ParameterizedTest
    @EnumSource(Transport.class)
    void readOnlyServersHideAndRefuseActionsAlikeOnBothTransports(Transport transport) {
        McpJavafxConfig config = McpJavafxConfig.builder().transport(transport).allowActions(false).build();
        try (McpJavafxHandle server = McpJavafxDebug.install(config);
             McpTestClient client = connect(server, transport)) {
            assertThat(client.raw().listTools().tools()).extracting(McpSchema.Tool::name)
                    .containsExactly("ui_get_snapshot", "ui_query", "ui_get_node", "ui_wait", "ui_screenshot", "ui_highlight", "ui_pick",
                            "ui_get_logs", "ui_export_test", "ui_trace");
            CallToolResult highlighted = client.call("ui_highlight", Map.of("target", Map.of("css", "#name")));
            assertThat(highlighted.isError()).as(text(highlighted)).isFalse();
            client.call("ui_highlight", Map.of("clear", true));
            CallToolResult refused = client.call("ui_perform", Map.of("actions", List.of(
                    Map.of("type", "setText", "target", Map.of("css", "#name"), "text", "changed"))));
            assertThat(refused.isError()).isTrue();
            assertThat(text(refused)).startsWith("MCP_UI_NOT_ENABLED: Actions are switched off");
            assertThat(McpTestClient.errorCode(refused)).isEqualTo("MCP_UI_NOT_ENABLED");
            assertThat(HeadlessFx.<String>onFx(() -> field.getText())).isEqualTo("untouched");
        }
    }

    private static McpTestClient connect(McpJavafxHandle server, Transport transport) {
        return transport == Transport.SSE
                ? McpTestClient.sse(server.endpoint(), server.token())
                : McpTestClient.streamable(server.endpoint(), server.token());
    }

    @SuppressWarnings("unchecked")
    private static void assertRefusal(CallToolResult result, String argument, String problem) {
        assertThat(result.isError()).isTrue();
        assertThat(text(result)).startsWith("MCP_UI_INVALID_ARGUMENT: ").contains(problem)
                .contains("Nothing was run. Example: ").doesNotContain("input validation failed");
        Map<String, Object> error = (Map<String, Object>) structured(result).get("error");
        assertThat(error).containsEntry("code", "MCP_UI_INVALID_ARGUMENT");
        Map<String, Object> details = (Map<String, Object>) error.get("details");
        assertThat(details).containsEntry("argument", argument).containsKey("example");
    }
}
