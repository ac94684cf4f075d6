package io.github.mcpjavafx.debug.benchmarks;

import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.capture.SceneSnapshotter;
import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.fx.FxTime;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A click by uid, end to end: {@code ui_perform} with one click on the toolbar's "New order" button
 * (a uid the agent got from a snapshot), which changes one label (the status bar's), through the MCP
 * Java SDK client and as plain HTTP, on scenes of several sizes. The figure includes the whole action:
 * resolving the uid, the robot's press and release, settling, the effect checks and reading what changed.
 *
 * <p>Figures that do not flip with the machine's load: the sizes are measured <em>interleaved</em> in
 * one JVM (a block of clicks on each scene in turn, round after round, each scene shown alone), so
 * that a slower minute slows every size alike, and compared as ratios; each click's FX time is read
 * in the same request (the FX work the server's calls did, as its audit line shows it), and so are the
 * bytes the FX thread allocated meanwhile, which no load changes. Each click comes after
 * {@value #PAUSE_MS} ms of nothing, as an agent's calls come seconds apart: the frames the previous one
 * caused (the button's pressed look) are rendered by then.
 */
final class ClickFigures {

    static final double GOAL_MS = 5;
    /** A click on a 10k-node scene costs at most this much more than on a 1k one, end to end and in FX allocation. */
    static final double GOAL_RATIO = 1.5;
    static final long PAUSE_MS = 100;
    /**
     * How long the click runs untimed first: a fresh server's first clicks take about twice as long, until the JIT
     * has compiled their path, which an agent's session reaches within its first few hundred calls.
     */
    static final long WARM_UP_MS = 8_000;
    /** Clicks per scene in a round. */
    private static final int BLOCK = 5;
    private static final int GOAL_NODES = 10_000;
    private static final String ROW = "  %-9s | %-7s | %-15s | %-15s | %-15s | %-10s | %-14s | %-9s%n";
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private ClickFigures() {
    }

    /**
     * Hides the benchmark's scene, shows a scene of each size in turn and clicks, then prints a row per
     * size, the ratios to the smallest and the goal lines. Leaves every click scene hidden.
     */
    static void print(int warmup, int runs, BenchScene scene, McpSyncClient client, PlainHttp plain, int[] sizes) {
        BenchToolkit.hide(scene);
        long fxThread = FxThread.call(() -> Thread.currentThread().getId(), BenchToolkit.FX_TIMEOUT_MS);
        List<Clicked> scenes = new ArrayList<>();
        for (int size : sizes) {
            BenchScene shown = BenchToolkit.show(size);
            scenes.add(new Clicked(shown, uidOf(shown), listedNodes(shown)));
            BenchToolkit.hide(shown);
        }
        scenes.get(0).warmUp(client, plain);
        int rounds = Math.max(1, (runs + BLOCK - 1) / BLOCK);
        System.out.printf(Locale.ROOT, "%nA click by uid end to end (ui_perform, one click on \"New order\", which changes one "
                + "label; nothing animates; after %d s of untimed clicks; %d ms of nothing before each click; sizes interleaved: "
                + "%d rounds of %d clicks per scene and client; median / p90 ms, bytes median):%n", WARM_UP_MS / 1000, PAUSE_MS,
                rounds, BLOCK);
        for (int round = 0; round < rounds; round++) {
            for (Clicked clicked : scenes) {
                clicked.round(round == 0 ? warmup : 1, client, plain, fxThread);
            }
        }
        System.out.printf(Locale.ROOT, ROW, "scene", "listed", "plain HTTP e2e", "MCP SDK e2e", "FX in request",
                "SDK e2e", "FX alloc", "FX alloc");
        System.out.printf(Locale.ROOT, ROW, "nodes", "nodes", "med/p90 ms", "med/p90 ms", "med/p90 ms", "/ FX",
                "B per click", "B/listed");
        System.out.println("  " + "-".repeat(114));
        for (Clicked c : scenes) {
            System.out.printf(Locale.ROOT, ROW, String.format(Locale.ROOT, "%,d", c.scene.nodeCount()),
                    String.format(Locale.ROOT, "%,d", c.listed), c.http.medianP90(), c.mcp.medianP90(), c.fx.medianP90(),
                    String.format(Locale.ROOT, "%.1fx", c.mcp.medianMs() / c.fx.medianMs()),
                    String.format(Locale.ROOT, "%,d", c.allocMedian()),
                    String.format(Locale.ROOT, "%.1f", c.allocMedian() / (double) c.listed));
        }
        Clicked small = scenes.get(0);
        for (Clicked c : scenes.subList(1, scenes.size())) {
            System.out.printf(Locale.ROOT, "  %,d vs %,d nodes: MCP SDK e2e %.2fx, plain HTTP e2e %.2fx, FX in request %.2fx, "
                            + "FX alloc %.2fx%n", c.scene.nodeCount(), small.scene.nodeCount(), c.mcp.medianMs() / small.mcp.medianMs(),
                    c.http.medianMs() / small.http.medianMs(), c.fx.medianMs() / small.fx.medianMs(),
                    c.allocMedian() / (double) small.allocMedian());
        }
        goals(small, closest(scenes, GOAL_NODES));
    }

    private static void goals(Clicked small, Clicked big) {
        double e2e = big.mcp.medianMs() / small.mcp.medianMs();
        double alloc = big.allocMedian() / (double) small.allocMedian();
        goal(String.format(Locale.ROOT, "a click by uid e2e at %,d nodes <= %.1fx at %,d (MCP SDK client, interleaved): %.2fx "
                        + "(%s / %s ms; plain HTTP %.2fx)", big.scene.nodeCount(), GOAL_RATIO, small.scene.nodeCount(), e2e,
                ResultTable.ms(big.mcp.medianMs()), ResultTable.ms(small.mcp.medianMs()),
                big.http.medianMs() / small.http.medianMs()), e2e <= GOAL_RATIO);
        goal(String.format(Locale.ROOT, "FX-thread allocation of an idle click at %,d nodes <= %.1fx at %,d: %.2fx (%,d / %,d bytes)",
                big.scene.nodeCount(), GOAL_RATIO, small.scene.nodeCount(), alloc, big.allocMedian(), small.allocMedian()),
                alloc <= GOAL_RATIO);
        boolean fast = small.http.medianMs() <= GOAL_MS && small.mcp.medianMs() <= GOAL_MS;
        goal(String.format(Locale.ROOT, "a click by uid e2e <= %.0f ms median, the app idle (%,d nodes): %s ms over plain HTTP, "
                        + "%s ms with the MCP SDK client", GOAL_MS, small.scene.nodeCount(), ResultTable.ms(small.http.medianMs()),
                ResultTable.ms(small.mcp.medianMs())), fast);
        System.out.println("  [n/a   ] a click by uid at 10k nodes <= the prior art's: judged by the side-by-side harness "
                + "(../shared/prior-art, same TypeScript client for both), not in this JVM");
    }

    private static Clicked closest(List<Clicked> scenes, int nodes) {
        return scenes.stream().min((a, b) -> Integer.compare(Math.abs(a.scene.nodeCount() - nodes),
                Math.abs(b.scene.nodeCount() - nodes))).orElseThrow();
    }

    private static String uidOf(BenchScene scene) {
        return FxThread.call(() -> UidRegistry.shared().uidOf(scene.stage().getScene().lookup("#new-order")),
                BenchToolkit.FX_TIMEOUT_MS);
    }

    private static int listedNodes(BenchScene scene) {
        SceneSnapshotter snapshotter = new SceneSnapshotter(UidRegistry.shared(), SnapshotOptions.defaults(),
                BenchToolkit.FX_TIMEOUT_MS, Integer.MAX_VALUE);
        return FxThread.call(() -> CoreWorkloads.listedNodes(snapshotter.capture(
                CoreWorkloads.snapshotRequest(scene, SnapshotRequest.Mode.COMPACT)).windows()), BenchToolkit.FX_TIMEOUT_MS);
    }

    private static void goal(String what, boolean met) {
        System.out.println("  [" + (met ? "met   " : "MISSED") + "] " + what);
    }

    /** One scene's clicks, gathered over the rounds. */
    private static final class Clicked {
        final BenchScene scene;
        final int listed;
        final String json;
        final Map<String, Object> args;
        Samples http = new Samples(new long[0], null);
        Samples mcp = new Samples(new long[0], null);
        /** Per click (either client), the FX work of its request. */
        Samples fx = new Samples(new long[0], null);
        long[] alloc = new long[0];

        Clicked(BenchScene scene, String uid, int listed) {
            this.scene = scene;
            this.listed = listed;
            this.json = "{\"actions\":[{\"type\":\"click\",\"target\":{\"ref\":{\"uid\":\"" + uid + "\"}}}]}";
            this.args = Map.of("actions", List.of(Map.of("type", "click", "target", Map.of("ref", Map.of("uid", uid)))));
        }

        /** Shows the scene alone and clicks for {@link #WARM_UP_MS} untimed, with both clients in turn. */
        void warmUp(McpSyncClient client, PlainHttp plain) {
            FxThread.run(() -> scene.stage().show(), BenchToolkit.FX_TIMEOUT_MS);
            long end = System.nanoTime() + WARM_UP_MS * 1_000_000;
            while (System.nanoTime() < end) {
                plain.call("ui_perform", json);
                click(client, args);
            }
            BenchToolkit.hide(scene);
        }

        /** Shows the scene alone, clicks {@code warmup} times untimed with each client, then {@value #BLOCK} times timed. */
        void round(int warmup, McpSyncClient client, PlainHttp plain, long fxThread) {
            FxThread.run(() -> scene.stage().show(), BenchToolkit.FX_TIMEOUT_MS);
            FxThread.awaitIdle(BenchToolkit.FX_TIMEOUT_MS);
            for (int i = 0; i < warmup; i++) {
                plain.call("ui_perform", json);
                click(client, args);
            }
            for (int i = 0; i < BLOCK; i++) {
                http = http.with(once(() -> plain.call("ui_perform", json), fxThread));
                mcp = mcp.with(once(() -> click(client, args), fxThread));
            }
            BenchToolkit.hide(scene);
        }

        /** One click after the pause: its e2e time; its FX time and allocation are added to this scene's. */
        private long once(Runnable click, long fxThread) {
            Samples.pause(PAUSE_MS);
            long fxBefore = FxTime.totalNanos();
            long allocBefore = THREADS.getThreadAllocatedBytes(fxThread);
            long start = System.nanoTime();
            click.run();
            long e2e = System.nanoTime() - start;
            fx = fx.with(FxTime.totalNanos() - fxBefore);
            alloc = Arrays.copyOf(alloc, alloc.length + 1);
            alloc[alloc.length - 1] = THREADS.getThreadAllocatedBytes(fxThread) - allocBefore;
            return e2e;
        }

        long allocMedian() {
            long[] sorted = alloc.clone();
            Arrays.sort(sorted);
            return sorted[(sorted.length - 1) / 2];
        }
    }

    private static CallToolResult click(McpSyncClient client, Map<String, Object> args) {
        CallToolResult result = client.callTool(McpSchema.CallToolRequest.builder("ui_perform").arguments(args).build());
        if (Boolean.TRUE.equals(result.isError())) {
            throw new IllegalStateException("ui_perform failed: " + result.content());
        }
        return result;
    }
}
