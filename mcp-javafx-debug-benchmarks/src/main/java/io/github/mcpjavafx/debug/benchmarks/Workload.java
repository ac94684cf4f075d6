package io.github.mcpjavafx.debug.benchmarks;

/**
 * One thing to time against a shown scene: the seam where engine services plug into the harness.
 * {@link Where#FX} work runs inside {@code FxThread.call} and is timed inside the FX lambda (the UI's
 * cost) and around the call (the caller's latency); {@link Where#CALLER} work runs on the
 * benchmark thread, as the MCP layer calls the engine, and gets the caller's latency only.
 */
interface Workload {

    /** Which figure this workload fills. */
    Measure measure();

    /** On which thread {@link #run} must be called. */
    Where where();

    /** One run against {@code scene}. */
    Outcome run(BenchScene scene);

    enum Where { FX, CALLER }

    /** A workload from a lambda: how engine services are plugged in. */
    static Workload of(Measure measure, Where where, java.util.function.Function<BenchScene, Outcome> run) {
        return new Workload() {
            @Override
            public Measure measure() {
                return measure;
            }

            @Override
            public Where where() {
                return where;
            }

            @Override
            public Outcome run(BenchScene scene) {
                return run.apply(scene);
            }
        };
    }

    /**
     * What one run produced, so the table can relate time to output.
     *
     * @param items     nodes visited, nodes in the snapshot, or matches
     * @param textBytes UTF-8 size of the text an agent would read, 0 when there is none
     */
    record Outcome(int items, long textBytes) {
    }
}
