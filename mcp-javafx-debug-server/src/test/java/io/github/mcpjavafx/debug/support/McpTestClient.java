package io.github.mcpjavafx.debug.support;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientSseClientTransport;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;

import java.time.Duration;
import java.util.Map;

/** The MCP Java SDK client, as an agent would use it: over HTTP, with the bearer token. */
public final class McpTestClient implements AutoCloseable {

    private static final Duration DEFAULT_REQUEST_TIMEOUT = Duration.ofSeconds(30);

    private final McpSyncClient client;

    private McpTestClient(McpSyncClient client) {
        this.client = client;
    }

    /** Streamable HTTP at {@code <endpoint>/mcp}, initialized. */
    public static McpTestClient streamable(String endpoint, String token) {
        return streamable(endpoint, token, DEFAULT_REQUEST_TIMEOUT);
    }

    /** Streamable HTTP at {@code <endpoint>/mcp}, initialized; a call not answered within {@code requestTimeout} fails. */
    public static McpTestClient streamable(String endpoint, String token, Duration requestTimeout) {
        var transport = HttpClientStreamableHttpTransport.builder(endpoint)
                .endpoint("/mcp")
                .httpRequestCustomizer((request, method, uri, body, context) -> {
                    if (token != null) {
                        request.header("Authorization", "Bearer " + token);
                    }
                })
                .build();
        return open(McpClient.sync(transport), requestTimeout);
    }

    /** HTTP+SSE at {@code <endpoint>/sse}, initialized. */
    public static McpTestClient sse(String endpoint, String token) {
        var transport = HttpClientSseClientTransport.builder(endpoint)
                .sseEndpoint("/sse")
                .httpRequestCustomizer((request, method, uri, body, context) -> request.header("Authorization", "Bearer " + token))
                .build();
        return open(McpClient.sync(transport), DEFAULT_REQUEST_TIMEOUT);
    }

    private static McpTestClient open(McpClient.SyncSpec spec, Duration requestTimeout) {
        McpSyncClient client = spec.requestTimeout(requestTimeout).build();
        client.initialize();
        return new McpTestClient(client);
    }

    public McpSyncClient raw() {
        return client;
    }

    public CallToolResult call(String tool, Map<String, Object> arguments) {
        return client.callTool(McpSchema.CallToolRequest.builder(tool).arguments(arguments).build());
    }

    /** The text of the first content block. */
    public static String text(CallToolResult result) {
        return ((McpSchema.TextContent) result.content().get(0)).text();
    }

    /** {@code structuredContent} as a map. */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> structured(CallToolResult result) {
        return (Map<String, Object>) result.structuredContent();
    }

    /** The error code of an {@code isError} result. */
    @SuppressWarnings("unchecked")
    public static String errorCode(CallToolResult result) {
        return (String) ((Map<String, Object>) structured(result).get("error")).get("code");
    }

    @Override
    public void close() {
        client.closeGracefully();
    }
}
