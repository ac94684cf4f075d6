package io.github.mcpjavafx.debug.core;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.core.actions.ActionRunner;
import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.changes.AppErrors;
import io.github.mcpjavafx.debug.core.capture.SceneSnapshotter;
import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.highlight.Highlighter;
import io.github.mcpjavafx.debug.core.highlight.Onlookers;
import io.github.mcpjavafx.debug.core.inspect.NodeInspector;
import io.github.mcpjavafx.debug.core.marks.InteractiveMarks;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.ExportTestRequest;
import io.github.mcpjavafx.debug.core.model.ExportTestResult;
import io.github.mcpjavafx.debug.core.model.HighlightRequest;
import io.github.mcpjavafx.debug.core.model.HighlightResult;
import io.github.mcpjavafx.debug.core.model.LogsRequest;
import io.github.mcpjavafx.debug.core.model.LogsResult;
import io.github.mcpjavafx.debug.core.model.NodeRequest;
import io.github.mcpjavafx.debug.core.model.NodeResult;
import io.github.mcpjavafx.debug.core.model.PerformRequest;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.model.PickRequest;
import io.github.mcpjavafx.debug.core.model.PickResult;
import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.QueryResult;
import io.github.mcpjavafx.debug.core.model.ScreenshotRequest;
import io.github.mcpjavafx.debug.core.model.ScreenshotResult;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.model.SnapshotResult;
import io.github.mcpjavafx.debug.core.model.TraceRequest;
import io.github.mcpjavafx.debug.core.model.TraceResult;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.model.WaitRequest;
import io.github.mcpjavafx.debug.core.model.WaitResult;
import io.github.mcpjavafx.debug.core.pick.NodePicker;
import io.github.mcpjavafx.debug.core.query.NodeQueries;
import io.github.mcpjavafx.debug.core.query.QueryService;
import io.github.mcpjavafx.debug.core.query.TargetResolver;
import io.github.mcpjavafx.debug.core.recording.ActionRecorder;
import io.github.mcpjavafx.debug.core.recording.RecordedStep;
import io.github.mcpjavafx.debug.core.recording.SessionRecording;
import io.github.mcpjavafx.debug.core.recording.TestExporter;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.screenshot.ScreenshotTaker;
import io.github.mcpjavafx.debug.core.trace.FxTracer;
import io.github.mcpjavafx.debug.core.wait.UiWaiter;

import java.util.List;
import java.util.function.Supplier;

/**
 * Everything the tools do with the UI, as plain Java: the MCP layer only adapts. Safe to call
 * from any thread. Calls run one at a time, in arrival order ({@link CallTurn}): parallel clients queue here rather
 * than pile work onto the FX thread; a call waits for its turn while the one ahead gets on, and one that gets no
 * turn for the FX timeout of no progress (the one ahead is stuck behind a frozen UI) fails with {@code MCP_UI_TIMEOUT}
 * instead of waiting forever.
 */
public final class UiEngine implements AutoCloseable {

    private final McpJavafxConfig config;
    private final AppLog log;
    private final CallTurn turn = new CallTurn();
    private final SceneSnapshotter snapshots;
    private final NodeInspector nodes;
    private final QueryService queries;
    private final ScreenshotTaker screenshots;
    private final Highlighter highlights;
    private final ActionRunner actions;
    private final UiWaiter waits;
    private final NodePicker picks;
    private final FxTracer tracer;
    private final SessionRecording recording = new SessionRecording();
    private final ActionRecorder recorder;
    private final TestExporter exporter;

    /** An engine whose action results name no app exceptions (none are recorded), and whose log stays empty. */
    public UiEngine(McpJavafxConfig config) {
        this(config, AppErrors.NONE);
    }

    /** @param errors where the app's uncaught exceptions are recorded, named in action results */
    public UiEngine(McpJavafxConfig config, AppErrors errors) {
        this(config, errors, AppLog.none());
    }

    /** @param log the application's log: its exceptions are named in action results, {@link #logs} reads it */
    public UiEngine(McpJavafxConfig config, AppLog log) {
        this(config, log.errors(), log);
    }

