package io.github.mcpjavafx.debug.benchmarks;

import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A click by uid, end to end: {@code ui_perform} with one click on the toolbar's "New order" button
 * (a uid the agent got from a snapshot), through the MCP Java SDK client and as plain HTTP. The
 * scene does not animate, so the action settles without waiting for a frame: CSS, layout and a
 * drained queue are all a click must wait for. The figure includes the whole action: resolving the
 * uid, the robot's press and release, settling, and reading what changed.
 *
 * <p>Each client is timed twice. Back to back, each click also waits for the frames the previous
 * one caused (the button's pressed look, rendered in software), which cost more the larger the
 * scene. After an idle pause ({@value #PAUSE_MS} ms, as an agent's calls come seconds apart) the app
 * has rendered them and no longer animates: that is the figure the goal is judged on. Beside it, a
 * {@code ping} after the same pause: what a round trip that finds the machine idle costs with no
 * work in it, the floor of the idle figures.
 */
final class ClickFigures {

    static final double GOAL_MS = 5;
    static final long PAUSE_MS = 100;
    private static final String ROW = "  %-16s | %-15s | %-15s | %-15s | %-15s | %-15s%n";

    private ClickFigures() {
    }

    /**
     * Times both clients on the benchmark's scene, then on a 1k-node scene shown in its place, and
     * prints a row each and the goal line. Leaves the small scene showing.
     */
    static void print(int warmup, int runs, BenchScene scene, McpSyncClient client, PlainHttp plain) {
        System.out.printf("%nA click by uid end to end (ui_perform, one click on \"New order\"; nothing animates; "
                + "app idle: %d ms of nothing before each run; median / p90 ms):%n", PAUSE_MS);
        System.out.printf(Locale.ROOT, ROW, "", "back to back", "", "app idle", "", "");
        System.out.printf(Locale.ROOT, ROW, "scene", "plain HTTP e2e", "MCP SDK e2e", "plain HTTP e2e", "MCP SDK e2e",
                "ping, plain HTTP");
        Samples[] big = time(warmup, runs, scene, client, plain);
        BenchToolkit.hide(scene);
        BenchScene small = BenchToolkit.show(1_000);
        Samples[] little = time(warmup, runs, small, client, plain);
        boolean met = little[2].medianMs() <= GOAL_MS && little[3].medianMs() <= GOAL_MS;
        System.out.printf(Locale.ROOT, "  [%s] a click by uid e2e <= %.0f ms median, the app idle (1k scene): %s ms over "
                        + "plain HTTP (a ping after the same pause: %s ms), %s ms with the MCP SDK client; back to back %s / %s "
                        + "ms; %,d-node scene idle: %s / %s ms%n", met ? "met   " : "MISSED", GOAL_MS,
                ResultTable.ms(little[2].medianMs()), ResultTable.ms(little[4].medianMs()), ResultTable.ms(little[3].medianMs()),
                ResultTable.ms(little[0].medianMs()), ResultTable.ms(little[1].medianMs()), scene.nodeCount(),
                ResultTable.ms(big[2].medianMs()), ResultTable.ms(big[3].medianMs()));
    }

    private static Samples[] time(int warmup, int runs, BenchScene scene, McpSyncClient client, PlainHttp plain) {
        String uid = FxThread.call(() -> UidRegistry.shared().uidOf(scene.stage().getScene().lookup("#new-order")),
                BenchToolkit.FX_TIMEOUT_MS);
        Map<String, Object> args = Map.of("actions", List.of(Map.of("type", "click", "target", Map.of("ref", Map.of("uid", uid)))));
        String json = "{\"actions\":[{\"type\":\"click\",\"target\":{\"ref\":{\"uid\":\"" + uid + "\"}}}]}";
        Samples http = Samples.time(warmup, runs, () -> plain.call("ui_perform", json));
        Samples mcp = Samples.time(warmup, runs, () -> click(client, args));
        Samples idleHttp = Samples.timeSpaced(warmup, runs, PAUSE_MS, () -> plain.call("ui_perform", json));
        Samples idleMcp = Samples.timeSpaced(warmup, runs, PAUSE_MS, () -> click(client, args));
        Samples idlePing = Samples.timeSpaced(warmup, runs, PAUSE_MS, plain::ping);
        System.out.printf(Locale.ROOT, ROW, String.format(Locale.ROOT, "%,d nodes", scene.nodeCount()),
                http.medianP90(), mcp.medianP90(), idleHttp.medianP90(), idleMcp.medianP90(), idlePing.medianP90());
        return new Samples[]{http, mcp, idleHttp, idleMcp, idlePing};
    }

    private static CallToolResult click(McpSyncClient client, Map<String, Object> args) {
        CallToolResult result = client.callTool(McpSchema.CallToolRequest.builder("ui_perform").arguments(args).build());
        if (Boolean.TRUE.equals(result.isError())) {
            throw new IllegalStateException("ui_perform failed: " + result.content());
        }
        return result;
    }
}
