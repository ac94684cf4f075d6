package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.changes.ChangeTracker;
import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.highlight.Highlighter;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.PerformResult.Outcome;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.model.UiRef;
import io.github.mcpjavafx.debug.core.model.WaitRequest;
import io.github.mcpjavafx.debug.core.model.WaitResult;
import io.github.mcpjavafx.debug.core.query.TargetResolver;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.wait.UiWaiter;
import javafx.application.Platform;
import javafx.scene.Node;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One action of a batch on its way through the stages, in order: resolve its nodes and act (one FX call: until it
 * returns nothing of the action happened), its continuations (each after the UI settled), settle (the UI idle, its
 * late effects awaited), look (the node it touched as it reads now, what moved), and its line; {@link StepEnd} runs the
 * stages after the act in as few FX calls as they take (the batch's report in the last step's last). It carries what the
 * stages learn: the node it touched and how that read before, where its press went, where its content stood, the
 * animations it started. A wait goes through one stage: it is awaited, off the FX thread.
 */
final class Step {

    /** The robot's pointer and keys and the control APIs the actions act with; FX thread only. */
    record Hands(RobotActions robot, KeyboardActions keyboard, PointerGestures gestures, ControlActions controls,
                 LiveStyles styles, WindowChanges windows) {
    }

    /** What the steps of one batch share: the services they go through, the batch's start and listener, its limits. */
    record Batch(TargetResolver targets, NodeReader reader, Hands hands, Highlighter highlights, ChangeTracker changes,
                 LateEffects lateEffects, UiWaiter waiter, BatchStart start, ActionObserver.Batch told, long timeoutMs,
                 boolean awaitIdle) {
    }

    /** The step failed: its outcome, and the error the batch stops with. */
    static final class Failed extends RuntimeException {
        private final transient Outcome outcome;
        private final UiException error;

        private Failed(Outcome outcome, UiException error) {
            super(error.getMessage(), error, false, false);
            this.outcome = outcome;
            this.error = error;
        }

        Outcome outcome() {
            return outcome;
        }

        UiException error() {
            return error;
        }
    }

    private final int index;
    private final ActionSpec action;
    private final ActionKind<ActionSpec> kind;
    private final Batch batch;
    private Node target; // FX thread, while it acts
    private Node to;
    private volatile Touched touched;
    private volatile StartedAnimations animations;
    private volatile AppPulses pulses;
    private final List<String> looked = new ArrayList<>();
    private final AtomicBoolean told = new AtomicBoolean();
    private Outcome outcome;

    Step(int index, ActionSpec action, Batch batch) {
        this.index = index;
        this.action = action;
        this.kind = ActionKind.of(action);
        this.batch = batch;
    }

    /** The resolved target, null when the action has none. FX thread, while it acts. */
    Node target() {
        return target;
    }

    /** A drag's resolved drop target; null for other actions and for a drop at a point. FX thread, while it acts. */
    Node to() {
        return to;
    }

    /** What the action acts with: the robot's pointer and keys, the control APIs. FX thread only. */
    Hands hands() {
        return batch.hands();
    }

    /** FX thread, while it acts: the press went to {@code part} of the target rather than its center. */
    void pressed(Node part) {
        touched = touched.pressing(batch.reader().summary(part, WindowList.showing()));
        batch.told().pressed(index, part);
    }

    /** FX thread, while it acts: notes where the target's content stands, so that the line tells how far it moved. */
    void scrolling() {
        touched = touched.scrolling(ScrollPosition.of(target));
    }

    /** What it touched, as far as it knows; nullable. */
    /** FX thread: where the action's input went, when its batch changed nothing ({@link ActionKind#unanswered}). */
    String unanswered() {
        return kind.unanswered(action, target(), batch.reader());
    }

    Touched touched() {
        return touched;
    }

    /** FX thread: the node that really got the input, when it is not the one it touched first (the focus owner keys went to). */
    void touched(Touched now) {
        touched = now;
    }

    /** The animations and dispatches its input started, watched from the moment it acts. */
    StartedAnimations animations() {
        return animations;
    }

    /** The app's own pulses, counted from the moment it acts until it ends. */
    AppPulses pulses() {
        return pulses;
    }

    /** FX thread: notes what it changed in how a node looks or where content stands. */
    void looked(String line) {
        looked.add(line);
    }

    /** Tells the batch's listener that its input went in, once, whichever stage learns it first. */
    void toldActed(String window) {
        if (told.compareAndSet(false, true)) {
            batch.told().acted(index, action, kind.pressedKey(action), window);
        }
    }

    /** How it ended, once {@link #run} returned or failed. */
    Outcome outcome() {
        return outcome;
    }

