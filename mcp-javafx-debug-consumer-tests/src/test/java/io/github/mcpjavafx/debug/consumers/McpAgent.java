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

    /** How long a call may take; {@code consumer.call.timeout.s} lengthens it for runs under load. */
    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(Long.getLong("consumer.call.timeout.s", 20));

    /**
     * How often a call the busy FX thread did not take is sent again, as an agent retries it ({@code
     * consumer.call.retries}, none by default: the tests see the refusal; a run under load retries).
     */
    private static final int RETRIES = Integer.getInteger("consumer.call.retries", 0);

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
        CallToolResult result = client.callTool(CallToolRequest.builder(tool).arguments(arguments).build());
        for (int retry = 0; retry < RETRIES && busy(tool, result); retry++) {
            result = client.callTool(CallToolRequest.builder(tool).arguments(arguments).build());
        }
        return result;
    }

    /**
     * The server's answer when the busy FX thread did not take the call, or did not end it, in time: a retry is safe
     * when nothing was done, or when the call only reads (all but {@code ui_perform}); a wait that ran out is not retried.
     */
    private static boolean busy(String tool, CallToolResult result) {
        String text = AgentChannel.TEXT.read(result);
        return Boolean.TRUE.equals(result.isError()) && text.startsWith("MCP_UI_TIMEOUT") && !text.startsWith("MCP_UI_TIMEOUT: Waited")
                && (text.contains("nothing was changed") || !tool.equals("ui_perform"));
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
