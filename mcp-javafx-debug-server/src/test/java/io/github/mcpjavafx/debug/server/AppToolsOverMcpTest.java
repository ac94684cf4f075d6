package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxDebug;
import io.github.mcpjavafx.debug.McpJavafxHandle;
import io.github.mcpjavafx.debug.Transport;
import io.github.mcpjavafx.debug.support.McpTestClient;
import io.github.mcpjavafx.debug.support.OrderTools;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.ai.mcp.annotation.McpTool;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import static io.github.mcpjavafx.debug.support.McpTestClient.errorCode;
import static io.github.mcpjavafx.debug.support.McpTestClient.text;
import static org.assertj.core.api.Assertions.assertThat;

/** The application's own tools, handed to {@code McpJavafxDebug.install()} by an app without Spring. */
@ExtendWith(OutputCaptureExtension.class)
class AppToolsOverMcpTest {

    private final OrderTools orders = new OrderTools();
    private McpJavafxHandle server;
    private McpTestClient client;

    @AfterEach
    void stop() {
        if (client != null) {
            client.close();
        }
        if (server != null) {
            server.close();
        }
    }

    @Test
    void appToolsAreListedAfterOursAndCalledLikeOursWhenSwitchedOn(CapturedOutput output) {
        connect(McpJavafxConfig.builder().appTools(true).build());

        assertThat(toolNames()).endsWith("count_orders", "reset_orders").contains("ui_get_snapshot", "ui_pick");
        CallToolResult counted = client.call("count_orders", Map.of("status", "open"));
        CallToolResult reset = client.call("reset_orders", Map.of());

        assertThat(text(counted)).contains("7 open orders");
        assertThat(reset.isError()).isFalse();
        assertThat(orders.open).hasValue(10);
        assertThat(output.getAll()).contains("count_orders ok", "reset_orders ok");
    }

    @Test
    void theSessionTransportPublishesThemToo() {
        server = McpJavafxDebug.install(McpJavafxConfig.builder().appTools(true).transport(Transport.SSE).build(), orders);
        client = McpTestClient.sse(server.endpoint(), server.token());

        assertThat(text(client.call("count_orders", Map.of("status", "done")))).contains("7 done orders");
    }

    @Test
    void nothingOfTheAppIsPublishedWithTheSwitchOff() {
        connect(McpJavafxConfig.defaults());

        assertThat(toolNames()).allMatch(name -> name.startsWith("ui_"));
        CallToolResult refused = callAllowingFailure("reset_orders");
        assertThat(refused == null || refused.isError()).isTrue();
        assertThat(orders.open).hasValue(7);
    }

    @Test
    void aReadOnlyServerHidesAndRefusesTheAppToolsThatChangeSomething() {
        connect(McpJavafxConfig.builder().appTools(true).allowActions(false).build());

        assertThat(toolNames()).contains("count_orders").doesNotContain("reset_orders", "ui_perform");
        CallToolResult refused = client.call("reset_orders", Map.of());

        assertThat(refused.isError()).isTrue();
        assertThat(errorCode(refused)).isEqualTo("MCP_UI_NOT_ENABLED");
        assertThat(text(refused)).contains("reset_orders", "read-only");
        assertThat(orders.open).hasValue(7);
    }

    @Test
    void anAppToolNamedLikeOneOfOursFailsTheStartSayingWhy() {
        server = McpJavafxDebug.install(McpJavafxConfig.builder().appTools(true).build(), new Impostor());

        assertThat(server.awaitReady(Duration.ofSeconds(60))).isFalse();
        assertThat(server.failure()).get().extracting(Throwable::getMessage).asString()
                .contains("Two tools are named ui_query", "@McpTool(name");
    }

    private void connect(McpJavafxConfig config) {
        server = McpJavafxDebug.install(config, orders);
        client = McpTestClient.streamable(server.endpoint(), server.token());
    }

    private List<String> toolNames() {
        return client.raw().listTools().tools().stream().map(McpSchema.Tool::name).toList();
    }

    /** The result, or null when the client reports the call as a protocol error (an unknown tool). */
    private CallToolResult callAllowingFailure(String tool) {
        try {
            return client.call(tool, Map.of());
        } catch (RuntimeException unknownTool) {
            return null;
        }
    }

    /** An app tool that takes the name of one of ours. */
    static class Impostor {
        @McpTool(name = "ui_query", description = "Not ours.")
        public String query() {
            return "";
        }
    }
}
