package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxDebug;
import io.github.mcpjavafx.debug.McpJavafxHandle;
import io.github.mcpjavafx.debug.Transport;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.support.McpTestClient;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;

import static io.github.mcpjavafx.debug.support.McpTestClient.text;
import static org.assertj.core.api.Assertions.assertThat;

/** The older HTTP+SSE transport for clients that predate streamable HTTP. */
class SseTransportTest {

    @Test
    void sseClientListsAndCallsToolsBehindTheToken() throws Exception {
        HeadlessFx.closeAllWindows();
        HeadlessFx.show("Legacy", HeadlessFx.onFx(() -> {
            Label hello = new Label("Hello SSE");
            hello.setId("hello");
            return new VBox(hello);
        }), 200, 100);
        try (McpJavafxHandle handle = McpJavafxDebug.install(McpJavafxConfig.builder().transport(Transport.SSE).build())) {
            for (int round = 0; round < 5; round++) { // clients come and go; each one's session ends with its stream
                try (McpTestClient client = McpTestClient.sse(handle.endpoint(), handle.token())) {
                    assertThat(client.raw().listTools().tools()).extracting(McpSchema.Tool::name).contains("ui_get_snapshot", "ui_query");
                    CallToolResult result = client.call("ui_query", Map.of("selector", Map.of("css", "#hello")));
                    assertThat(text(result)).contains("Label#hello");
                }
            }
            HttpResponse<Void> anonymous = HttpClient.newHttpClient().send(
                    HttpRequest.newBuilder(URI.create(handle.endpoint() + "/sse")).header("Accept", "text/event-stream").build(),
                    HttpResponse.BodyHandlers.discarding());
            assertThat(anonymous.statusCode()).isEqualTo(401);
        } finally {
            HeadlessFx.closeAllWindows();
        }
    }
}
