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
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.model.UiRef;
import io.github.mcpjavafx.debug.core.model.WaitResult;
import io.github.mcpjavafx.debug.core.query.TargetResolver;
import io.github.mcpjavafx.debug.core.scene.Ancestry;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.text.ContainerName;
import io.github.mcpjavafx.debug.core.text.NodeLine;
import io.github.mcpjavafx.debug.core.wait.UiWaiter;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;

/**
 * Runs a {@code ui_perform} batch: checks every action first (bad input changes nothing), then
 * runs them in order, each as one call onto the FX thread that resolves the target and acts,
 * followed by a wait for the UI to settle. The first failure stops the batch.
 *
 * <p>Call it from any thread but the FX thread: robot input is handled by the FX thread only
 * after the call that produced it has returned, so the runner must hand the thread back between
 * steps.
 */
public final class ActionRunner {

    /** {@code details.state} of a timeout after an action's input went in. */
    static final String INPUT_DELIVERED = "INPUT_DELIVERED";
    /** Where the changes of a failed batch go: a replay checks only what a whole batch did. */
    private static final ActionObserver.Batch NOT_TOLD = ActionObserver.NONE.batchStarted();

    private final TargetResolver targets;
    private final NodeReader reader;
    private final long fxTimeoutMs;
    private final RobotActions actions; // FX thread only, like the Robot it holds
    private final ControlActions controls;
    private final LiveStyles styles;
    private final WindowChanges windows;
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
        this.lateEffects = new LateEffects(reader);
        this.fxTimeoutMs = fxTimeoutMs;
        NodeLabels labels = new NodeLabels(uids);
        TargetChecks checks = new TargetChecks(labels);
        this.actions = new RobotActions(labels, checks);
        this.controls = new ControlActions(labels, checks);
        this.styles = new LiveStyles(labels);
        this.windows = new WindowChanges(labels);
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
        Map<ActionSpec.Style, LocalStylesheet> sheets = ActionChecks.check(plan);
        checkSelectors(plan);
        long timeoutMs = request.timeoutMs() != null ? request.timeoutMs() : fxTimeoutMs;
        BatchStart start = new BatchStart();
        try {
            styles.stage(sheets);
            return runBatch(request, plan, start, timeoutMs);
        } finally {
            start.end(); // no step of the batch starts after this, so none looks for its stylesheet
            styles.unstage(sheets);
        }
    }

    private PerformResult runBatch(PerformRequest request, List<ActionSpec> plan, BatchStart start,
                                   long timeoutMs) {
        long errorMark = errors.mark();
        List<Outcome> outcomes = new ArrayList<>(plan.size());
        List<String> lines = new ArrayList<>(plan.size());
        List<String> looked = new ArrayList<>(); // what the actions changed in how nodes look or where content stands
        ActionObserver.Batch told = observer.batchStarted();
        for (int i = 0; i < plan.size(); i++) {
            ActionSpec action = plan.get(i);
            AtomicReference<Touched> touched = new AtomicReference<>();
            if (action instanceof ActionSpec.Wait wait) {
                String line;
                try {
                    if (!start.taken()) {
                        FxThread.run(start::take, timeoutMs);
                    }
                    line = awaitIn(i, wait, plan.size(), outcomes, start, errorMark, timeoutMs);
                } catch (UiException failure) {
                    told.ended(); // what ran before the failure happened all the same
                    throw failure;
                }
                told.waited(wait);
                outcomes.add(new Outcome(i, action.type(), true, null, line, null));
                lines.add(line);
                continue;
            }
            boolean delivered = false;
            UiNode node;
            String late = "";
            String effect = "";
            AtomicReference<StartedAnimations> animations = new AtomicReference<>();
            RobotActions.Acted ended = null;
            try {
                ended = run(i, action, touched, animations, start, told, timeoutMs);
                delivered = true;
                StartedAnimations watch = animations.get();
                if (request.awaitUiIdle()) {
                    FxThread.awaitIdle(timeoutMs);
                    late = lateEffects.await(watch, timeoutMs);
                }
                Touched acted = touched.get();
                node = FxThread.call(() -> {
                    watch.end(); // the windows' own dispatchers back, when no wait did it
                    return acted == null ? null : after(acted);
                }, timeoutMs);
                if (acted != null) {
                    ScrollPosition scrolled = acted.scrolled();
                    effect = scrolled == null ? acted.effect() : FxThread.call(acted::effect, timeoutMs);
                    String moved = scrolled == null ? "" : FxThread.call(scrolled::moved, timeoutMs);
                    if (!moved.isEmpty()) {
                        looked.add(NodeLine.of(node) + " " + moved);
                    }
                }
                if (ended.said() != null) { // how a look tried or a window changed came out
                    effect += ended.said();
                }
                for (String look : ended.looks()) {
                    looked.add((node == null ? "" : NodeLine.of(node) + " ") + look);
                }
            } catch (UiException failure) {
                StartedAnimations watch = animations.get();
                if (watch != null) {
                    Platform.runLater(watch::end); // the windows' own dispatchers back; nobody waits for it
                }
                UiException stopped = delivered ? inputDelivered(action, failure) : failure;
                if (INPUT_DELIVERED.equals(stopped.details().get("state"))) {
                    told.acted(i, action, keyName(action), null); // it happened: a replay does it too
                }
                UiNode before = touched.get() == null ? null : touched.get().before();
                Object reason = stopped.details().getOrDefault("reason", stopped.code().name());
                outcomes.add(new Outcome(i, action.type(), false, before == null ? null : UiRef.ofUid(before.uid()),
                        OutcomeLine.of(i, action, before, "failed, " + reason), stopped.toError()));
                told.ended(); // what ran before the failure happened all the same
                throw batchFailure(stopped, i, plan.size(), action, outcomes, changesSince(start, errorMark, timeoutMs));
            }
            told.acted(i, action, keyName(action), ended.window());
            Touched acted = touched.get();
            String line = OutcomeLine.ofChanged(i, action, acted == null ? null : acted.before(), node,
                    "ok" + effect + late);
            outcomes.add(new Outcome(i, action.type(), true, node == null ? null : UiRef.ofUid(node.uid()), line, null));
            lines.add(line);
        }
        List<AppErrors.Raised> raised = errors.since(errorMark);
        Changes tracked = changesSince(start, errorMark, raised, told, timeoutMs);
        // the watch reads what nodes say, not how they look or where their content stands: an action says that itself
        Changes changed = tracked == null || looked.isEmpty() ? tracked : tracked.withChangedFirst(looked);
        PerformResult.Steps steps = told.ended();
        if (steps != null) {
            lines.add(steps.first() == steps.last() ? "recorded as step " + steps.first() // for ui_export_test steps
                    : "recorded as steps " + steps.first() + ".." + steps.last());
        }
        String consequences = changed != null ? changed.text() // null: the UI did not answer after the actions
                : "What the actions changed is not known: the UI did not answer after them (the app may have ended it).";
        return new PerformResult(List.copyOf(outcomes), changed, String.join("\n", lines) + "\n" + consequences,
                raised.stream().flatMap(r -> r.seqs().stream()).collect(Collectors.toUnmodifiableSet()), steps);
    }

    /** The name of the key a {@code press_key} pressed; {@code null} for other actions. */
    private static String keyName(ActionSpec action) {
        return action instanceof ActionSpec.PressKey key ? KeyNames.key(key.key()).name() : null;
    }

    /**
     * The UI stopped answering while or after the action's input went in: the FX thread's "nothing was
     * changed" speaks of the call that was not picked up, not of the action, whose handlers ran or run.
     */
    private static UiException inputDelivered(ActionSpec action, UiException timeout) {
        if (timeout.code() != ErrorCode.MCP_UI_TIMEOUT || INPUT_DELIVERED.equals(timeout.details().get("state"))) {
            return timeout;
        }
        Map<String, Object> details = new LinkedHashMap<>(timeout.details());
        details.put("state", INPUT_DELIVERED);
        String said = timeout.getMessage();
        int activity = said.indexOf(" The FX thread is "); // FxThread.withActivity's sentence, kept
        return new UiException(ErrorCode.MCP_UI_TIMEOUT, "The " + action.type() + " reached the app, or was reaching it,"
                + " when the UI stopped answering: its handler ran, or may still be running, and may have changed the app."
                + " Take a snapshot to see the current state before acting again; the action is recorded for ui_export_test."
                + (activity < 0 ? "" : said.substring(activity)), details, timeout);
    }

    /**
     * A malformed css, regex or blank text anywhere in the batch is refused before the first action
     * runs, as {@link ActionParser} refuses the rest of bad input: a refused batch changes nothing.
     */
    private void checkSelectors(List<ActionSpec> plan) {
        for (int i = 0; i < plan.size(); i++) {
            ActionSpec action = plan.get(i);
            try {
                targets.check(action.target(), "target");
                if (action instanceof ActionSpec.Drag drag) {
                    targets.check(drag.to(), "to");
                }
                if (action instanceof ActionSpec.Wait wait) {
                    waiter.check(wait.request());
                }
                if (action instanceof ActionSpec.Window window && (window.width() != null || window.height() != null)) {
                    FxThread.run(() -> WindowChanges.requireOnScreen(window), fxTimeoutMs);
                }
            } catch (UiException refusal) {
                Map<String, Object> details = new LinkedHashMap<>(refusal.details());
                details.put("argument", "actions[" + i + "]." + details.get("argument"));
                details.put("actionIndex", i);
                details.put("actionType", action.type());
                throw new UiException(refusal.code(), "Action " + i + " (" + action.type() + ") "
                        + refusal.getMessage() + " Nothing was run.", details, refusal);
            }
        }
    }

    /** A wait of the batch: its line when it held; when it timed out, the batch's failure. */
    private String awaitIn(int index, ActionSpec.Wait wait, int size, List<Outcome> outcomes,
                           BatchStart start, long errorMark, long timeoutMs) {
        try {
            WaitResult result = waiter.await(wait.request());
            return OutcomeLine.of(index, wait, null, "ok after " + result.waitedMs() + " ms"
                    + (result.matches().isEmpty() ? "" : ", " + result.matches().get(0)));
        } catch (UiException failure) {
            outcomes.add(new Outcome(index, wait.type(), false, null,
                    OutcomeLine.of(index, wait, null, "failed, " + failure.code().name()), failure.toError()));
            throw batchFailure(failure, index, size, wait, outcomes, changesSince(start, errorMark, timeoutMs));
        }
    }

    /** What the batch changed so far; {@code null} when the UI is too busy to tell. */
    private Changes changesSince(BatchStart start, long errorMark, long timeoutMs) {
        return changesSince(start, errorMark, errors.since(errorMark), NOT_TOLD, timeoutMs);
    }

    /** ... and tells them to {@code told}, on the FX thread while their nodes are at hand. */
    private Changes changesSince(BatchStart start, long errorMark, List<AppErrors.Raised> raised,
                                 ActionObserver.Batch told, long timeoutMs) {
        if (!start.taken()) {
            return null; // the UI never answered: there is no state to compare with
        }
        List<String> lines = raised.stream().map(AppErrors.Raised::line).toList();
        AppErrors.Printed printed = errors.printedSince(errorMark);
        try {
            Changes changed = FxThread.call(() -> {
                ChangeTracker.Diff diff = changes.diff(start.state(), lines);
                told.changed(diff);
                return diff.changes();
            }, timeoutMs).withPrinted(printed.lines(), printed.more());
            told.printed(printed);
            return changed;
        } catch (UiException busy) {
            return null;
        }
    }

    /**
     * One step: resolve and act in one FX call (the batch's first call also takes its start), then
     * the action's continuations, each after the UI settled.
     */
    private RobotActions.Acted run(int index, ActionSpec action, AtomicReference<Touched> touched,
                                   AtomicReference<StartedAnimations> animations, BatchStart start,
                                   ActionObserver.Batch told, long timeoutMs) {
        RobotActions.Acted acted;
        try {
            acted = act(index, action, touched, animations, start, told, timeoutMs);
        } catch (UiException failure) {
            // Started and not finished: the action was under way, its handlers may be what holds the thread.
            throw "STILL_RUNNING".equals(failure.details().get("state")) ? inputDelivered(action, failure) : failure;
        }
        try {
            return continueAfter(acted, touched, timeoutMs);
        } catch (UiException failure) {
            throw inputDelivered(action, failure);
        }
    }

    /**
     * The step's one FX call that resolves the target and acts; until it returns, nothing of the action happened.
     * From then on {@code animations} notes the animations the action starts.
     */
    private RobotActions.Acted act(int index, ActionSpec action, AtomicReference<Touched> touched,
                                   AtomicReference<StartedAnimations> animations, BatchStart start,
                                   ActionObserver.Batch told, long timeoutMs) {
        return FxThread.call(() -> {
            start.take();
            Node target = action.target() == null ? null : targets.resolve(action.target());
            Node to = action instanceof ActionSpec.Drag drag && drag.to() != null ? targets.resolve(drag.to(), "to")
                    : null;
            if (target != null) {
                touched.set(describe(target)); // known before acting, so a failure can still name it
                told.aboutToAct(index, action, target, to);
                highlights.flash(target);
                if (action instanceof ActionSpec.Scroll) { // where its content stood: how far it moved is the scroll's effect
                    touched.set(touched.get().scrolling(ScrollPosition.of(target)));
                }
            }
            StartedAnimations started = StartedAnimations.watch(changes.causes());
            animations.set(started);
            RobotActions.Acted result = started.during(() -> action.accept(new ActionDispatch(actions, controls, styles,
                    windows, target, to)));
            if (target == null && result.node() != null) {
                touched.set(describe(result.node()));
            }
            if (action instanceof ActionSpec.Click && target != null) { // where the press went, when not its center
                Node part = ReactingPart.of(target);
                if (part != target) {
                    touched.set(touched.get().pressing(reader.summary(part, WindowList.showing())));
                    told.pressed(index, part);
                }
            }
            return result;
        }, timeoutMs);
    }

    /** Runs the action's continuations; returns how it ended. */
    private RobotActions.Acted continueAfter(RobotActions.Acted acted, AtomicReference<Touched> touched, long timeoutMs) {
        while (acted.next() != null) {
            FxThread.awaitIdle(timeoutMs); // the robot's input must be handled before we look at its effect
            RobotActions.Continuation next = acted.next();
            acted = FxThread.call(() -> {
                RobotActions.Acted result = next.run();
                Touched was = touched.get();
                // The line names the node that really got the input: the focus owner keys went to, say.
                if (result.next() == null && result.node() != null
                        && (was == null || !Ancestry.isAncestorOrSelf(was.node(), result.node()))) {
                    touched.set(new Touched(result.node(), reader.summary(result.node(), WindowList.showing()),
                            was == null ? null : was.pressed(), was == null ? null : was.scrolled()));
                }
                return result;
            }, timeoutMs);
        }
        return acted;
    }

    /** FX thread: the node and its line data, captured while the node is at hand. */
    private Touched describe(Node node) {
        return new Touched(node, reader.summary(node, WindowList.showing()), null, null);
    }

    /**
     * FX thread: the touched node as it reads now, or as it read before when it has left its window. A row of a list
     * whose window closed (a popup's) reads as it did before too: its list may have filled it with another item
     * meanwhile, which nobody sees (a searchable combo box's list shows every item again once it closed).
     */
    private UiNode after(Touched touched) {
        Scene scene = touched.node().getScene();
        if (scene == null) {
            return touched.before();
        }
        UiNode now = reader.summary(touched.node(), WindowList.showing());
        boolean shown = scene.getWindow() != null && scene.getWindow().isShowing();
        return shown || now.row() == null ? now : touched.before();
    }

    private static UiException batchFailure(UiException failure, int index, int size, ActionSpec action,
                                            List<Outcome> outcomes, Changes changed) {
        Map<String, Object> details = new LinkedHashMap<>(failure.details());
        if (failure.code() == ErrorCode.MCP_UI_INVALID_ARGUMENT) {
            Object inside = details.get("argument"); // target, to or selector: the action's own
            details.put("argument", "actions[" + index + "]" + (inside == null ? "" : "." + inside));
        }
        details.put("actionIndex", index);
        details.put("actionType", action.type());
        // The actions that ran before it; the failed one is this error itself, not repeated inside it.
        List<Outcome> before = outcomes.stream().filter(Outcome::ok).toList();
        if (!before.isEmpty()) {
            details.put("results", before);
        }
        String ran = index == 0 ? "nothing ran before it" : "actions 0.." + (index - 1) + " ran";
        String skipped = index == size - 1 ? "" : ", " + (size - index - 1) + " after it did not run";
        String sinceStart = "";
        if (changed != null && !changed.isEmpty()) {
            details.put("changes", changed);
            sinceStart = "\nChanged so far:\n" + changed.text();
        }
        UiException batch = new UiException(failure.code(), "Action " + index + " (" + action.type() + ") failed ("
                + ran + skipped + "): " + failure.getMessage() + sinceStart, details, failure.getCause());
        batch.setStackTrace(failure.getStackTrace());
        return batch;
    }

    /**
     * What a batch does before its first action, in the same FX call, so that an idle app is woken
     * once: highlights step out of the robot's way, and the UI's state is noted for the changes.
     * Taken on the FX thread; read on the caller's thread after that call returned.
     */
    private final class BatchStart {
        private volatile Runnable highlightsBack;
        private volatile ChangeTracker.Before state;

        /** FX thread: the first call takes the start, later ones find it taken. */
        void take() {
            if (state == null) {
                highlightsBack = highlights.stepAside();
                state = changes.before();
            }
        }

        boolean taken() {
            return state != null;
        }

        ChangeTracker.Before state() {
            return state;
        }

        /** Brings the highlights back after the batch's input; nobody waits for it. */
        void end() {
            if (highlightsBack != null) {
                Platform.runLater(highlightsBack);
            }
        }
    }

    /**
     * The node an action touched: the live node (FX thread only) and its line data before the action; where its
     * press went and where its content stood before a scroll, nullable.
     */
    private record Touched(Node node, UiNode before, UiNode pressed, ScrollPosition scrolled) {

        /** This touch, its press gone to {@code part} of the target rather than its center. */
        Touched pressing(UiNode part) {
            return new Touched(node, before, part, scrolled);
        }

        /** This touch, a scroll whose content stood at {@code position} before it (nullable: nothing scrolls there). */
        Touched scrolling(ScrollPosition position) {
            return new Touched(node, before, pressed, position);
        }

        /** What the action's line adds to say where its press went or how far its content moved (FX thread for a scroll). */
        String effect() {
            String said = pressed == null ? "" : ", pressed its " + ContainerName.name(pressed);
            return scrolled == null ? said : said + scrolled.movedSince();
        }
    }
}
