package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.core.fx.AnimationActivity;
import io.github.mcpjavafx.debug.core.fxinternals.FxThreadFrames;
import io.github.mcpjavafx.debug.core.fxinternals.ToolkitFrames;
import javafx.animation.Animation;
import javafx.application.Platform;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.beans.property.ReadOnlyProperty;
import javafx.scene.Scene;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Who made a change while a batch of actions runs, told when the change is made, not learnt from how often
 * anyone looked: the batch, when the change is made while the app handles an action's own call or input
 * (each window's event dispatcher is watched, see {@code StartedAnimations}), or in a frame of an animation that
 * such handling started (or that one of those started in turn: a fade whose end hides a popup, a pause whose end
 * says "Saved"); the app on its own, when it is made in a frame of any other animation, or by an
 * {@code AnimationTimer} while the batch started none. A change the FX thread makes outside a pulse and outside the
 * batch's dispatch (a {@code runLater} task, a task's handler) is the app's own unless the batch may have handed it on
 * ({@link HandedOver}: while a task the dispatch posted may still run, or a thread it started still works); what it
 * may have handed on is judged by what was seen before ({@link OwnMotion}). A change in a layout or CSS pass is the
 * batch's when the batch changed the node or a node above it (a label's text cut to fit its new value); else it is
 * judged by what was seen before too (a table's rows that a filter refills in the next layout: nothing above them
 * changed).
 *
 * <p>Where in a frame a change is made is read from the FX thread's stack (JavaFX plays its animations, then
 * its animation timers, from its primary timer), and which animation's frame it is from the animations' own
 * {@code currentTime}, which an animation sets before it moves anything and runs its handlers in a frame; the
 * first scene's pre-layout pulse listener ends the animations of a frame. A node that the app changed on its own
 * in the batch is its motion even when the batch changed it too: it is never the batch's effect.
 *
 * <p>Between {@link #begin} and {@link #end}; FX thread only ({@link #batchPrints} excepted).
 */
public final class ChangeCauses {

    /** What made a change: the batch, the app on its own, or nothing known. */
    enum Cause { ACTION, AMBIENT, UNKNOWN }

    /**
     * Frames looked through for the primary timer: a handler's change is some tens of frames above it, a custom
     * control's skin that lays out its parts in a listener some hundreds.
     */
    private static final int STACK_DEPTH = 1024;
    private static final StackWalker STACK = StackWalker.getInstance();

    /** The batch being told apart; a node's evidence is of this batch when it carries this number. */
    private long batch;
    private boolean active;
    /** The batch's own calls and input dispatches under way. */
    private int dispatching;
    /** The animation timers running when the outermost dispatch began. */
    private Object[] timersBefore;
    /** The batch started an animation timer: what timers change is no longer known to be the app's own. */
    private boolean startedTimer;
    /** The animations the batch started, directly or through one of them. */
    private final Set<Animation> ours = identitySet();
    /** The animations whose frames are followed, each once. */
    private final Set<Animation> followed = identitySet();
    /** The animation whose frame plays now; null outside a frame's animations or before the first followed one. */
    private Animation playing;
    /** What played when a frame of one of ours began: what its handlers start is ours too. */
    private Object[] beforeOurFrame;
    /** Known to be in a frame's animations (read from the stack once a frame, until they are over). */
    private boolean inAnimations;
    private final InvalidationListener frameBegins = this::frameBegins;
    private final Runnable animationsOver = this::animationsOver;
    private final List<Scene> scenes = new ArrayList<>();
    /** What the batch's dispatches handed on to run after them. */
    private final HandedOver handedOver = new HandedOver(this::startedByTasks, this::frames);
    /** Frames whose animations ran while batches were told apart. */
    private long frames;
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
        follow(AnimationActivity.playing());
        followScenes();
    }

    /** The batch's changes were told: the listeners come off. */
    void end() {
        if (!active) {
            return;
        }
        active = false;
        for (Animation animation : followed) {
            animation.currentTimeProperty().removeListener(frameBegins);
        }
        followed.clear();
        ours.clear();
        playing = null;
        beforeOurFrame = null;
        inAnimations = false;
        for (Scene scene : scenes) {
            scene.removePreLayoutPulseListener(animationsOver);
        }
        scenes.clear();
    }

    /** The batch's own call, or the dispatch of an input event, begins: what it changes is the batch's. */
    public void actionBegins() {
        if (dispatching++ == 0 && active) {
            timersBefore = AnimationActivity.timersNow();
            dispatched = handedOver.dispatchBegins();
        }
    }

    /** ... and ends. */
    public void actionEnds() {
        if (--dispatching == 0 && active && timersBefore != null) {
            startedTimer |= AnimationActivity.timersStartedSince(timersBefore);
            timersBefore = null;
            handedOver.dispatchEnded(dispatched);
            dispatched = null;
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
        if (!active) {
            return;
        }
        ours.addAll(animations);
        follow(animations);
    }

    /** Notes on {@code watched} what made the change of its facts that is being made now. */
    void witness(WatchedNode watched) {
        if (!active || watched.ambientIn == batch) {
            return; // motion once is motion for the batch: nothing the batch did makes it its effect
        }
        Phase phase = phase();
        Cause decided = cause(phase, watched);
        switch (decided) {
            case ACTION -> {
                watched.causedIn = batch;
                if (phase == Phase.ANIMATIONS) {
                    watched.lateIn = batch; // at an animation's frame, after the dispatch: a replay waits for it
                }
            }
            case AMBIENT -> watched.ambientIn = batch;
            default -> {
                if (phase == Phase.ELSEWHERE) {
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
        Phase phase = phase();
        if (phase == Phase.ANIMATIONS || phase == Phase.TIMERS) {
            return cause(phase, null) != Cause.AMBIENT;
        }
        outsideAnimations();
        return dispatching > 0 || handedOver.open() || inInputDispatch();
    }

    /** Whether the FX thread runs an input event's handling now, not one a nested event loop holds below it. */
    private static boolean inInputDispatch() {
        return STACK.walk(frames -> {
            for (StackWalker.StackFrame frame : (Iterable<StackWalker.StackFrame>) frames.limit(STACK_DEPTH)::iterator) {
                if (FxThreadFrames.deliversInput(frame.getClassName(), frame.getMethodName())) {
                    return true;
                }
                if (FxThreadFrames.waitsForWork(frame.getClassName(), frame.getMethodName())) {
                    return false; // a nested loop runs what is above: a dialog shows, the dispatch below waits for it
                }
            }
            return false;
        });
    }

    private Cause cause(Phase phase, WatchedNode watched) {
        switch (phase) {
            case ANIMATIONS:
                if (playing == null) {
                    return Cause.AMBIENT; // a frame before any animation followed: none of the batch's (each is)
                }
                return ours.contains(playing) ? Cause.ACTION : Cause.AMBIENT;
            case TIMERS:
                outsideAnimations();
                return startedTimer ? Cause.UNKNOWN : Cause.AMBIENT;
            case PASS:
                outsideAnimations();
                // a table's rows refilled in the layout after a filter the action typed: nothing above them changed
                return dispatching > 0 || causedAtOrAbove(watched) ? Cause.ACTION : Cause.UNKNOWN;
            default:
                outsideAnimations();
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

    /**
     * Where on the FX thread a change is made: in a frame's animations, in its animation timers, in a pulse's or an
     * on-demand layout or CSS pass, or elsewhere (a dispatch, a {@code runLater} task).
     */
    private enum Phase { ANIMATIONS, TIMERS, PASS, ELSEWHERE }

    private static Phase phase() {
        return STACK.walk(frames -> {
            boolean timer = false;
            boolean pass = false;
            for (StackWalker.StackFrame frame : (Iterable<StackWalker.StackFrame>) frames.limit(STACK_DEPTH)::iterator) {
                String type = frame.getClassName();
                if (ToolkitFrames.isAnimationTimer(type)) {
                    timer = true;
                } else if (ToolkitFrames.isPrimaryTimer(type)) {
                    return timer ? Phase.TIMERS : Phase.ANIMATIONS;
                } else if (!pass && ToolkitFrames.isScenePass(type, frame.getMethodName())) {
                    pass = true;
                }
            }
            return pass ? Phase.PASS : Phase.ELSEWHERE;
        });
    }

    /** A followed animation's time was set: in a frame's animations, its frame begins. */
    private void frameBegins(Observable time) {
        if (!active || !(((ReadOnlyProperty<?>) time).getBean() instanceof Animation animation) || animation == playing) {
            return;
        }
        if (!inAnimations) {
            if (phase() != Phase.ANIMATIONS) {
                return; // played, stopped or moved by the app's code: not a frame of its own
            }
            inAnimations = true;
        }
        framePlayed();
        playing = animation;
        if (ours.contains(animation)) {
            beforeOurFrame = AnimationActivity.playingNow();
        }
    }

    /** The frame of the animation that played ends: what one of ours started meanwhile is ours. */
    private void framePlayed() {
        if (beforeOurFrame != null) {
            List<Animation> started = AnimationActivity.startedSince(beforeOurFrame);
            ours.addAll(started);
            follow(started);
            beforeOurFrame = null;
        }
        playing = null;
    }

    /** A frame's animations are over, or were not playing where a change is made. */
    private void outsideAnimations() {
        framePlayed();
        inAnimations = false;
    }

    /** A scene's pulse begins: what began to play meanwhile is followed from its first frame. */
    private long frames() {
        return frames;
    }

    private void animationsOver() {
        frames++;
        outsideAnimations();
        follow(AnimationActivity.playing());
        followScenes();
    }

    private void follow(Collection<Animation> animations) {
        for (Animation animation : animations) {
            if (followed.add(animation)) {
                animation.currentTimeProperty().addListener(frameBegins);
            }
        }
    }

    /** Every showing scene ends a frame's animations: whichever pulses first, they are over. */
    private void followScenes() {
        for (Window window : Window.getWindows()) {
            Scene scene = window.isShowing() ? window.getScene() : null;
            if (scene != null && !scenes.contains(scene)) {
                scenes.add(scene);
                scene.addPreLayoutPulseListener(animationsOver);
            }
        }
    }

    private static <T> Set<T> identitySet() {
        return Collections.newSetFromMap(new IdentityHashMap<>());
    }
}
