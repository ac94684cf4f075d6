package io.github.mcpjavafx.debug.agent;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.spec.McpSchema;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The MCP Java SDK's client starting {@code java -jar mcp-javafx-debug-agent.jar mcp …} over stdio, as a
 * client application starts a local server, in an instance directory of the test's own.
 */
final class StdioClients {

    private StdioClients() {
    }

    /** {@code XDG_RUNTIME_DIR} of a new private directory, for the apps and the stdio server of one test. */
    static Map<String, String> privateRuntimeDirectory() throws Exception {
        Path dir = Files.createTempDirectory(Path.of(System.getProperty("agent.jar")).getParent(), "xdg-runtime",
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        return Map.of("XDG_RUNTIME_DIR", dir.toString());
    }

    /**
     * Starts the stdio server with {@code arguments} after {@code mcp}, and initializes the client.
     *
     * @param stderr        gets each line the server writes to standard error
     * @param toolsChanged  gets the new list after each {@code notifications/tools/list_changed}
     */
    static McpSyncClient start(Map<String, String> environment, List<String> arguments, Consumer<String> stderr,
                               Consumer<List<McpSchema.Tool>> toolsChanged) {
        List<String> args = new ArrayList<>(List.of("-jar", System.getProperty("agent.jar"), "mcp"));
        args.addAll(arguments);
        ServerParameters command = ServerParameters.builder(Path.of(System.getProperty("java.home"), "bin", "java").toString())
                .args(args).env(environment).build();
        StdioClientTransport transport = new StdioClientTransport(command, McpJsonDefaults.getMapper());
        transport.setStdErrorHandler(stderr);
        McpSyncClient client = McpClient.sync(transport).requestTimeout(Duration.ofSeconds(60))
                .toolsChangeConsumer(toolsChanged).build();
        client.initialize();
        return client;
    }

    static List<String> toolNames(McpSyncClient client) {
        return client.listTools().tools().stream().map(McpSchema.Tool::name).toList();
    }
}
