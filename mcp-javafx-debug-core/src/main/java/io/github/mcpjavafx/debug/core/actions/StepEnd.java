package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.changes.ChangeCauses;
import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.scene.Ancestry;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.text.NodeLine;
import javafx.animation.Animation;
import javafx.scene.Scene;

import java.util.List;
import java.util.concurrent.Callable;

/**
 * A step's stages after it acted, in as few turns on the FX thread as they can take, since each call onto the FX
 * thread waits its turn behind the pulse under way, which in an app of long frames is a frame long: its continuations,
 * each once the robot's input was handled; the settling after the last (the UI idle); and its end, in the call that
 * runs the last continuation where it can: the animations it started that still move (its late effects, awaited
 * apart), else the node it touched as it reads now, its line's additions, its input told to the batch's listener, and,
 * for the batch's last step, what the batch changed. The animations the app plays on its own are its own: no frame is
 * awaited for them.
 */
final class StepEnd {

    /**
     * One turn's outcome: the action as it continued, whether the step's turns ended with it, and then either the
     * animations it started that still move (its late effects, to await before it ends) or the touched node as it reads
     * now (nullable) with what its line adds.
     */
    record Ended(RobotActions.Acted acted, boolean over, List<Animation> moving, LateEffects.Watch watching, UiNode node,
                 String effect) {

        private static Ended goesOn(RobotActions.Acted acted) {
            return new Ended(acted, false, null, null, null, null);
        }
    }

    private final Step step;
    private final Step.Batch batch;
    private final BatchReport report;

    /** @param report what the batch changed, taken in the step's last turn; null unless it is the batch's last step */
    StepEnd(Step step, Step.Batch batch, BatchReport report) {
        this.step = step;
        this.batch = batch;
        this.report = report;
    }

    /**
     * Runs the action's continuations, settles the UI after the last (when the batch awaits idle: in the call that ran
     * the last, where no frame is needed) and ends the step in that same call; answers how it ended, or the late effects
     * to await first.
     */
    Ended after(RobotActions.Acted acted) {
        boolean settle = batch.awaitIdle();
        RobotActions.Acted last = acted;
        while (last.next() != null) {
            RobotActions.Continuation next = last.next();
            // the robot's input must be handled before we look at its effect
            Ended turn = FxThread.awaitIdleThen(batch.timeoutMs(), false, () -> {
                RobotActions.Acted result = continued(next);
                boolean ends = result.next() == null && (!settle || FxThread.settleWithoutFrame(false));
                return ends ? end(result, settle) : Ended.goesOn(result);
            });
            if (turn.over()) {
                return turn;
            }
            last = turn.acted();
        }
        RobotActions.Acted done = last; // no continuation, or the last needed a frame to settle
        return settle ? FxThread.awaitIdleThen(batch.timeoutMs(), false, () -> end(done, true))
                : FxThread.call(() -> end(done, false), batch.timeoutMs());
    }

    /** What ends the step once the late effects it had were awaited: FX thread, in the last call of that wait. */
    Callable<Ended> afterLateEffects(RobotActions.Acted acted) {
        return () -> end(acted, false);
    }

    /** FX thread: runs a continuation; the line names the node that really got the input (the focus owner keys went to, say). */
    private RobotActions.Acted continued(RobotActions.Continuation next) {
        RobotActions.Acted result = step.animations().during(next::run); // what it changes or starts is the action's
        Touched was = step.touched();
        if (result.next() == null && result.node() != null
                && (was == null || !Ancestry.isAncestorOrSelf(was.node(), result.node()))) {
            step.touched(new Touched(result.node(), batch.reader().summary(result.node(), WindowList.showing()),
                    was == null ? null : was.pressed(), was == null ? null : was.scrolled()));
        }
        return result;
    }

    /**
     * FX thread: puts the windows' own dispatchers back and answers the animations the action started that still move
     * (watched from here on), or threads it started that still work, when {@code awaitLate}; when there are none (or it does not wait), ends the
     * step: the app's pulses are no longer counted, the touched node is read as it is now, the input is told, and the
     * batch's report is taken when this is its last step.
     */
    private Ended end(RobotActions.Acted acted, boolean awaitLate) {
        ChangeCauses causes = batch.changes().causes();
        List<Animation> moving = LateEffects.moving(step.animations().end(), causes);
        boolean threadsAtWork = !causes.threadsAtWork().isEmpty(); // read once: a thread may end between two reads
        if (awaitLate && (!moving.isEmpty() || threadsAtWork)) {
            // watched from this call, not from one of their own, unless the threads the action started may start more
            LateEffects.Watch watching = threadsAtWork ? null : batch.lateEffects().watch(moving);
            return new Ended(acted, true, moving, watching, null, null);
        }
        step.pulses().stop();
        Touched touched = step.touched();
        UiNode node = touched == null ? null : now(touched, batch.reader());
        String effect = effect(touched, node, acted);
        step.toldActed(acted.window());
        if (report != null) {
            report.takeHere();
            if (report.changedNothing()) {
                effect += step.unanswered();
            }
        }
        return new Ended(acted, true, null, null, node, effect);
    }

    /** FX thread: what the line adds to say where the press went, how far content moved, how a look or window change came out. */
    private String effect(Touched touched, UiNode node, RobotActions.Acted ended) {
        String effect = "";
        if (touched != null) {
            effect = touched.effect();
            String moved = touched.scrolled() == null ? "" : touched.scrolled().moved();
            if (!moved.isEmpty()) {
                step.looked(NodeLine.of(node) + " " + moved);
            }
        }
        if (ended.said() != null) {
            effect += ended.said();
        }
        for (String look : ended.looks()) {
            step.looked((node == null ? "" : NodeLine.of(node) + " ") + look);
        }
        return effect;
    }

    /**
     * FX thread: the touched node as it reads now, or as it read before when it has left its window. A row of a list
     * whose window closed (a popup's) reads as it did before too: its list may have filled it with another item
     * meanwhile, which nobody sees (a searchable combo box's list shows every item again once it closed).
     */
    private static UiNode now(Touched touched, NodeReader reader) {
        Scene scene = touched.node().getScene();
        if (scene == null) {
            return touched.before();
        }
        UiNode now = reader.summary(touched.node(), WindowList.showing());
        boolean shown = scene.getWindow() != null && scene.getWindow().isShowing();
        return shown || now.row() == null ? now : touched.before();
    }
}
