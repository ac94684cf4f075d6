package io.github.mcpjavafx.debug.benchmarks;

import java.util.function.Function;

/**
 * One thing to time against a shown scene: the seam where engine services plug into the harness.
 * {@link Where#FX} work runs inside {@code FxThread.call} and is timed inside the FX lambda (the UI's
 * cost) and around the call (the caller's latency); {@link Where#CALLER} work runs on the
 * benchmark thread, as the MCP layer calls the engine, and gets the caller's latency only.
 * {@link #describe} turns the last run's result into an {@link Outcome} afterwards, untimed and
 * on the benchmark thread, so counting nodes or rendering text never lands in a measured figure.
 *
 * @param <R> what one run produces
 */
interface Workload<R> {

    /** Which figure this workload fills. */
    Measure measure();

    /** On which thread {@link #run} must be called. */
    Where where();

    /** One timed run against {@code scene}. */
    R run(BenchScene scene);

    /** What the run produced, measured after the timing; benchmark thread. */
    Outcome describe(R result);

    enum Where { FX, CALLER }

    /** A workload from lambdas: how engine services are plugged in. */
    static <R> Workload<R> of(Measure measure, Where where, Function<BenchScene, R> run, Function<R, Outcome> describe) {
        return new Workload<>() {
            @Override
            public Measure measure() {
                return measure;
            }

            @Override
            public Where where() {
                return where;
            }

            @Override
            public R run(BenchScene scene) {
                return run.apply(scene);
            }

            @Override
            public Outcome describe(R result) {
                return describe.apply(result);
            }
        };
    }

    /**
     * What one run produced, so the table can relate time to output.
     *
     * @param items     nodes visited, nodes listed in the snapshot, or matches
     * @param textBytes UTF-8 size of the text an agent would read, 0 when there is none
     */
    record Outcome(int items, long textBytes) {
    }
}
