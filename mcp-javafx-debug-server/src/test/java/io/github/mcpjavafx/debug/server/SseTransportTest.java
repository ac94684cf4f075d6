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
import java.util.Iterator;
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

    /** {@code "arguments": []} over SSE: the POST is accepted, and the stream answers with a JSON-RPC error for the call's id. */
    @Test
    void nonObjectArgumentsGetAJsonRpcErrorNotHttp500() throws Exception {
        try (McpJavafxHandle handle = McpJavafxDebug.install(McpJavafxConfig.builder().transport(Transport.SSE).build())) {
            HttpClient http = HttpClient.newHttpClient();
            Iterator<String> stream = http.send(HttpRequest.newBuilder(URI.create(handle.endpoint() + "/sse"))
                    .header("Accept", "text/event-stream").header("Authorization", "Bearer " + handle.token()).build(),
                    HttpResponse.BodyHandlers.ofLines()).body().iterator();
            String messages = handle.endpoint() + data(stream, "/mcp/message");
            post(http, messages, handle.token(), "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":"
                    + "{\"protocolVersion\":\"2024-11-05\",\"capabilities\":{},\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}}");
            data(stream, "\"id\":1");
            post(http, messages, handle.token(), "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");

            int status = post(http, messages, handle.token(), "{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"tools/call\","
                    + "\"params\":{\"name\":\"ui_get_snapshot\",\"arguments\":[]}}");
            String answer = data(stream, "\"id\":9");
            System.out.println("SSE, arguments []: POST " + status + ", stream: " + answer);
            assertThat(status).isBetween(200, 299);
            assertThat(answer).contains("\"error\":{\"code\":-32").doesNotContain("stackTrace");
        }
    }

    private static int post(HttpClient http, String url, String token, String body) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(url)).header("Authorization", "Bearer " + token)
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.discarding()).statusCode();
    }

    /** The data of the stream's next event that contains {@code part}. */
    private static String data(Iterator<String> stream, String part) {
        while (stream.hasNext()) {
            String line = stream.next();
            if (line.startsWith("data:") && line.contains(part)) {
                return line.substring(5).trim();
            }
        }
        throw new AssertionError("the stream ended before " + part);
    }
}
