package io.github.mcpjavafx.debug.benchmarks;

import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.model.TraceRequest;
import io.github.mcpjavafx.debug.core.model.TraceResult;
import io.github.mcpjavafx.debug.core.trace.FxTracer;
import javafx.animation.AnimationTimer;
import javafx.scene.Node;
import javafx.scene.control.Label;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * What a running {@code ui_trace} adds to the app's FX work: the moving 10k-node scene of {@link MotionFigures}
 * (half of its labels change their text every frame) is timed in blocks of {@code seconds}, untraced and traced
 * ({@link FxTracer}, as the tool runs it, for the whole block) interleaved in one JVM, each round in the order
 * A B B A so that a machine getting busier or quieter weighs on both alike. Per block, per frame of the app's
 * {@link AnimationTimer}: the FX thread's CPU time (everything it did, the trace's pulse listeners and its
 * start and end included), the app's own frame handler's wall time (where a stack sample's pause of the FX
 * thread shows) and the whole process's CPU time (the sampling thread included, which runs beside the FX thread).
 * Per block also its wall time and frames per second: a traced block lasts longer than {@code seconds} (the trace's
 * start and end wait for the FX thread behind a frame), so it holds more frames at the same rate.
 * Figures are ratios of medians over the blocks.
 *
 * <p>Arguments, all optional: {@code --size=10000 --seconds=2 --rounds=6}.
 */
public final class TraceOverheadBenchmark {

    /** A running trace adds at most this much to the app's FX time. */
    static final double GOAL_RATIO = 1.05;
    private static final String ROW = "  %-28s | %-15s | %-15s | %-7s%n";

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final com.sun.management.OperatingSystemMXBean os =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    private final FxTracer tracer = new FxTracer(BenchToolkit.FX_TIMEOUT_MS);
    private final int seconds;
    private final long fxThreadId;
    private final List<Label> labels;
    /** Written on the FX thread, read between blocks: frames and the handler's wall nanos so far. */
    private volatile long frames;
    private volatile long handlerNanos;
    /** The characters of the last trace's answer. */
    private int lastChars;

    private TraceOverheadBenchmark(BenchScene scene, int seconds) {
        this.seconds = seconds;
        this.fxThreadId = FxThread.call(() -> Thread.currentThread().getId(), BenchToolkit.FX_TIMEOUT_MS);
        this.labels = FxThread.call(() -> {
            List<Label> half = new ArrayList<>();
            int i = 0;
            for (Node node : scene.stage().getScene().getRoot().lookupAll(".label")) {
                if (node instanceof Label label && i++ % 2 == 0) {
                    half.add(label);
                }
            }
            return half;
        }, BenchToolkit.FX_TIMEOUT_MS);
    }

    public static void main(String[] args) throws Exception {
        int size = 10_000;
        int seconds = 2;
        int rounds = 6;
        for (String arg : args) {
            if (arg.startsWith("--size=")) {
                size = Integer.parseInt(arg.substring("--size=".length()));
            } else if (arg.startsWith("--seconds=")) {
                seconds = Integer.parseInt(arg.substring("--seconds=".length()));
            } else if (arg.startsWith("--rounds=")) {
                rounds = Integer.parseInt(arg.substring("--rounds=".length()));
            }
        }
        int s = size;
        int secs = seconds;
        int r = rounds;
        BenchToolkit.run(() -> {
            BenchScene scene = BenchToolkit.show(s);
            new TraceOverheadBenchmark(scene, secs).print(scene, r);
        });
    }

