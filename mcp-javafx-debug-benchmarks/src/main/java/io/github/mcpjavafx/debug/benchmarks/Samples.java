package io.github.mcpjavafx.debug.benchmarks;

import io.github.mcpjavafx.debug.core.fx.FxThread;

import java.util.Arrays;
import java.util.function.Supplier;

/**
 * Timed runs of one step of the server benchmark: at least {@code warmup} untimed runs and
 * {@value #MIN_WARMUP_MS} ms, then {@code runs} timed ones.
 *
 * @param nanos each timed run
 * @param last  what the last run returned
 */
record Samples(long[] nanos, Object last) {

    private static final long MIN_WARMUP_MS = 500;

    /** Times {@code step} on the calling thread. */
    static Samples time(int warmup, int runs, Supplier<?> step) {
        System.gc();
        long warmUntil = System.nanoTime() + MIN_WARMUP_MS * 1_000_000;
        for (int i = 0; i < warmup || System.nanoTime() < warmUntil; i++) {
            step.get();
        }
        long[] nanos = new long[runs];
        Object last = null;
        for (int i = 0; i < runs; i++) {
            long start = System.nanoTime();
            last = step.get();
            nanos[i] = System.nanoTime() - start;
        }
        return new Samples(nanos, last);
    }

    /** Times {@code step} inside the FX thread (its FX calls then run inline): the UI's cost. */
    static Samples timeOnFx(int warmup, int runs, Supplier<?> step) {
        // A ring of the last `runs` FX times: the timed runs come last, so they are what it holds at the end.
        long[] inside = new long[runs];
        long[] count = {0};
        Object[] last = new Object[1];
        time(warmup, runs, () -> FxThread.call(() -> {
            long start = System.nanoTime();
            last[0] = step.get();
            inside[(int) (count[0]++ % runs)] = System.nanoTime() - start;
            return null;
        }, BenchToolkit.FX_TIMEOUT_MS));
        return new Samples(inside, last[0]);
    }

    /** These samples and one more run of {@code nanos}. */
    Samples with(long nanos) {
        long[] more = Arrays.copyOf(this.nanos, this.nanos.length + 1);
        more[more.length - 1] = nanos;
        return new Samples(more, null);
    }

    /** Sleeps {@code ms} between timed runs, as an agent's calls come seconds apart. */
    static void pause(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted", e);
        }
    }

    double medianMs() {
        return Timings.percentileMs(nanos, 50);
    }

    double p90Ms() {
        return Timings.percentileMs(nanos, 90);
    }

    String medianP90() {
        return ResultTable.ms(medianMs()) + " / " + ResultTable.ms(p90Ms());
    }
}
