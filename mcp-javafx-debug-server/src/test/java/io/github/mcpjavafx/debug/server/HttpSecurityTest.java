package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxDebug;
import io.github.mcpjavafx.debug.McpJavafxHandle;
import io.github.mcpjavafx.debug.support.RawHttp;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** What reaches the MCP endpoint over plain HTTP: token, Origin, Host and size checks. */
class HttpSecurityTest {

    private static final String TOKEN = "test-token-0123456789abcdef";
    private static final String LIST_TOOLS = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}";

    private static McpJavafxHandle server;
    private static int port;
    private final HttpClient http = HttpClient.newHttpClient();

    @BeforeAll
    static void start() {
        server = McpJavafxDebug.install(McpJavafxConfig.builder().token(TOKEN).build());
        port = URI.create(server.endpoint()).getPort();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void requestWithoutTokenIsRefusedWith401AndBearerChallenge() throws Exception {
        HttpResponse<String> response = send(mcpPost().build());
        assertThat(response.statusCode()).isEqualTo(401);
        assertThat(response.headers().firstValue("WWW-Authenticate")).hasValueSatisfying(v -> assertThat(v).startsWith("Bearer"));
        assertThat(response.body()).contains("Authorization: Bearer");
    }

    @Test
    void requestWithWrongTokenIsRefusedWith401() throws Exception {
        HttpResponse<String> response = send(mcpPost().header("Authorization", "Bearer " + TOKEN + "x").build());
        assertThat(response.statusCode()).isEqualTo(401);
        assertThat(response.headers().firstValue("WWW-Authenticate")).hasValueSatisfying(v -> assertThat(v).contains("invalid_token"));
    }

    @Test
    void requestWithRightTokenIsServed() throws Exception {
        HttpResponse<String> response = send(mcpPost().header("Authorization", "Bearer " + TOKEN).build());
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).contains("ui_get_snapshot");
    }

    @Test
    void foreignOriginIsRefusedWith403() throws Exception {
        HttpResponse<String> response = send(mcpPost().header("Authorization", "Bearer " + TOKEN)
                .header("Origin", "http://evil.example").build());
        assertThat(response.statusCode()).isEqualTo(403);
    }

    @Test
    void loopbackOriginIsServed() throws Exception {
        HttpResponse<String> response = send(mcpPost().header("Authorization", "Bearer " + TOKEN)
                .header("Origin", "http://localhost:6274").build());
        assertThat(response.statusCode()).isEqualTo(200);
    }

    @Test
    void foreignHostIsRefusedWith421() throws IOException {
        Map<String, String> headers = mcpHeaders();
        headers.put("Host", "attacker.example:" + port);
        RawHttp.Response response = RawHttp.post(port, "/mcp", headers, LIST_TOOLS.getBytes(StandardCharsets.UTF_8));
        assertThat(response.status()).isEqualTo(421);
    }

    @Test
    void bodyOverFourMebibytesIsRefusedWith413() throws IOException {
        RawHttp.Response response = RawHttp.post(port, "/mcp", mcpHeaders(), spaces(5 * 1024 * 1024));
        assertThat(response.status()).isEqualTo(413);
        assertThat(response.closedCleanly()).isTrue();
    }

    @Test
    void chunkedBodyOverFourMebibytesIsRefusedWith413() throws IOException {
        RawHttp.Response response = RawHttp.postChunked(port, "/mcp", mcpHeaders(), spaces(5 * 1024 * 1024), true);
        assertThat(response.status()).isEqualTo(413);
        assertThat(response.text()).contains("Connection: close").contains("\"error\":\"payload_too_large\"");
        assertThat(response.closedCleanly()).isTrue();
    }

    @Test
    void declaredLengthOverTheLimitIsRefusedBeforeTheBodyIsSent() throws IOException {
        RawHttp.Response response = RawHttp.postHeadOnly(port, "/mcp", mcpHeaders(), 5L * 1024 * 1024);
        assertThat(response.status()).isEqualTo(413);
        assertThat(response.closedCleanly()).isTrue();
    }

    @Test
    void chunkedBodyIsRefusedAtTheLimitWithoutWaitingForItsEnd() throws IOException {
        RawHttp.Response response = RawHttp.postChunked(port, "/mcp", mcpHeaders(), spaces(4 * 1024 * 1024 + 1), false);
        assertThat(response.status()).isEqualTo(413);
        assertThat(response.closedCleanly()).isTrue();
    }

    @Test
    void chunkedBodyOfExactlyFourMebibytesIsServed() throws IOException {
        byte[] body = spaces(4 * 1024 * 1024);
        byte[] call = LIST_TOOLS.getBytes(StandardCharsets.UTF_8);
        System.arraycopy(call, 0, body, 0, call.length);
        RawHttp.Response response = RawHttp.postChunked(port, "/mcp", mcpHeaders(), body, true);
        assertThat(response.status()).isEqualTo(200);
        assertThat(response.text()).contains("ui_get_snapshot");
    }

    @Test
    void serverKeepsServingAfterRefusals() throws Exception {
        send(mcpPost().build());
        RawHttp.post(port, "/mcp", mcpHeaders(), new byte[5 * 1024 * 1024]);
        RawHttp.postChunked(port, "/mcp", mcpHeaders(), new byte[5 * 1024 * 1024], true);
        RawHttp.postChunked(port, "/mcp", mcpHeaders(), new byte[5 * 1024 * 1024], false);
        HttpResponse<String> response = send(mcpPost().header("Authorization", "Bearer " + TOKEN).build());
        assertThat(response.statusCode()).isEqualTo(200);
    }

    /** A request without a charset is read as UTF-8, and the answer is UTF-8, whatever the JVM's default. */
    @Test
    void textBeyondAsciiIsReadAndAnsweredAsUtf8() throws Exception {
        String call = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"ui_get_snapshot\","
                + "\"arguments\":{\"mode\":\"größer €\"}}}";
        HttpResponse<byte[]> response = http.send(HttpRequest.newBuilder(URI.create(server.endpoint() + "/mcp"))
                .header("Authorization", "Bearer " + TOKEN)
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofByteArray(call.getBytes(StandardCharsets.UTF_8))).build(),
                HttpResponse.BodyHandlers.ofByteArray());
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(new String(response.body(), StandardCharsets.UTF_8))
                .contains("MCP_UI_INVALID_ARGUMENT: mode must be one of").contains("größer €");
    }

    /** A body that is not JSON-RPC gets the JSON-RPC error, not the server's exception with its stack trace. */
    @Test
    void malformedBodyIsRefusedWithAJsonRpcError() throws Exception {
        HttpResponse<String> response = send(mcpPost("{not json").header("Authorization", "Bearer " + TOKEN).build());
        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.body()).startsWith("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":")
                .contains("\"message\":\"Invalid message format\"").doesNotContain("stackTrace").hasSizeLessThan(200);
        assertThat(send(mcpPost().header("Authorization", "Bearer " + TOKEN).build()).statusCode()).isEqualTo(200);
    }

    /** The MCP specification: an unsupported MCP-Protocol-Version is answered 400; a supported one, or none, is served. */
    @Test
    void unsupportedProtocolVersionIsRefusedWith400() throws Exception {
        HttpResponse<String> refused = send(mcpPost().header("Authorization", "Bearer " + TOKEN)
                .header("MCP-Protocol-Version", "1999-01-01").build());
        assertThat(refused.statusCode()).isEqualTo(400);
        assertThat(refused.body()).contains("1999-01-01 is not supported").contains("2025-06-18");
        assertThat(send(mcpPost().header("Authorization", "Bearer " + TOKEN)
                .header("MCP-Protocol-Version", "2025-06-18").build()).statusCode()).isEqualTo(200);
    }

    /** A method the server does not have is refused as such, with the request's id, so the client can match it. */
    @Test
    void unknownMethodIsMethodNotFoundWithTheRequestsId() throws Exception {
        HttpResponse<String> response = send(mcpPost("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"resources/list\"}")
                .header("Authorization", "Bearer " + TOKEN).build());
        assertThat(response.body()).startsWith("{\"jsonrpc\":\"2.0\",\"id\":7,\"error\":{\"code\":-32601,")
                .contains("resources/list");
    }

    /** Arguments that are not an object are the client's mistake: invalid params, with the request's id, not a 500. */
    @Test
    void nonObjectArgumentsAreInvalidParamsWithTheRequestsId() throws Exception {
        for (String arguments : new String[] {"[]", "\"snapshot\"", "42"}) {
            HttpResponse<String> response = send(mcpPost("{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"tools/call\","
                    + "\"params\":{\"name\":\"ui_get_snapshot\",\"arguments\":" + arguments + "}}")
                    .header("Authorization", "Bearer " + TOKEN).build());
            assertThat(response.statusCode()).as(arguments).isEqualTo(200);
            assertThat(response.body()).as(arguments).startsWith("{\"jsonrpc\":\"2.0\",\"id\":9,\"error\":{\"code\":-32602,")
                    .contains("arguments").doesNotContain("stackTrace");
        }
        assertThat(send(mcpPost().header("Authorization", "Bearer " + TOKEN).build()).statusCode()).isEqualTo(200);
    }

    /** An error page names the status and nothing about the server (no report, no Tomcat version). */
    @Test
    void unknownPathAnswers404WithoutServerDetails() throws Exception {
        HttpResponse<String> response = send(HttpRequest.newBuilder(URI.create(server.endpoint() + "/nothing")).GET().build());
        assertThat(response.statusCode()).isEqualTo(404);
        assertThat(response.body()).doesNotContainIgnoringCase("tomcat").doesNotContain("Description");
    }

    @Test
    void healthAnswersWithoutTokenAndListsTheTools() throws Exception {
        HttpResponse<String> response = send(HttpRequest.newBuilder(URI.create(server.endpoint() + "/health")).GET().build());
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).contains("\"ok\":true").contains("mcp-javafx-ui/1.0").contains("ui_perform");
    }

    @Test
    void healthRefusesForeignOrigin() throws Exception {
        HttpResponse<String> response = send(HttpRequest.newBuilder(URI.create(server.endpoint() + "/health"))
                .header("Origin", "http://evil.example").GET().build());
        assertThat(response.statusCode()).isEqualTo(403);
    }

    private HttpRequest.Builder mcpPost() {
        return mcpPost(LIST_TOOLS);
    }

    private HttpRequest.Builder mcpPost(String body) {
        return HttpRequest.newBuilder(URI.create(server.endpoint() + "/mcp"))
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(body));
    }

    private static byte[] spaces(int count) {
        byte[] body = new byte[count];
        Arrays.fill(body, (byte) ' ');
        return body;
    }

    private static Map<String, String> mcpHeaders() {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Authorization", "Bearer " + TOKEN);
        headers.put("Content-Type", "application/json");
        headers.put("Accept", "application/json, text/event-stream");
        return headers;
    }

    private HttpResponse<String> send(HttpRequest request) throws Exception {
        return http.send(request, HttpResponse.BodyHandlers.ofString());
    }
}
