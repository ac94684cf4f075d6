package io.github.mcpjavafx.debug.benchmarks;

import io.github.mcpjavafx.debug.core.fx.FxThread;
import javafx.scene.Scene;

import java.util.Arrays;

/**
 * The app's pulses as the benchmark sees them, to tell a call's cost in the app's own frames: a post-layout pulse
 * listener on the app's scene (JavaFX's public API, which every pulse calls) notes when each pulse ended, for as long
 * as a block of calls runs. A call's pulses are those that ended while it ran; the app's frame is the median time
 * from one pulse to the next.
 */
final class AppPulseClock implements AutoCloseable {

    private final Scene scene;
    private final Runnable listener = this::pulsed;
    private long[] ends = new long[1024];
    private int count; // FX thread writes; read after a call onto the FX thread

    private AppPulseClock(Scene scene) {
        this.scene = scene;
    }

    static AppPulseClock on(Scene scene) {
        AppPulseClock clock = new AppPulseClock(scene);
        FxThread.run(() -> scene.addPostLayoutPulseListener(clock.listener), BenchToolkit.FX_TIMEOUT_MS);
        return clock;
    }

    private void pulsed() {
        if (count == ends.length) {
            ends = Arrays.copyOf(ends, count * 2);
        }
        ends[count++] = System.nanoTime();
    }

    /** The pulses that ended from {@code from} to {@code to} ({@link System#nanoTime}). */
    int between(long from, long to) {
        long[] seen = FxThread.call(() -> Arrays.copyOf(ends, count), BenchToolkit.FX_TIMEOUT_MS);
        int n = 0;
        for (long end : seen) {
            if (end >= from && end <= to) {
                n++;
            }
        }
        return n;
    }

    /** The median time from one pulse to the next, in ms, over pulses less than a second apart (the app idles otherwise). */
    double frameMs() {
        long[] seen = FxThread.call(() -> Arrays.copyOf(ends, count), BenchToolkit.FX_TIMEOUT_MS);
        long[] periods = new long[Math.max(0, seen.length - 1)];
        int n = 0;
        for (int i = 1; i < seen.length; i++) {
            long period = seen[i] - seen[i - 1];
            if (period < 1_000_000_000L) {
                periods[n++] = period;
            }
        }
        if (n == 0) {
            return Double.NaN;
        }
        long[] kept = Arrays.copyOf(periods, n);
        Arrays.sort(kept);
        return kept[(n - 1) / 2] / 1e6;
    }

    @Override
    public void close() {
        FxThread.run(() -> scene.removePostLayoutPulseListener(listener), BenchToolkit.FX_TIMEOUT_MS);
    }
}
