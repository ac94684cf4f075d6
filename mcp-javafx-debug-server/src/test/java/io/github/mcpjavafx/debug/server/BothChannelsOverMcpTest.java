package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.support.AgentView;
import io.github.mcpjavafx.debug.support.AppOverMcp;
import io.github.mcpjavafx.debug.support.McpTestClient;
import io.github.mcpjavafx.debug.support.OrderFormApp;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;
import java.util.Map;

import static io.github.mcpjavafx.debug.support.McpTestClient.text;
import static org.assertj.core.api.Assertions.assertThat;

class BothChannelsOverMcpTest {

    @RegisterExtension
    final AppOverMcp app = new AppOverMcp(OrderFormApp::new);

    @Test
    void figures() {
        McpTestClient client = app.client();
        print("snapshot", client.call("ui_get_snapshot", Map.of()));
        print("query", client.call("ui_query", Map.of("selector", Map.of("css", "#status"))));
        print("perform", client.call("ui_perform", Map.of("actions", List.of(
                Map.of("type", "setText", "target", Map.of("css", "#customerField"), "text", "ACME")))));
        print("screenshot", client.call("ui_screenshot", Map.of()));
        print("wait", client.call("ui_wait", Map.of("until", "visible", "selector", Map.of("css", "#status"))));
        print("node", client.call("ui_get_node", Map.of("target", Map.of("css", "#status"))));
    }

    private static void print(String what, CallToolResult result) {
        String t = AgentView.TEXT.read(result);
        String j = AgentView.STRUCTURED.read(result);
        System.out.printf("FIGURE %s: text %d chars, structuredContent %d chars%n--text--%n%s--json--%n%s%n", what, t.length(), j.length(), t, j);
    }
}
