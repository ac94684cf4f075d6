package io.github.mcpjavafx.debug.benchmarks;

import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.capture.SceneSnapshotter.SceneCapture;
import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.capture.SceneSnapshotter;
import io.github.mcpjavafx.debug.core.changes.ChangeTracker;
import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.QueryResult;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.model.SnapshotResult;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.model.UiSnapshot;
import io.github.mcpjavafx.debug.core.model.UiWindow;
import io.github.mcpjavafx.debug.core.model.WindowScope;
import io.github.mcpjavafx.debug.core.query.QueryService;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;

import java.util.List;

/**
 * The workloads the benchmark times, wired to the engine's services as {@code UiEngine} wires them
 * (shared uid registry, default snapshot options). Snapshots are timed in two places: the capture
 * on the FX thread (what the UI pays) and the whole call from the caller's thread (what an agent
 * waits for, text rendering included). Queries likewise: from the caller's thread, with their FX
 * hand-overs, and on the FX thread, where those run inline.
 */
final class CoreWorkloads {

    /** What the engine reads per call (pid, versions, main class): a few system properties, negligible. */
    private static final UiSnapshot.App APP = new UiSnapshot.App(ProcessHandle.current().pid(),
            System.getProperty("java.version"), System.getProperty("javafx.runtime.version"), CoreBenchmark.class.getName());

    private CoreWorkloads() {
    }

    /** @param fxTimeoutMs for the engine services' own FX-thread calls */
    static List<Workload<?>> all(long fxTimeoutMs) {
        // No result budget: the figures measure the engine on the whole scene, as they always have.
        SceneSnapshotter snapshotter = new SceneSnapshotter(UidRegistry.shared(), SnapshotOptions.defaults(), fxTimeoutMs,
                Integer.MAX_VALUE);
        QueryService queries = new QueryService(UidRegistry.shared(), fxTimeoutMs);
        RenderInput renderInput = new RenderInput(snapshotter);
        ChangeTracker changes = new ChangeTracker(new NodeReader(UidRegistry.shared()));
        // Looked up once per scene: a lookup walks the scene, which is no part of what is measured.
        java.util.Map<BenchScene, javafx.scene.control.Label> statusLabels = new java.util.IdentityHashMap<>();
        return List.of(
                BareTraversal.sceneGraph(),
                BareTraversal.logical(Measure.BARE_TRAVERSAL),
                BareTraversal.logical(Measure.BARE_TRAVERSAL_COLD),
                Workload.of(Measure.COMPACT_SNAPSHOT, Workload.Where.FX,
                        scene -> snapshotter.capture(snapshotRequest(scene, SnapshotRequest.Mode.COMPACT)),
                        capture -> new Workload.Outcome(listedNodes(capture.windows()), 0)),
                Workload.of(Measure.COMPACT_SNAPSHOT_COLD, Workload.Where.FX,
                        scene -> snapshotter.capture(snapshotRequest(scene, SnapshotRequest.Mode.COMPACT)),
                        capture -> new Workload.Outcome(listedNodes(capture.windows()), 0)),
                Workload.of(Measure.FULL_SNAPSHOT, Workload.Where.FX,
                        scene -> snapshotter.capture(snapshotRequest(scene, SnapshotRequest.Mode.FULL)),
                        capture -> new Workload.Outcome(listedNodes(capture.windows()), 0)),
                Workload.of(Measure.COMPACT_RENDER, Workload.Where.CALLER,
                        scene -> {
                            UiSnapshot snapshot = renderInput.of(scene).toSnapshot(APP);
                            return SceneSnapshotter.result(snapshot, SnapshotRequest.compact(), Integer.MAX_VALUE);
                        },
                        CoreWorkloads::describe),
                Workload.of(Measure.COMPACT_SNAPSHOT_CALL, Workload.Where.CALLER,
                        scene -> snapshotter.snapshot(snapshotRequest(scene, SnapshotRequest.Mode.COMPACT)),
                        CoreWorkloads::describe),
                Workload.of(Measure.FULL_SNAPSHOT_CALL, Workload.Where.CALLER,
                        scene -> snapshotter.snapshot(snapshotRequest(scene, SnapshotRequest.Mode.FULL)),
                        CoreWorkloads::describe),
                Workload.of(Measure.ID_QUERY, Workload.Where.CALLER,
                        scene -> queries.query(idQuery(scene)), CoreWorkloads::describe),
                Workload.of(Measure.ID_QUERY_FX, Workload.Where.FX,
                        scene -> queries.query(idQuery(scene)), CoreWorkloads::describe),
                Workload.of(Measure.TEXT_QUERY, Workload.Where.CALLER,
                        scene -> queries.query(textQuery(scene)), CoreWorkloads::describe),
                Workload.of(Measure.TEXT_QUERY_FX, Workload.Where.FX,
                        scene -> queries.query(textQuery(scene)), CoreWorkloads::describe),
                Workload.of(Measure.CONSEQUENCES, Workload.Where.FX,
                        scene -> consequences(changes, null), visited -> new Workload.Outcome(visited, 0)),
                Workload.of(Measure.CONSEQUENCES_ONE_LABEL, Workload.Where.FX,
                        scene -> consequences(changes, statusLabels.computeIfAbsent(scene, shown ->
                                (javafx.scene.control.Label) shown.stage().getScene().lookup("#status"))),
                        visited -> new Workload.Outcome(visited, 0)));
    }

