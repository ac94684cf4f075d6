package io.github.mcpjavafx.debug.consumers;

import io.github.mcpjavafx.debug.testsupport.LaunchedApp;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;

import java.time.Duration;
import java.util.Map;
import java.util.function.Consumer;

/** The MCP Java SDK client over streamable HTTP with the app's bearer token, as an agent connects. */
final class McpAgent implements AutoCloseable {

    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(20);

    private final McpSyncClient client;
    private String lastRequest = "nothing yet";

    McpAgent(LaunchedApp app) {
        var transport = HttpClientStreamableHttpTransport.builder(app.endpoint())
                .endpoint("/mcp")
                .httpRequestCustomizer((request, method, uri, body, context) ->
                        request.header("Authorization", "Bearer " + app.token()))
                .build();
        client = McpClient.sync(transport).requestTimeout(CALL_TIMEOUT).build();
    }

    void initialize() {
        lastRequest = "initialize";
        client.initialize();
    }

    CallToolResult call(String tool, Map<String, Object> arguments) {
        lastRequest = tool;
        return client.callTool(CallToolRequest.builder(tool).arguments(arguments).build());
    }

    /**
     * Connects to {@code app}, runs {@code scenario} and closes; a failure is told with the MCP request it failed at
     * and the end of the app's log.
     */
    static void drive(LaunchedApp app, Consumer<McpAgent> scenario) {
        McpAgent agent = new McpAgent(app);
        try (agent) {
            agent.initialize();
            scenario.accept(agent);
        } catch (RuntimeException | AssertionError e) {
            throw new AssertionError(app.log().getFileName() + " failed over MCP at " + agent.lastRequest() + "; its log ("
                    + app.log() + ") says:\n" + app.tail(40), e);
        }
    }

    /** The MCP request sent last: the one that failed, when one did. */
    String lastRequest() {
        return lastRequest;
    }

    @Override
    public void close() {
        client.closeGracefully();
    }
}
