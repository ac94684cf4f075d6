package io.github.mcpjavafx.debug.stdio;

import io.github.mcpjavafx.debug.server.ServerIdentity;
import io.github.mcpjavafx.debug.server.ServerInstance;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;

import java.net.URI;
import java.time.Duration;
import java.util.List;

/** An MCP client session with one app's debug server, over streamable HTTP with the token from its instance file. */
final class AppLink implements AutoCloseable {

    /** Longer than any tool of the app's takes (their waits stay under clients' 60 s): the client's own timeout rules. */
    private static final Duration CALL_TIMEOUT = Duration.ofMinutes(3);

    private final ServerInstance instance;
    private final McpSyncClient client;
    private final List<McpSchema.Tool> tools;

    private AppLink(ServerInstance instance, McpSyncClient client, List<McpSchema.Tool> tools) {
        this.instance = instance;
        this.client = client;
        this.tools = tools;
    }

    /**
     * Connects and reads the app's tools; fails when its server does not answer. The token goes with a request only
     * while {@link WriterCheck} finds that the process that wrote the instance file listens at its endpoint.
     */
    static AppLink open(ServerInstance instance, McpJsonMapper json) {
        URI url = URI.create(instance.mcpUrl());
        String base = url.getScheme() + "://" + url.getRawAuthority();
        String token = instance.token();
        var transport = HttpClientStreamableHttpTransport.builder(base)
                .endpoint(url.getRawPath())
                .jsonMapper(json)
                .connectTimeout(Duration.ofSeconds(5))
                .httpRequestCustomizer((request, method, uri, body, context) -> {
                    // Checked before each request, not once: the app can end, and another user take its port, meanwhile.
                    if (!WriterCheck.serves(instance)) {
                        throw new IllegalStateException(ChosenApp.label(instance) + " no longer listens at "
                                + instance.endpoint() + "; nothing was sent there");
                    }
                    request.header("Authorization", "Bearer " + token);
                })
                .build();
        McpSyncClient client = McpClient.sync(transport)
                .clientInfo(ServerIdentity.implementation())
                .jsonSchemaValidator(new AppsOwnChecks())
                .requestTimeout(CALL_TIMEOUT)
                .initializationTimeout(Duration.ofSeconds(10))
                .build();
        try {
            client.initialize();
            return new AppLink(instance, client, client.listTools().tools());
        } catch (RuntimeException e) {
            client.close();
            throw e;
        }
    }

    ServerInstance instance() {
        return instance;
    }

    /** The app's tools as its server listed them when this link was opened. */
    List<McpSchema.Tool> tools() {
        return tools;
    }

    /** The app server's guide for agents, or null. */
    String instructions() {
        return client.getServerInstructions();
    }

    McpSchema.CallToolResult call(McpSchema.CallToolRequest request) {
        return client.callTool(request);
    }

    @Override
    public void close() {
        client.close();
    }
}
