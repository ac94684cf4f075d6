package io.github.mcpjavafx.debug.benchmarks;

import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * The clients of {@link SessionSoak}, in a JVM of their own so that nothing of theirs counts in the
 * server's figures. Each session is a new MCP Java SDK client (its own HTTP client and connections,
 * as a separate agent would be): initialize, a compact {@code ui_get_snapshot}, a {@code ui_query};
 * then sessions numbered by 3 close, the others are dropped with their connections left open.
 *
 * <p>Talks to the server's process over standard streams: after the warm-up and after every
 * {@code every} sessions it prints {@code AT <sessions> <failed calls>} and waits for a line, so the
 * server can be measured while this process and its abandoned connections are still there; at the
 * end it prints {@code DONE} and exits on the next line.
 *
 * <p>Arguments: endpoint, token, stage index, css selector, warm-up sessions, sessions, every.
 */
final class SoakClients {

    private SoakClients() {
    }

    public static void main(String[] args) throws IOException {
        String endpoint = args[0];
        String token = args[1];
        Map<String, Object> snapshotArgs = Map.of("stageIndex", Integer.parseInt(args[2]));
        Map<String, Object> queryArgs = Map.of("selector", Map.of("css", args[3]));
        int warmUp = Integer.parseInt(args[4]);
        int sessions = Integer.parseInt(args[5]);
        int every = Integer.parseInt(args[6]);
        BufferedReader server = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        int failed = 0;
        for (int i = 1; i <= warmUp; i++) {
            failed += session(endpoint, token, i, snapshotArgs, queryArgs);
        }
        report("AT 0 " + failed, server);
        for (int i = 1; i <= sessions; i++) {
            failed += session(endpoint, token, i, snapshotArgs, queryArgs);
            if (i % every == 0 || i == sessions) {
                report("AT " + i + " " + failed, server);
            }
        }
        report("DONE", server);
        System.exit(0); // the abandoned clients' threads would keep the JVM alive
    }

    private static void report(String line, BufferedReader server) throws IOException {
        System.out.println(line);
        System.out.flush();
        server.readLine();
    }

    private static int session(String endpoint, String token, int number, Map<String, Object> snapshotArgs,
                               Map<String, Object> queryArgs) {
        McpSyncClient client = ServerBenchmark.connect(endpoint, token);
        int failed = call(client, "ui_get_snapshot", snapshotArgs) + call(client, "ui_query", queryArgs);
        if (number % 3 == 0) {
            client.closeGracefully();
        }
        return failed;
    }

    private static int call(McpSyncClient client, String tool, Map<String, Object> arguments) {
        McpSchema.CallToolResult result = client.callTool(
                McpSchema.CallToolRequest.builder(tool).arguments(arguments).build());
        return Boolean.TRUE.equals(result.isError()) ? 1 : 0;
    }
}
