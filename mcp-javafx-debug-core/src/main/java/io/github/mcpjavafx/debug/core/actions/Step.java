package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.changes.ChangeCauses;
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
import io.github.mcpjavafx.debug.core.scene.Ancestry;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.text.NodeLine;
import io.github.mcpjavafx.debug.core.wait.UiWaiter;
import javafx.animation.Animation;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;

import java.util.ArrayList;
import java.util.List;

/**
 * One action of a batch on its way through the stages, in order: resolve its nodes and act (one FX call: until it
 * returns nothing of the action happened), its continuations (each after the UI settled), settle (the UI idle, its
 * late effects awaited), look (the node it touched as it reads now, what moved), and its line. It carries what the
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

    /** How it ended, once {@link #run} returned or failed. */
    Outcome outcome() {
        return outcome;
    }

    /** What it changed in how nodes look or where content stands, which the watch of changes does not read. */
    List<String> looked() {
        return looked;
    }

    /**
     * Runs the stages.
     *
     * @throws Failed      when the step failed, with its outcome
     * @throws UiException when the UI did not answer before a wait that begins the batch
     */
    void run() {
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
        UiNode node;
        String effect;
        try {
            acted = continueAndSettle(acted);
            Look look = look(batch.awaitIdle());
            String late = "";
            if (look.awaitsLate()) {
                late = batch.lateEffects().await(look.moving(), batch.changes().causes(), batch.timeoutMs());
                look = look(false);
            }
            node = look.node();
            effect = effect(node, acted) + late;
        } catch (UiException failure) {
            throw failed(StopState.inputDelivered(action.type(), failure));
        }
        batch.told().acted(index, action, kind.pressedKey(action), acted.window());
        Touched was = touched;
        // what made the answer slow comes last, after what the action did
        outcome = new Outcome(index, action.type(), true, node == null ? null : UiRef.ofUid(node.uid()),
                OutcomeLine.ofChanged(index, action, was == null ? null : was.before(), node, "ok" + effect)
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

    /**
     * Runs the action's continuations, each once the robot's input was handled, and settles the UI after the last (when
     * the batch awaits idle): in the call that runs the last continuation, where it can, since each call onto the FX
     * thread waits its turn behind the pulse under way. The animations the app plays on its own are its own: no frame
     * is awaited for them (those the action started are its late effects); returns how it ended.
     */
    private RobotActions.Acted continueAndSettle(RobotActions.Acted acted) {
        boolean settle = batch.awaitIdle();
        boolean settled = !settle;
        while (acted.next() != null) {
            RobotActions.Continuation next = acted.next();
            // the robot's input must be handled before we look at its effect
            Continued continued = FxThread.awaitIdleThen(batch.timeoutMs(), false, () -> {
                RobotActions.Acted result = continued(next);
                return new Continued(result, result.next() == null && settle && FxThread.settleWithoutFrame(false));
            });
            acted = continued.acted();
            settled = !settle || continued.settled();
        }
        if (!settled) {
            FxThread.awaitIdle(batch.timeoutMs(), false);
        }
        return acted;
    }

    /** How a continuation ended, and whether the UI settled in the same call. */
    private record Continued(RobotActions.Acted acted, boolean settled) {
    }

    /** FX thread: runs a continuation; the line names the node that really got the input (the focus owner keys went to, say). */
    private RobotActions.Acted continued(RobotActions.Continuation next) {
        RobotActions.Acted result = animations.during(next::run); // what it changes or starts is the action's
        Touched was = touched;
        if (result.next() == null && result.node() != null
                && (was == null || !Ancestry.isAncestorOrSelf(was.node(), result.node()))) {
            touched = new Touched(result.node(), batch.reader().summary(result.node(), WindowList.showing()),
                    was == null ? null : was.pressed(), was == null ? null : was.scrolled());
        }
        return result;
    }

    /**
     * Whether the action has late effects to await: animations it started that still move, or threads it started that
     * still work; else the touched node as it reads now.
     */
    private record Look(boolean awaitsLate, List<Animation> moving, UiNode node) {
    }

    /**
     * Puts the windows' own dispatchers back, when no wait did it, and answers the animations the action started that
     * still move when {@code awaitLate}; when there are none (or it does not wait), the touched node as it reads now,
     * and the app's pulses are no longer counted: one call for both, as most actions start nothing that moves.
     */
    private Look look(boolean awaitLate) {
        StartedAnimations watch = animations;
        Touched acted = touched;
        AppPulses counted = pulses;
        ChangeCauses causes = batch.changes().causes();
        return FxThread.call(() -> {
            List<Animation> moving = LateEffects.moving(watch.end(), causes);
            if (awaitLate && (!moving.isEmpty() || !causes.threadsAtWork().isEmpty())) {
                return new Look(true, moving, null);
            }
            counted.stop();
            return new Look(false, List.of(), acted == null ? null : after(acted));
        }, batch.timeoutMs());
    }

    /** What the line adds to say where the press went, how far content moved, how a look or window change came out. */
    private String effect(UiNode node, RobotActions.Acted ended) {
        Touched acted = touched;
        String effect = "";
        if (acted != null) {
            ScrollPosition scrolled = acted.scrolled();
            effect = scrolled == null ? acted.effect() : FxThread.call(acted::effect, batch.timeoutMs());
            String moved = scrolled == null ? "" : FxThread.call(scrolled::moved, batch.timeoutMs());
            if (!moved.isEmpty()) {
                looked.add(NodeLine.of(node) + " " + moved);
            }
        }
        if (ended.said() != null) {
            effect += ended.said();
        }
        for (String look : ended.looks()) {
            looked.add((node == null ? "" : NodeLine.of(node) + " ") + look);
        }
        return effect;
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
            batch.told().acted(index, action, kind.pressedKey(action), null);
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
        UiNode now = batch.reader().summary(touched.node(), WindowList.showing());
        boolean shown = scene.getWindow() != null && scene.getWindow().isShowing();
        return shown || now.row() == null ? now : touched.before();
    }
}