    /**
     * An action's consequences as {@code ui_perform} reports them: the state before, then (when given)
     * {@code label}'s text changed, then what changed. Returns the nodes both looks read.
     */
    private static int consequences(ChangeTracker changes, javafx.scene.control.Label label) {
        ChangeTracker.Before before = changes.before();
        int visited = changes.lastVisited();
        if (label != null) {
            label.setText(label.getText().equals("Ready") ? "Order 1" : "Ready");
        }
        int changed = changes.after(before, List.of()).changed().size();
        if (label != null && changed != 1) {
            throw new IllegalStateException("The label's change was reported as " + changed + " changes");
        }
        return visited + changes.lastVisited();
    }

    /** The compact snapshot request of the scene's window, as {@code ui_get_snapshot {"stageIndex": i}} makes it. */
    static SnapshotRequest snapshotRequest(BenchScene scene, SnapshotRequest.Mode mode) {
        return SnapshotRequest.of(WindowScope.index(scene.stageIndex()), mode, null, null, null, null);
    }

    static QueryRequest idQuery(BenchScene scene) {
        return new QueryRequest(WindowScope.index(scene.stageIndex()),
                new QueryRequest.Selector(scene.idSelector(), null, null, null), null);
    }

    static QueryRequest textQuery(BenchScene scene) {
        return new QueryRequest(WindowScope.index(scene.stageIndex()),
                new QueryRequest.Selector(null, scene.uniqueText(), QueryRequest.TextMatch.CONTAINS, null), null);
    }

    /** Nodes listed in the captured windows' trees (what the text tree has one line each for). */
    static int listedNodes(List<UiWindow> windows) {
        int count = 0;
        for (UiWindow window : windows) {
            if (window.scene() != null && window.scene().root() != null) {
                count += count(window.scene().root());
            }
        }
        return count;
    }

    private static int count(UiNode node) {
        int n = 1;
        for (UiNode child : node.children()) {
            n += count(child);
        }
        return n;
    }

    private static Workload.Outcome describe(SnapshotResult result) {
        return new Workload.Outcome(listedNodes(result.snapshot().stages()), McpPipeline.utf8Bytes(result.text()));
    }

    private static Workload.Outcome describe(QueryResult result) {
        return new Workload.Outcome(result.total(), McpPipeline.utf8Bytes(result.text()));
    }


    /** One capture per scene, taken untimed, that the render workload turns into text again and again. */
    private static final class RenderInput {
        private final SceneSnapshotter snapshotter;
        private BenchScene scene;
        private SceneCapture capture;

        RenderInput(SceneSnapshotter snapshotter) {
            this.snapshotter = snapshotter;
        }

        SceneCapture of(BenchScene forScene) {
            if (scene != forScene) {
                capture = FxThread.call(() -> snapshotter.capture(snapshotRequest(forScene, SnapshotRequest.Mode.COMPACT)),
                        60_000);
                scene = forScene;
            }
            return capture;
        }
    }
}
