package io.github.mcpjavafx.debug.benchmarks;

import java.util.List;

/**
 * The workloads the benchmark times. Each {@link Measure} without a workload here is printed as
 * {@code pending}: the table never shows a number that was not measured.
 */
final class CoreWorkloads {

    private CoreWorkloads() {
    }

    /** @param fxTimeoutMs for the engine services' own FX-thread calls */
    static List<Workload> all(long fxTimeoutMs) {
        return List.of(
                new BareTraversal()

                // TODO(integrator) COMPACT_SNAPSHOT, once core.capture.SceneSnapshotter exists. Run it on
                // the FX thread (Where.FX), so the FX-thread figure is the UI's whole cost: its own
                // FxThread.call then runs inline. If the snapshotter splits capture (FX) from text
                // rendering (any thread), time the capture step here and the whole call in a second,
                // Where.CALLER workload. Text bytes = the UTF-8 size of the text block an agent reads:
                //
                //   Workload.of(Measure.COMPACT_SNAPSHOT, Workload.Where.FX, scene -> {
                //       SnapshotResult r = snapshotter.snapshot(new SnapshotRequest(
                //               WindowScope.index(scene.stageIndex()), SnapshotRequest.Mode.COMPACT,
                //               null, null, null, null));
                //       return new Workload.Outcome(<nodes in r.snapshot()>,
                //               r.text().getBytes(StandardCharsets.UTF_8).length);
                //   })

                // TODO(integrator) FULL_SNAPSHOT: as above with SnapshotRequest.Mode.FULL.

                // TODO(integrator) ID_QUERY, once core.query.QueryService exists. Where.CALLER, as the
                // MCP layer calls it, so the figure is the agent's latency (FX hand-over included):
                //
                //   Workload.of(Measure.ID_QUERY, Workload.Where.CALLER, scene -> {
                //       QueryResult r = queries.query(new QueryRequest(WindowScope.index(scene.stageIndex()),
                //               new QueryRequest.Selector(scene.idSelector(), null, null, null), null));
                //       return new Workload.Outcome(r.total(), r.text().getBytes(StandardCharsets.UTF_8).length);
                //   })

                // TODO(integrator) TEXT_QUERY: as ID_QUERY with
                //   new QueryRequest.Selector(null, scene.uniqueText(), QueryRequest.TextMatch.CONTAINS, null)
        );
    }
}