    private void print(BenchScene scene, int rounds) {
        System.out.println("== A running trace's cost to the app (ui_trace's FxTracer on a moving scene) ==");
        System.out.printf(Locale.ROOT, "%s; %,d nodes, %,d labels change their text every frame; %d rounds of "
                        + "untraced and traced %d s blocks (A B B A); load average before: %.2f%n",
                BenchToolkit.platformLine(), scene.nodeCount(), labels.size(), rounds, seconds, os.getSystemLoadAverage());
        AnimationTimer timer = new AnimationTimer() {
            private long frame;

            @Override
            public void handle(long now) {
                long start = System.nanoTime();
                frame++;
                for (Label label : labels) {
                    label.setText("value " + frame);
                }
                handlerNanos += System.nanoTime() - start;
                frames++;
            }
        };
        FxThread.run(timer::start, BenchToolkit.FX_TIMEOUT_MS);
        List<Block> plain = new ArrayList<>();
        List<Block> traced = new ArrayList<>();
        int chars = 0;
        try {
            block(false); // untimed: the JIT compiles both paths first
            block(true);
            for (int round = 0; round < rounds; round++) {
                plain.add(block(false));
                traced.add(block(true));
                traced.add(block(true));
                plain.add(block(false));
            }
            chars = lastChars;
        } finally {
            FxThread.run(timer::stop, BenchToolkit.FX_TIMEOUT_MS);
        }
        System.out.printf(Locale.ROOT, ROW, "per frame, median / p90", "untraced", "traced", "ratio");
        System.out.println("  " + "-".repeat(74));
        row("block wall ms", plain, traced, Block::wallMs);
        row("frames per block", plain, traced, b -> b.frames);
        row("frames per second", plain, traced, Block::framesPerSecond);
        row("FX thread CPU us", plain, traced, Block::fxCpuPerFrameUs);
        row("app's frame handler us", plain, traced, Block::handlerPerFrameUs);
        row("process CPU us", plain, traced, Block::processCpuPerFrameUs);
        double fx = median(traced, Block::fxCpuPerFrameUs) / median(plain, Block::fxCpuPerFrameUs);
        double handler = median(traced, Block::handlerPerFrameUs) / median(plain, Block::handlerPerFrameUs);
        System.out.printf(Locale.ROOT, "  each trace's answer: %,d characters; load average after: %.2f%n", chars,
                os.getSystemLoadAverage());
        System.out.println("  [" + (fx <= GOAL_RATIO ? "met   " : "MISSED") + "] " + String.format(Locale.ROOT,
                "a running trace adds <= %.0f%% to the app's FX time per frame at %,d nodes: %+.1f%% (FX CPU), "
                        + "%+.1f%% (the app's handler, wall)", (GOAL_RATIO - 1) * 100, scene.nodeCount(),
                (fx - 1) * 100, (handler - 1) * 100));
    }

    /** One block of {@link #seconds}, traced for its whole span or not. */
    private Block block(boolean trace) {
        System.gc();
        long frames0 = frames;
        long handler0 = handlerNanos;
        long fx0 = threads.getThreadCpuTime(fxThreadId);
        long process0 = os.getProcessCpuTime();
        long wall0 = System.nanoTime();
        if (trace) {
            TraceResult result = tracer.trace(TraceRequest.ofMillis(seconds * 1_000));
            lastChars = result.text().length();
        } else {
            try {
                Thread.sleep(seconds * 1_000L);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("Interrupted", e);
            }
        }
        // the frame counters are read after the FX thread ran everything posted so far
        FxThread.call(() -> null, BenchToolkit.FX_TIMEOUT_MS);
        return new Block(frames - frames0, handlerNanos - handler0, threads.getThreadCpuTime(fxThreadId) - fx0,
                os.getProcessCpuTime() - process0, System.nanoTime() - wall0);
    }

    private static void row(String name, List<Block> plain, List<Block> traced, ToDoubleFunction<Block> f) {
        System.out.printf(Locale.ROOT, ROW, name, medianP90(plain, f), medianP90(traced, f),
                String.format(Locale.ROOT, "%.3f", median(traced, f) / median(plain, f)));
    }

    private static String medianP90(List<Block> blocks, ToDoubleFunction<Block> f) {
        double[] sorted = blocks.stream().mapToDouble(f).sorted().toArray();
        return String.format(Locale.ROOT, "%.0f / %.0f", percentile(sorted, 50), percentile(sorted, 90));
    }

    private static double median(List<Block> blocks, ToDoubleFunction<Block> f) {
        return percentile(blocks.stream().mapToDouble(f).sorted().toArray(), 50);
    }

    /** Nearest rank, as the other benchmarks. */
    private static double percentile(double[] sorted, int p) {
        return sorted[Math.max(0, (int) Math.ceil(p / 100.0 * sorted.length) - 1)];
    }

    private record Block(long frames, long handlerNanos, long fxCpuNanos, long processCpuNanos, long wallNanos) {

        double wallMs() {
            return wallNanos / 1e6;
        }

        double framesPerSecond() {
            return frames * 1e9 / wallNanos;
        }

        double fxCpuPerFrameUs() {
            return fxCpuNanos / 1e3 / Math.max(1, frames);
        }

        double handlerPerFrameUs() {
            return handlerNanos / 1e3 / Math.max(1, frames);
        }

        double processCpuPerFrameUs() {
            return processCpuNanos / 1e3 / Math.max(1, frames);
        }
    }
}
