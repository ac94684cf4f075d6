package io.github.mcpjavafx.debug.benchmarks;

import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.fx.FxTime;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import javafx.animation.AnimationTimer;
import javafx.scene.Node;
import javafx.scene.control.Label;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What telling an action's own effect from the app's motion costs: the click of {@link ClickFigures} (one
 * label changes) on the same scene standing still and while half of its labels change their text every
 * frame, as a dashboard's values do. Still and moving blocks are interleaved in one JVM and compared as
 * ratios. Each moving click's result is checked: the status label is its one changed line and the
 * labels' motion is counted apart, or the figure means nothing.
 */
final class MotionFigures {

    /** A click on the moving scene costs at most this much more of the server's FX work than on the still one. */
    static final double GOAL_RATIO = 2.0;
    private static final int BLOCK = 5;
    private static final String ROW = "  %-9s | %-7s | %-17s | %-17s | %-7s | %-17s | %-17s | %-7s | %-9s%n";

    private MotionFigures() {
    }

    static void print(int runs, McpSyncClient client, int[] sizes) {
        int rounds = Math.max(1, (runs + BLOCK - 1) / BLOCK);
        System.out.printf(Locale.ROOT, "%nA click while the app moves (the click above; moving: half of the scene's labels "
                + "change their text every frame; still and moving interleaved, %d rounds of %d clicks each, %d ms of "
                + "nothing before each; MCP SDK client; median / p90 ms):%n", rounds, BLOCK, ClickFigures.PAUSE_MS);
        System.out.printf(Locale.ROOT, ROW, "scene", "moving", "still e2e", "moving e2e", "e2e", "still FX", "moving FX",
                "FX", "on their");
        System.out.printf(Locale.ROOT, ROW, "nodes", "labels", "med/p90 ms", "med/p90 ms", "ratio", "in request", "in request",
                "ratio", "own");
        System.out.println("  " + "-".repeat(124));
        Moving big = null;
        List<Moving> all = new ArrayList<>();
        for (int size : sizes) {
            Moving moving = new Moving(BenchToolkit.show(size));
            moving.measure(rounds, client);
            BenchToolkit.hide(moving.scene);
            all.add(moving);
            System.out.printf(Locale.ROOT, ROW, String.format(Locale.ROOT, "%,d", moving.scene.nodeCount()),
                    String.format(Locale.ROOT, "%,d", moving.labels.size()), moving.stillE2e.medianP90(),
                    moving.movingE2e.medianP90(), ratio(moving.movingE2e, moving.stillE2e), moving.stillFx.medianP90(),
                    moving.movingFx.medianP90(), ratio(moving.movingFx, moving.stillFx),
                    String.format(Locale.ROOT, "%,d", moving.onTheirOwn));
            big = moving;
        }
        double fx = big.movingFx.medianMs() / big.stillFx.medianMs();
        System.out.println("  [" + (fx <= GOAL_RATIO ? "met   " : "MISSED") + "] " + String.format(Locale.ROOT,
                "the server's FX work for a click at %,d nodes while half its labels move <= %.1fx the still scene's: %.2fx",
                big.scene.nodeCount(), GOAL_RATIO, fx));
        System.out.println("  In the app's own pulses, while it moves (pulses that ended during the call, median; a read: "
                + "ui_get_node of the clicked button, before each moving click):");
        for (Moving moving : all) {
            System.out.println("  " + moving.inPulses());
        }
    }

    private static String ratio(Samples a, Samples b) {
        return String.format(Locale.ROOT, "%.2fx", a.medianMs() / b.medianMs());
    }

    /** One scene, its moving labels and the clicks' figures. */
    private static final class Moving {
        final BenchScene scene;
        final List<Label> labels;
        final Map<String, Object> args;
        volatile boolean running;
        /** Whether the clicks' results are checked: not in the warm-up, whose first moving click comes before any look saw the motion. */
        boolean timed;
        Samples stillE2e = new Samples(new long[0], null);
        Samples movingE2e = new Samples(new long[0], null);
        Samples stillFx = new Samples(new long[0], null);
        Samples movingFx = new Samples(new long[0], null);
        Samples movingRead = new Samples(new long[0], null);
        int[] readPulses = new int[0];
        int[] clickPulses = new int[0];
        double frameMs = Double.NaN;
        final Map<String, Object> read;
        int onTheirOwn;

        Moving(BenchScene scene) {
            this.scene = scene;
            this.labels = FxThread.call(() -> {
                List<Label> every = new ArrayList<>();
                for (Node node : scene.stage().getScene().getRoot().lookupAll(".label")) {
                    if (node instanceof Label label && !"status".equals(label.getId())) {
                        every.add(label);
                    }
                }
                List<Label> half = new ArrayList<>();
                for (int i = 0; i < every.size(); i += 2) {
                    half.add(every.get(i));
                }
                return half;
            }, BenchToolkit.FX_TIMEOUT_MS);
            String uid = FxThread.call(() -> UidRegistry.shared().uidOf(scene.stage().getScene().lookup("#new-order")),
                    BenchToolkit.FX_TIMEOUT_MS);
            this.args = Map.of("actions", List.of(Map.of("type", "click", "target", Map.of("ref", Map.of("uid", uid)))));
            this.read = Map.of("target", Map.of("ref", Map.of("uid", uid)));
        }

