package io.github.mcpjavafx.debug.benchmarks;

import java.util.Arrays;

/**
 * The measured runs of one workload on one scene.
 *
 * @param workload what ran
 * @param fxNanos    time inside the FX lambda per run; {@code null} for {@link Workload.Where#CALLER} work
 * @param fxCpuNanos CPU time the FX thread spent in the lambda per run (no time waiting for a CPU, nor in
 *                   GC pauses); {@code null} for {@link Workload.Where#CALLER} work
 * @param e2eNanos   time the caller waited per run, hand-over to the FX thread included
 * @param fxAllocBytes bytes the FX thread allocated in the lambda per run (the same whatever the machine's load);
 *                   {@code null} for {@link Workload.Where#CALLER} work
 * @param outcome    what the last run produced
 */
record Timings(Workload<?> workload, long[] fxNanos, long[] fxCpuNanos, long[] e2eNanos, long[] fxAllocBytes,
               Workload.Outcome outcome) {

    /** Median bytes the FX thread allocated per run. */
    long fxAllocMedian() {
        long[] sorted = fxAllocBytes.clone();
        Arrays.sort(sorted);
        return sorted[(sorted.length - 1) / 2];
    }

    boolean hasFxTime() {
        return fxNanos != null;
    }

    double fxMedianMs() {
        return percentileMs(fxNanos, 50);
    }

    double fxP90Ms() {
        return percentileMs(fxNanos, 90);
    }

    double fxCpuMedianMs() {
        return percentileMs(fxCpuNanos, 50);
    }

    double e2eMedianMs() {
        return percentileMs(e2eNanos, 50);
    }

    double e2eP90Ms() {
        return percentileMs(e2eNanos, 90);
    }

    /** Nearest-rank percentile: an actual sample, never an interpolation between two. */
    static double percentileMs(long[] nanos, int percentile) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        int rank = (int) Math.ceil(percentile / 100.0 * sorted.length);
        return sorted[Math.max(0, rank - 1)] / 1_000_000.0;
    }
}