    private UiEngine(McpJavafxConfig config, AppErrors errors, AppLog log) {
        this.config = config;
        this.log = log;
        UidRegistry uids = UidRegistry.shared();
        long timeout = config.fxTimeoutMs();
        this.recorder = new ActionRecorder(recording, timeout);
        TargetResolver targets = new TargetResolver(uids, new NodeQueries());
        this.snapshots = new SceneSnapshotter(uids, config.snapshotDefaults(), timeout, config.maxResultChars(),
                root -> targets.resolve(root, "root"));
        InteractiveMarks marks = new InteractiveMarks(snapshots, uids, config.maxResultChars());
        this.nodes = new NodeInspector(targets, new NodeReader(uids), timeout);
        this.queries = new QueryService(uids, timeout);
        this.screenshots = new ScreenshotTaker(targets, uids, marks, timeout);
        this.highlights = new Highlighter(targets, marks, uids, config.highlightActions() && Onlookers.possible(), timeout);
        this.waits = new UiWaiter(uids, timeout);
        this.picks = new NodePicker(uids, config.pickModifier(), timeout);
        this.tracer = new FxTracer(timeout);
        this.actions = new ActionRunner(targets, uids, waits, errors, highlights, recorder, timeout);
        this.exporter = new TestExporter(recording, actions::movesOnItsOwn, timeout);
    }

    public McpJavafxConfig config() {
        return config;
    }

    /** {@code ui_get_snapshot}. */
    public SnapshotResult snapshot(SnapshotRequest request) {
        return inTurn(() -> {
            observeMotion();
            return snapshots.snapshot(request);
        });
    }

    /** What the app changes on its own is looked at as the agent reads the UI before it acts. */
    private void observeMotion() {
        if (config.allowActions()) {
            actions.observe(config.fxTimeoutMs());
        }
    }

    /** {@code ui_query}. */
    public QueryResult query(QueryRequest request) {
        return inTurn(() -> {
            observeMotion();
            return queries.query(request);
        });
    }

    /** {@code ui_get_node}. */
    public NodeResult node(NodeRequest request) {
        return inTurn(() -> nodes.read(request));
    }

    /** {@code ui_perform}; refused with {@code MCP_UI_NOT_ENABLED} when actions are off. */
    public PerformResult perform(PerformRequest request) {
        if (!config.allowActions()) {
            throw actionsOff();
        }
        return inTurn(() -> actions.perform(request));
    }

    /** The refusal of {@code ui_perform} on a read-only server. */
    public static UiException actionsOff() {
        return new UiException(ErrorCode.MCP_UI_NOT_ENABLED, "Actions are switched off on this server "
                + "(read-only mode, mcp.ui.allow-actions=false): ui_perform is not available. Use ui_get_snapshot, "
                + "ui_query, ui_get_node and ui_screenshot to read the UI.");
    }

    /** {@code ui_wait}: holds no turn while it waits, so other calls (and the app) go on meanwhile. */
    public WaitResult await(WaitRequest request) {
        WaitResult result = waits.await(request);
        recording.add(List.of(recordedWait(request)));
        return result;
    }

    /** The wait's step, with whether it held before the last batch's actions; of unknown state when the UI does not answer. */
    private RecordedStep recordedWait(WaitRequest request) {
        try {
            return FxThread.call(() -> recorder.waited(request), config.fxTimeoutMs());
        } catch (UiException busy) {
            return new RecordedStep.Wait(request);
        }
    }

    /** {@code ui_trace} of a duration: like a wait, holds no turn, so the app and other calls go on while it traces. */
    public TraceResult trace(TraceRequest request) {
        return tracer.trace(request);
    }

    /** {@code ui_trace} around one {@code ui_perform} batch: from just before its first action to its answer. */
    public TraceResult trace(PerformRequest batch) {
        if (!config.allowActions()) {
            throw actionsOff();
        }
        return tracer.trace(() -> perform(batch));
    }

    /** {@code ui_export_test}: what was recorded since the server started or the last reset, as a TestFX test. */
    public ExportTestResult exportTest(ExportTestRequest request) {
        observeMotion(); // what moved since the session's last action: its checks are left out
        return exporter.export(request);
    }

    /** {@code ui_get_logs}: the app's log needs no FX thread, so it holds no turn. */
    public LogsResult logs(LogsRequest request) {
        return log.read(request);
    }

    /** {@code ui_pick}: like a wait, holds no turn while the person picks. */
    public PickResult pick(PickRequest request) {
        return picks.pick(request);
    }

    /**
     * Ends what still waits on the person (a pick) and gives the app its clicks back; the listeners that
     * follow the listed nodes' changes leave the app's nodes as they next fire.
     */
    @Override
    public void close() {
        picks.close();
        actions.close();
    }

    /** {@code ui_screenshot}. */
    public ScreenshotResult screenshot(ScreenshotRequest request) {
        return inTurn(() -> screenshots.take(request));
    }

    /** {@code ui_highlight}: draws over the app for a person watching, changes nothing in it; allowed read-only. */
    public HighlightResult highlight(HighlightRequest request) {
        return inTurn(() -> highlights.highlight(request));
    }

    private <T> T inTurn(Supplier<T> call) {
        // the app's long frames delay its answer, within bounds
        return turn.run(config.fxTimeoutMs(), () -> FxThread.asOneCall(config.fxTimeoutMs(), call));
    }
}
