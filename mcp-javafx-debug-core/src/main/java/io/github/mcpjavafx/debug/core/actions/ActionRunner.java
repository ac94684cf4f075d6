package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.changes.AppErrors;
import io.github.mcpjavafx.debug.core.changes.ChangeTracker;
import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.highlight.Highlighter;
import io.github.mcpjavafx.debug.core.looks.LocalStylesheet;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.Changes;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.PerformRequest;
import io.github.mcpjavafx.debug.core.model.PerformResult.Outcome;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.query.TargetResolver;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.wait.UiWaiter;
import javafx.application.Platform;
import javafx.scene.Node;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Runs a {@code ui_perform} batch: checks every action first (bad input changes nothing), then
 * runs them in order, each a {@link Step} through its stages (resolve and act in one call onto the FX
 * thread, continuations, settle, look, line); then tells what the batch changed. The first failure
 * stops the batch.
 *
 * <p>Call it from any thread but the FX thread: robot input is handled by the FX thread only
 * after the call that produced it has returned, so the runner must hand the thread back between
 * steps.
 */
public final class ActionRunner {

    private final TargetResolver targets;
    private final NodeReader reader;
    private final long fxTimeoutMs;
    private final Step.Hands hands; // FX thread only, like the Robot it holds
    private final UiWaiter waiter;
    private final AppErrors errors;
    private final ChangeTracker changes;
    private final Highlighter highlights;
    private final ActionObserver observer;
    private final LateEffects lateEffects;

    /**
     * @param targets     resolves each action's target
     * @param uids        names the nodes acted on in results and errors
     * @param highlights  flashes each target before it is acted on, and moves highlights out of the robot's way
     * @param observer    told what each batch did (the session recording listens)
     * @param fxTimeoutMs the default time each FX-thread step may take
     */
    public ActionRunner(TargetResolver targets, UidRegistry uids, UiWaiter waiter, AppErrors errors,
                        Highlighter highlights, ActionObserver observer, long fxTimeoutMs) {
        this.targets = targets;
        this.highlights = highlights;
        this.observer = observer;
        this.waiter = waiter;
        this.errors = errors;
        this.reader = new NodeReader(uids);
        this.changes = new ChangeTracker(reader);
        errors.printsToldBy(changes.causes()); // a line printed meanwhile is no action's: neither listed nor checked
        this.lateEffects = new LateEffects(reader);
        this.fxTimeoutMs = fxTimeoutMs;
        NodeLabels labels = new NodeLabels(uids);
        TargetChecks checks = new TargetChecks(labels);
        RobotActions robot = new RobotActions(labels, checks);
        this.hands = new Step.Hands(robot, new KeyboardActions(labels, checks, robot),
                new PointerGestures(labels, checks, robot), new ControlActions(labels, checks), new LiveStyles(labels),
                new WindowChanges(labels));
    }

    /**
     * Looks at the UI while no action runs, so that the next action's result tells what it changed from what
     * changes on its own (see {@link ChangeTracker#observe}). Called as the agent reads the UI; a busy UI is
     * left alone (the read that follows says so).
     */
    public void observe(long timeoutMs) {
        try {
            FxThread.run(changes::observe, timeoutMs);
        } catch (UiException busy) {
            // the agent's read reports the busy UI itself
        }
    }

    /** Whether a node, or something in it, changes on its own: see {@link ChangeTracker#movesOnItsOwn}. FX thread. */
    public boolean movesOnItsOwn(Node node) {
        return changes.movesOnItsOwn(node);
    }

    /** Stops following changes: see {@link ChangeTracker#close}. */
    public void close() {
        changes.close();
    }

    /**
     * Runs the batch. On success every outcome is {@code ok}; otherwise throws the failing step's
     * {@link UiException} (usually {@code MCP_UI_ACTION_FAILED}) with {@code actionIndex},
     * {@code actionType} and {@code results} (the outcomes so far, the failed one last) added to
     * its details. Input that cannot run fails with {@code MCP_UI_INVALID_ARGUMENT} before
     * anything has run.
     */
    public PerformResult perform(PerformRequest request) {
        if (Platform.isFxApplicationThread()) {
            throw new UiException(ErrorCode.MCP_UI_INTERNAL, "ui_perform was called on the FX thread, which must "
                    + "be free to handle the robot's input between steps; call it from another thread.");
        }
        List<ActionSpec> plan = request.actions();
        Map<ActionSpec, LocalStylesheet> sheets = ActionChecks.check(plan);
        ActionChecks.checkSelectors(plan, targets, waiter, fxTimeoutMs);
        long timeoutMs = request.timeoutMs() != null ? request.timeoutMs() : fxTimeoutMs;
        BatchStart start = new BatchStart(highlights, changes);
        try {
            hands.styles().stage(sheets);
            return runBatch(request, start, timeoutMs);
        } finally {
            start.end(); // no step of the batch starts after this, so none looks for its stylesheet
            hands.styles().unstage(sheets);
        }
    }

    /** Each action as a {@link Step} through its stages, in order; then what the batch changed. */
    private PerformResult runBatch(PerformRequest request, BatchStart start, long timeoutMs) {
        List<ActionSpec> plan = request.actions();
        ActionObserver.Batch told = observer.batchStarted();
        BatchReport report = new BatchReport(errors, errors.mark(), changes, start, told);
        Step.Batch batch = new Step.Batch(targets, reader, hands, highlights, changes, lateEffects, waiter, start, told,
                timeoutMs, request.awaitUiIdle());
        List<Outcome> outcomes = new ArrayList<>(plan.size());
        List<String> looked = new ArrayList<>(); // what the actions changed in how nodes look or where content stands
        for (int i = 0; i < plan.size(); i++) {
            Step step = new Step(i, plan.get(i), batch);
            try {
                step.run(i == plan.size() - 1 ? report : null); // the last takes the report in its last FX turn
            } catch (Step.Failed failed) {
                outcomes.add(failed.outcome());
                Changes changed = report.ofFailedBatch().changes(timeoutMs);
                told.ended(); // what ran before the failure happened all the same
                throw BatchFailure.of(failed.error(), i, plan, outcomes, changed);
            } catch (UiException unanswered) { // before the batch's first step took its start
                told.ended();
                throw unanswered;
            }
            outcomes.add(step.outcome());
            looked.addAll(step.looked());
        }
        List<String> lines = outcomes.stream().map(Outcome::line).collect(Collectors.toCollection(ArrayList::new));
        Changes tracked = report.changes(timeoutMs);
        List<AppErrors.Raised> raised = report.raised();
        // the watch reads what nodes say, not how they look or where their content stands: an action says that itself
        Changes changed = tracked == null || looked.isEmpty() ? tracked : tracked.withChangedFirst(looked);
        PerformResult.Steps steps = told.ended();
        if (steps != null) {
            lines.add("recorded as " + steps); // for ui_export_test steps
        }
        String consequences = changed != null ? changed.text() // null: the UI did not answer after the actions
                : "What the actions changed is not known: the UI did not answer after them (the app may have ended it).";
        return new PerformResult(List.copyOf(outcomes), changed, String.join("\n", lines) + "\n" + consequences,
                raised.stream().flatMap(r -> r.seqs().stream()).collect(Collectors.toUnmodifiableSet()), steps);
    }
}