    /** What it changed in how nodes look or where content stands, which the watch of changes does not read. */
    List<String> looked() {
        return looked;
    }

    /**
     * Runs the stages; the batch's last step takes the batch's {@code report} in its last turn on the FX thread.
     *
     * @param report what the batch changed, for its last step to take; null for the others
     * @throws Failed      when the step failed, with its outcome
     * @throws UiException when the UI did not answer before a wait that begins the batch
     */
    void run(BatchReport report) {
        WaitRequest wait = kind.awaits(action);
        if (wait != null) {
            await(wait);
            return;
        }
        RobotActions.Acted acted;
        try {
            acted = act();
        } catch (UiException failure) {
            // Started and not finished: the action was under way, its handlers may be what holds the thread.
            throw failed(StopState.STILL_RUNNING.in(failure) ? StopState.inputDelivered(action.type(), failure) : failure);
        }
        StepEnd.Ended ended;
        String late = "";
        try {
            StepEnd end = new StepEnd(this, batch, report);
            ended = end.after(acted);
            if (ended.moving() != null) { // its late effects, then its end in the last call of that wait
                LateEffects.Awaited<StepEnd.Ended> awaited = batch.lateEffects().await(ended.moving(), ended.watching(),
                        batch.changes().causes(), batch.timeoutMs(), end.afterLateEffects(ended.acted()));
                late = awaited.said();
                ended = awaited.then();
            }
        } catch (UiException failure) {
            throw failed(StopState.inputDelivered(action.type(), failure));
        }
        UiNode node = ended.node();
        Touched was = touched;
        // what made the answer slow comes last, after what the action did
        outcome = new Outcome(index, action.type(), true, node == null ? null : UiRef.ofUid(node.uid()),
                OutcomeLine.ofChanged(index, action, was == null ? null : was.before(), node, "ok" + ended.effect() + late)
                        + pulses.clause(), null);
    }

    /** A wait of the batch: its line when it held. */
    private void await(WaitRequest wait) {
        if (!batch.start().taken()) {
            FxThread.run(batch.start()::take, batch.timeoutMs());
        }
        WaitResult result;
        try {
            result = batch.waiter().await(wait);
        } catch (UiException failure) {
            throw new Failed(new Outcome(index, action.type(), false, null,
                    OutcomeLine.of(index, action, null, "failed, " + failure.code().name()), failure.toError()), failure);
        }
        batch.told().waited(wait);
        outcome = new Outcome(index, action.type(), true, null, OutcomeLine.of(index, action, null, "ok after "
                + result.waitedMs() + " ms" + (result.matches().isEmpty() ? "" : ", " + result.matches().get(0))), null);
    }

    /** Resolve and act, in one FX call (the batch's first also takes its start); from then on the animations it starts are noted. */
    private RobotActions.Acted act() {
        return FxThread.call(() -> {
            batch.start().take();
            target = action.target() == null ? null : batch.targets().resolve(action.target());
            Target drop = kind.dropTarget(action);
            to = drop == null ? null : batch.targets().resolve(drop, "to");
            if (target != null) {
                touched = describe(target); // known before acting, so a failure can still name it
                batch.told().aboutToAct(index, action, target, to);
                batch.highlights().flash(target);
            }
            StartedAnimations started = StartedAnimations.watch(batch.changes().causes());
            animations = started;
            pulses = AppPulses.count();
            RobotActions.Acted result = started.during(() -> kind.run(action, this));
            if (target == null && result.node() != null) {
                touched = describe(result.node());
            }
            return result;
        }, batch.timeoutMs());
    }

    /** The failed step's outcome; its input told to the recording when it went in (a replay does it too). */
    private Failed failed(UiException stopped) {
        StartedAnimations watch = animations;
        AppPulses counted = pulses;
        if (watch != null) {
            Platform.runLater(() -> { // the windows' own dispatchers back, the pulses no longer counted; nobody waits for it
                watch.end();
                if (counted != null) {
                    counted.stop();
                }
            });
        }
        if (StopState.INPUT_DELIVERED.in(stopped)) {
            toldActed(null);
        }
        Touched was = touched;
        UiNode before = was == null ? null : was.before();
        Object reason = stopped.details().getOrDefault("reason", stopped.code().name());
        return new Failed(new Outcome(index, action.type(), false, before == null ? null : UiRef.ofUid(before.uid()),
                OutcomeLine.of(index, action, before, "failed, " + reason), stopped.toError()), stopped);
    }

    /** FX thread: the node and its line data, captured while the node is at hand. */
    private Touched describe(Node node) {
        return new Touched(node, batch.reader().summary(node, WindowList.showing()), null, null);
    }
}