        /** {@code 10,006 nodes: a frame every 38.1 ms; a read 1.0 pulses (40 ms), a click 3.0 pulses (121 ms): ...}. */
        String inPulses() {
            double readMedian = median(readPulses);
            double clickMedian = median(clickPulses);
            return String.format(Locale.ROOT, "%,d nodes: a frame every %.1f ms; a read %.1f pulses (%s ms), a click %.1f "
                            + "pulses (%s ms): the click costs %.1f of the app's pulses more than the read (e2e: %.1f frames more)",
                    scene.nodeCount(), frameMs, readMedian, ResultTable.ms(movingRead.medianMs()), clickMedian,
                    ResultTable.ms(movingE2e.medianMs()), clickMedian - readMedian,
                    (movingE2e.medianMs() - movingRead.medianMs()) / frameMs);
        }

        private static double median(int[] values) {
            int[] sorted = values.clone();
            Arrays.sort(sorted);
            return sorted.length == 0 ? Double.NaN : sorted.length % 2 == 1 ? sorted[sorted.length / 2]
                    : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2.0;
        }

        void measure(int rounds, McpSyncClient client) {
            AnimationTimer timer = new AnimationTimer() {
                private long frame;

                @Override
                public void handle(long now) {
                    if (running) {
                        frame++;
                        for (Label label : labels) {
                            label.setText("value " + frame);
                        }
                    }
                }
            };
            FxThread.run(timer::start, BenchToolkit.FX_TIMEOUT_MS);
            AppPulseClock clock = AppPulseClock.on(scene.stage().getScene());
            try {
                for (int i = 0; i < 10; i++) { // untimed: the path warms, and the motion is seen once
                    running = i % 2 == 0;
                    once(client);
                }
                timed = true;
                for (int round = 0; round < rounds; round++) {
                    running = false;
                    for (int i = 0; i < BLOCK; i++) {
                        long[] figures = once(client);
                        stillE2e = stillE2e.with(figures[0]);
                        stillFx = stillFx.with(figures[1]);
                    }
                    running = true;
                    for (int i = 0; i < BLOCK; i++) {
                        long[] reading = read(client);
                        readPulses = add(readPulses, clock.between(reading[1], reading[2]));
                        movingRead = movingRead.with(reading[0]);
                        long[] figures = once(client);
                        movingE2e = movingE2e.with(figures[0]);
                        movingFx = movingFx.with(figures[1]);
                        clickPulses = add(clickPulses, clock.between(figures[2], figures[3]));
                    }
                }
                frameMs = clock.frameMs();
            } finally {
                clock.close();
                running = false;
                FxThread.run(timer::stop, BenchToolkit.FX_TIMEOUT_MS);
            }
        }

        /** One click after the pause: its e2e and FX nanos; a moving click's result is checked. */
        private long[] once(McpSyncClient client) {
            Samples.pause(ClickFigures.PAUSE_MS);
            long fxBefore = FxTime.totalNanos();
            long start = System.nanoTime();
            CallToolResult result = client.callTool(McpSchema.CallToolRequest.builder("ui_perform").arguments(args).build());
            long e2e = System.nanoTime() - start;
            long end = System.nanoTime();
            long fx = FxTime.totalNanos() - fxBefore;
            if (Boolean.TRUE.equals(result.isError())) {
                throw new IllegalStateException("ui_perform failed: " + result.content());
            }
            if (running && timed) {
                check(result);
            }
            return new long[]{e2e, fx, start, end};
        }

        /** An agent's calls come apart: the frames the previous one caused are rendered by then. */

        /** One read of the clicked button after the pause: its e2e nanos, its start and end. */
        private long[] read(McpSyncClient client) {
            Samples.pause(ClickFigures.PAUSE_MS);
            long start = System.nanoTime();
            CallToolResult result = client.callTool(McpSchema.CallToolRequest.builder("ui_get_node").arguments(read).build());
            long end = System.nanoTime();
            if (Boolean.TRUE.equals(result.isError())) {
                throw new IllegalStateException("ui_get_node failed: " + result.content());
            }
            return new long[]{end - start, start, end};
        }

        private static int[] add(int[] values, int value) {
            int[] more = Arrays.copyOf(values, values.length + 1);
            more[values.length] = value;
            return more;
        }

        /** The moving click's changes: its own label only, the motion counted apart. */
        @SuppressWarnings("unchecked")
        private void check(CallToolResult result) {
            Map<String, Object> changes = (Map<String, Object>) ((Map<String, Object>) result.structuredContent()).get("changes");
            List<String> changed = (List<String>) changes.getOrDefault("changed", List.of());
            Map<String, Object> own = (Map<String, Object>) changes.get("onTheirOwn");
            if (changed.size() > 1 || changed.stream().anyMatch(line -> line.contains("\"value "))) {
                throw new IllegalStateException("a moving click reported the motion as its own: " + changed);
            }
            onTheirOwn = own == null ? onTheirOwn : ((Number) own.get("nodes")).intValue();
        }
    }
}
