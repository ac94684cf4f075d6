package io.github.mcpjavafx.debug.benchmarks;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/**
 * The same JSON-RPC requests the SDK client sends, posted with the JDK's HTTP client and read whole
 * ({@code BodyHandlers.ofString()}): the round trip without the SDK client's own costs, to tell the
 * server's share of the latency from the client's.
 */
final class PlainHttp {

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private final URI mcp;
    private final String token;
    private int nextId = 1;

    PlainHttp(String endpoint, String token) {
        this.mcp = URI.create(endpoint + "/mcp");
        this.token = token;
    }

    /** {@code ping}: the protocol alone. */
    String ping() {
        return post("{\"jsonrpc\":\"2.0\",\"id\":" + nextId++ + ",\"method\":\"ping\"}");
    }

    /** The characters of {@code tools/list}'s JSON-RPC result: what a client hands its model every turn. */
    int toolsListResultChars() {
        String body = post("{\"jsonrpc\":\"2.0\",\"id\":" + nextId++ + ",\"method\":\"tools/list\"}");
        int start = body.indexOf("\"result\":");
        int end = body.lastIndexOf('}', body.lastIndexOf('}') - 1); // the result's own end, before the envelope's
        if (start < 0 || end < start) {
            throw new IllegalStateException("No result in tools/list: " + body);
        }
        return end + 1 - (start + "\"result\":".length());
    }

    /** {@code tools/call} with arguments given as a JSON object. */
    String call(String tool, String argumentsJson) {
        return post("{\"jsonrpc\":\"2.0\",\"id\":" + nextId++ + ",\"method\":\"tools/call\",\"params\":{\"name\":\""
                + tool + "\",\"arguments\":" + argumentsJson + "}}");
    }

    private String post(String body) {
        HttpRequest request = HttpRequest.newBuilder(mcp)
                .header("Authorization", "Bearer " + token)
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
        try {
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200 || response.body().contains("\"isError\":true")) {
                throw new IllegalStateException("HTTP " + response.statusCode() + ": " + response.body());
            }
            return response.body();
        } catch (IOException e) {
            throw new IllegalStateException("POST " + mcp + " failed: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted", e);
        }
    }
}
