package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.core.fx.AnimationActivity;
import javafx.animation.Animation;
import javafx.application.Platform;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Who made a change while a batch of actions runs, told when the change is made, not learnt from how often
 * anyone looked: the batch, when the change is made while the app handles an action's own call or input
 * (each window's event dispatcher is watched, see {@code StartedAnimations}), or in a frame of an animation that
 * such handling started ({@link AnimationFrames}); the app on its own, when it is made in a frame of any other
 * animation, or by an {@code AnimationTimer} while the batch started none. A change the FX thread makes outside a
 * pulse and outside the batch's dispatch (a {@code runLater} task, a task's handler) is the app's own unless the batch
 * may have handed it on ({@link HandedOver}: while a task the dispatch posted may still run, or a thread it started
 * still works); what it may have handed on is judged by what was seen before ({@link OwnMotion}). A change in a layout
 * or CSS pass is the batch's when the batch changed the node or a node above it (a label's text cut to fit its new
 * value); else a layout pass's change is told by who made the parents it lays out need layout ({@link LayoutRequests}):
 * a gauge's value that its skin writes as it lays out a value the app's timer set is the app's own, whatever the load
 * and however often anyone looked. A CSS pass's change is of no known cause then: no public sign says which nodes a
 * CSS pass restyles (a table's cells it refreshes after a change the action made).
 *
 * <p>Where in a frame a change is made is read from the FX thread's stack ({@link ChangePhase}). A node that the app
 * changed on its own in the batch is its motion even when the batch changed it too: it is never the batch's effect.
 *
 * <p>Between {@link #begin} and {@link #end}; FX thread only ({@link #batchPrints} excepted).
 */
public final class ChangeCauses {

    /** What made a change: the batch, the app on its own, or nothing known. */
    enum Cause { ACTION, AMBIENT, UNKNOWN }

    /** The batch being told apart; a node's evidence is of this batch when it carries this number. */
    private long batch;
    private boolean active;
    /** The batch's own calls and input dispatches under way. */
    private int dispatching;
    /** The animation timers running when the outermost dispatch began. */
    private Object[] timersBefore;
    /** The batch started an animation timer: what timers change is no longer known to be the app's own. */
    private boolean startedTimer;
    private final LayoutRequests layouts = new LayoutRequests();
    private final AnimationFrames frames = new AnimationFrames(layouts::passesBegin);
    /** What the batch's dispatches handed on to run after them. */
    private final HandedOver handedOver = new HandedOver(this::startedByTasks, frames::frames, layouts);
    /** The animations that tasks the batch's dispatches posted started: awaited as its late effects. */
    private final List<Animation> startedByTasks = new ArrayList<>();
    private volatile boolean tasksStarted;
    /** What was so when the outermost dispatch began: what it posted and started is followed from that. */
    private HandedOver.Dispatch dispatched;

    /** A batch begins: from now on changes are told by their cause. */
    void begin() {
        end();
        batch++;
        active = true;
        startedTimer = false;
        dispatching = 0;
        handedOver.begin(batch);
        startedByTasks.clear();
        tasksStarted = false;
        frames.begin();
    }

    /** The batch's changes were told: the listeners come off. */
    void end() {
        if (!active) {
            return;
        }
        active = false;
        frames.end();
        layouts.clear();
    }

    /** The batch's own call, or the dispatch of an input event, begins: what it changes is the batch's. */
    public void actionBegins() {
        if (dispatching++ == 0 && active) {
            timersBefore = AnimationActivity.timersNow();
            dispatched = handedOver.dispatchBegins();
            layouts.dispatchBegins();
        }
    }

    /** ... and ends. */
    public void actionEnds() {
        if (--dispatching == 0 && active && timersBefore != null) {
            startedTimer |= AnimationActivity.timersStartedSince(timersBefore);
            timersBefore = null;
            handedOver.dispatchEnded(dispatched);
            dispatched = null;
            layouts.dispatchEnded();
        }
    }

    /**
     * The threads the batch's dispatches started that still work, within {@link HandedOver#LATE_MS} of their start:
     * what they hand back to the FX thread is the batch's late effect. Any thread.
     */
    public List<Thread> threadsAtWork() {
        return handedOver.atWork();
    }

    /** The late-effect window passed: what the threads the batch started post from now on is not its doing. FX thread. */
    public void lateWindowPassed() {
        handedOver.close();
    }

    /**
     * The animations that tasks the batch's dispatches posted started (a popover's fade-out that its ESCAPE's handler
     * posted), as far as their fences ran: awaited like those the dispatches started. FX thread.
     */
    public List<Animation> startedByTasks() {
        return List.copyOf(startedByTasks);
    }

    /** Whether tasks the batch's dispatches posted started an animation, as far as noted so far. Any thread. */
    public boolean tasksStartedAnimations() {
        return tasksStarted;
    }

    private void startedByTasks(List<Animation> animations) {
        if (active) {
            startedByTasks.addAll(animations);
            tasksStarted = true;
            started(animations);
        }
    }

    /** Animations the batch started while it handled an action: their frames' changes are the batch's. */
    public void started(Collection<Animation> animations) {
        if (active) {
            frames.ours(animations);
        }
    }

    /** Notes on {@code watched} what made the change of its facts that is being made now. */
    void witness(WatchedNode watched) {
        if (!active || watched.ambientIn == batch) {
            return; // motion once is motion for the batch: nothing the batch did makes it its effect
        }
        ChangePhase phase = ChangePhase.now();
        switch (cause(phase, watched)) {
            case ACTION -> {
                watched.causedIn = batch;
                if (phase == ChangePhase.ANIMATIONS) {
                    watched.lateIn = batch; // at an animation's frame, after the dispatch: a replay waits for it
                }
            }
            case AMBIENT -> watched.ambientIn = batch;
            default -> {
                if (phase == ChangePhase.ELSEWHERE) {
                    watched.handedIn = batch;
                }
            }
        }
    }

    /**
     * Whether the batch's changes to {@code watched} are the app's own motion ({@code TRUE}), the batch's
     * ({@code FALSE}), or of no known cause (null). Told only while a batch is being told apart.
     */
    Boolean moves(WatchedNode watched) {
        if (!active) {
            return null;
        }
        if (watched.ambientIn == batch) {
            return Boolean.TRUE;
        }
        return watched.causedIn == batch ? Boolean.FALSE : null;
    }

    /**
     * Whether the batch's change to {@code watched} came after its dispatch: in a frame of an animation it started, or
     * handed back by a thread it started. A replay waits for such a change before it checks it.
     */
    boolean cameLate(WatchedNode watched) {
        return active && (watched.lateIn == batch || watched.handedIn == batch);
    }

    /** Whether {@code watched}'s last batch changed it and the app did not (its later changes are that batch's). */
    boolean causedLast(WatchedNode watched) {
        return (watched.causedIn == batch || watched.handedIn == batch) && watched.ambientIn != batch && batch > 0;
    }

    /**
     * Whether a line the app prints now is the batch's: printed on the FX thread while the batch runs, but in a frame
     * of the app's own animations or animation timers (a countdown's "Alarm", a clock's tick). Those, and lines of
     * other threads, are printed meanwhile, not caused: listing them as the batch's consequence, or checking them in
     * a replay, would claim what the batch did not. Elsewhere on the FX thread a line is the batch's when printed while
     * it dispatches, by what it handed on ({@link HandedOver#open}), or in an input dispatch the batch let go on (the
     * code after a dialog's {@code showAndWait} that the batch's click on "Login" returned to); a line a task of another
     * thread prints (a tile's "Alarm" from its timer thread) is not. Cheap: it walks the stack only while a batch runs;
     * any thread.
     */
    public boolean batchPrints() {
        if (!Platform.isFxApplicationThread() || !active) {
            return false;
        }
        ChangePhase phase = ChangePhase.now();
        if (phase == ChangePhase.ANIMATIONS || phase == ChangePhase.TIMERS) {
            return cause(phase, null) != Cause.AMBIENT;
        }
        frames.outsideAnimations();
        return dispatching > 0 || handedOver.open() || ChangePhase.inInputDispatch();
    }

    private Cause cause(ChangePhase phase, WatchedNode watched) {
        switch (phase) {
            case ANIMATIONS:
                return frames.frameCause();
            case TIMERS:
                frames.outsideAnimations();
                return startedTimer ? Cause.UNKNOWN : Cause.AMBIENT;
            case LAYOUT:
                frames.outsideAnimations();
                return dispatching > 0 || causedAtOrAbove(watched) ? Cause.ACTION : layouts.causeOfPass(watched.node);
            case STYLE:
                frames.outsideAnimations();
                // no public sign tells which nodes a CSS pass restyles, nor for whom: a table's cells it refreshes
                return dispatching > 0 || causedAtOrAbove(watched) ? Cause.ACTION : Cause.UNKNOWN;
            default:
                frames.outsideAnimations();
                if (dispatching > 0) {
                    return Cause.ACTION;
                }
                // a node the batch changed that changes again (its "Loading…" turned "Loaded") may be its late effect
                return handedOver.open() || watched != null && watched.causedIn == batch ? Cause.UNKNOWN : Cause.AMBIENT;
        }
    }

    /** Whether the batch changed {@code watched}, or a node it is listed under: what a pass then changes is its effect. */
    private boolean causedAtOrAbove(WatchedNode watched) {
        for (WatchedNode at = watched; at != null; at = at.parent) {
            if (at.ambientIn != batch && (at.causedIn == batch || at.handedIn == batch)) {
                return true;
            }
        }
        return false;
    }
}
