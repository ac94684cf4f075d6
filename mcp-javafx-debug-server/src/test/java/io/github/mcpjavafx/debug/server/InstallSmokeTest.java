package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxDebug;
import io.github.mcpjavafx.debug.McpJavafxHandle;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.support.McpTestClient;
import javafx.scene.control.Button;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class InstallSmokeTest {

    @AfterEach
    void cleanUp() {
        HeadlessFx.closeAllWindows();
    }

    @Test
    void installedServerAnswersQueriesOverStreamableHttp() {
        HeadlessFx.show("Smoke", HeadlessFx.onFx(() -> {
            Button save = new Button("Save");
            save.setId("save");
            TextField name = new TextField();
            name.setId("name");
            return new VBox(name, save);
        }), 300, 200);
        try (McpJavafxHandle handle = McpJavafxDebug.install(McpJavafxConfig.defaults());
             McpTestClient client = McpTestClient.streamable(handle.endpoint(), handle.token())) {
            assertThat(client.raw().listTools().tools()).extracting("name")
                    .containsExactly("ui_get_snapshot", "ui_query", "ui_get_node", "ui_perform", "ui_wait", "ui_screenshot",
                            "ui_highlight", "ui_pick", "ui_get_logs", "ui_export_test", "ui_trace");
            var result = client.call("ui_query", Map.of("selector", Map.of("css", "#save")));
            assertThat(result.isError()).as(McpTestClient.text(result)).isFalse();
            assertThat(McpTestClient.text(result)).contains("Button#save");
            assertThat((List<?>) McpTestClient.structured(result).get("matches")).hasSize(1);
        }
    }
}
