package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxDebug;
import io.github.mcpjavafx.debug.McpJavafxHandle;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.support.McpTestClient;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import javafx.scene.control.Button;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static io.github.mcpjavafx.debug.support.McpTestClient.structured;
import static io.github.mcpjavafx.debug.support.McpTestClient.text;
import static org.assertj.core.api.Assertions.assertThat;

/** The basic agent loop of the specification: snapshot, query by #id and by text, setText, snapshot again. */
class SnapshotFlowTest {

    private static McpJavafxHandle server;
    private static McpTestClient client;

    @BeforeAll
    static void start() {
        HeadlessFx.closeAllWindows();
        HeadlessFx.show("Mini", HeadlessFx.onFx(() -> {
            TextField name = new TextField();
            name.setId("name");
            name.setPromptText("Your name");
            Button ok = new Button("OK");
            ok.setId("ok");
            VBox box = new VBox(name, ok);
            box.setId("box");
            return box;
        }), 300, 200);
        server = McpJavafxDebug.install(McpJavafxConfig.defaults());
        client = McpTestClient.streamable(server.endpoint(), server.token());
    }

    @AfterAll
    static void stop() {
        client.close();
        server.close();
        HeadlessFx.closeAllWindows();
    }

    @Test
    void snapshotQuerySetTextAndSnapshotAgain() {
        CallToolResult first = client.call("ui_get_snapshot", Map.of());
        assertThat(first.isError()).as(text(first)).isFalse();
        String tree = text(first);
        assertThat(tree).startsWith("Stage[0] \"Mini\"").contains("VBox#box u-").contains("TextField#name u-")
                .contains("prompt=\"Your name\"").contains("Button#ok u-").contains("\"OK\"");
        assertThat(structured(first)).containsKey("windows").doesNotContainKey("stages") // its lines, not the node tree
                .doesNotContainKey("truncated"); // said only when nodes were left out
        assertThat(String.valueOf(structured(first).get("windows"))).contains("TextField#name u-");

        CallToolResult byId = client.call("ui_query", Map.of("selector", Map.of("css", "#name")));
        CallToolResult byText = client.call("ui_query", Map.of("selector", Map.of("text", "OK", "match", "equals")));
        assertThat(text(byId)).contains("TextField#name");
        assertThat(text(byText)).contains("Button#ok");

        CallToolResult set = client.call("ui_perform", Map.of("actions",
                List.of(Map.of("type", "setText", "target", Map.of("css", "#name"), "text", "Ada"))));
        assertThat(set.isError()).as(text(set)).isFalse();

        String second = text(client.call("ui_get_snapshot", Map.of()));
        assertThat(second).contains("TextField#name").contains("text=\"Ada\"");
        assertThat(uidLine(second, "TextField#name")).isEqualTo(uidLine(tree, "TextField#name"));
    }

    @Test
    void unchangedUiGivesIdenticalSnapshotText() {
        assertThat(text(client.call("ui_get_snapshot", Map.of())))
                .isEqualTo(text(client.call("ui_get_snapshot", Map.of())));
    }

    @Test
    void nodeReadByRefReturnsTheNodeWithItsSections() {
        CallToolResult node = client.call("ui_get_node", Map.of("target", Map.of("css", "#ok"), "fields", List.of("layout")));
        assertThat(node.isError()).as(text(node)).isFalse();
        assertThat(structured(node)).containsEntry("type", "Button").containsKey("layout");
    }

    @Test
    void aSnapshotsRootIsFoundByCssOrByTextAsAnyTarget() {
        CallToolResult byCss = client.call("ui_get_snapshot", Map.of("root", Map.of("css", "#box")));
        assertThat(byCss.isError()).as(text(byCss)).isFalse();
        assertThat(text(byCss)).contains("VBox#box u-", "TextField#name u-", "Button#ok u-");
        assertThat(String.valueOf(structured(byCss).get("windows"))).as("structuredContent alone")
                .contains("VBox#box u-", "Button#ok u-");

        CallToolResult byText = client.call("ui_get_snapshot", Map.of("root", Map.of("text", "OK")));
        assertThat(byText.isError()).as(text(byText)).isFalse();
        assertThat(text(byText)).contains("Button#ok u-").doesNotContain("TextField#name");

        CallToolResult none = client.call("ui_get_snapshot", Map.of("root", Map.of("css", "#nowhere")));
        assertThat(none.isError()).isTrue();
        assertThat(text(none)).contains("Nothing matches css #nowhere");

        CallToolResult twoWays = client.call("ui_get_snapshot", Map.of("root", Map.of("css", "#box", "text", "OK")));
        assertThat(twoWays.isError()).isTrue();
        assertThat(text(twoWays)).contains("root takes a uid, a css or a text, one of them");
    }

    @Test
    void fullSnapshotCarriesBounds() {
        CallToolResult full = client.call("ui_get_snapshot", Map.of("mode", "full"));
        assertThat(full.isError()).as(text(full)).isFalse();
        assertThat(structured(full).toString()).contains("boundsInScene");
    }

    private static String uidLine(String tree, String marker) {
        return tree.lines().filter(l -> l.contains(marker)).findFirst().orElseThrow().replaceAll(".*(u-[0-9a-z]+).*", "$1");
    }
}
