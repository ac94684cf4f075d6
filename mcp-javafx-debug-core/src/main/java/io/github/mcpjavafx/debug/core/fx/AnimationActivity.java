package io.github.mcpjavafx.debug.core.fx;

import io.github.mcpjavafx.debug.core.fxinternals.DoubleClickTimer;
import io.github.mcpjavafx.debug.core.fxinternals.PrimaryTimer;
import javafx.animation.Animation;
import javafx.animation.ParallelTransition;
import javafx.animation.PauseTransition;
import javafx.animation.SequentialTransition;
import javafx.animation.Timeline;

import java.util.ArrayList;
import java.util.List;

/**
 * How many animations are playing that will end: transitions and timelines with a finite cycle
 * count. Endless ones (a caret's blink, a busy spinner) and {@code AnimationTimer}s never end, so
 * waiting for them would never end either: they do not count. Nor does the timer JavaFX itself runs
 * for half a second after every mouse press to tell a double click ({@code Scene.ClickCounter}): it
 * shows nothing, and counting it would make every click look like an animation. JavaFX keeps playing animations in
 * its primary timer and offers no public view of it ({@link PrimaryTimer} reads it); where that cannot be read
 * this says it cannot tell, and waiting for idle falls back to a drained queue and a rendered frame.
 * FX thread only.
 */
public final class AnimationActivity {

    private static final Object[] NONE = new Object[0];

    private AnimationActivity() {
    }

    /** Whether the playing animations can be counted here. */
    public static boolean observable() {
        return PrimaryTimer.readable();
    }

    /** Playing animations that will end; {@code 0} when they cannot be counted. */
    public static int running() {
        int finite = 0;
        for (Object receiver : PrimaryTimer.animationReceivers()) {
            Animation animation = PrimaryTimer.animationOf(receiver);
            if (animation == null || animation.getCycleCount() != Animation.INDEFINITE && !DoubleClickTimer.is(animation)) {
                finite++; // a receiver we cannot place counts: better to wait than to miss an animation
            }
        }
        return finite;
    }

    /**
     * What JavaFX's timer plays now (animations and animation timers), as a copy to compare a later look with
     * ({@link #startedSince}); empty when it cannot be read. Cheap enough for every event an action sends: one small
     * array.
     */
    public static Object[] playingNow() {
        return PrimaryTimer.animationReceivers();
    }

    /** The animations playing now that were not in {@code before} ({@link #playingNow}), in the order they started. */
    public static List<Animation> startedSince(Object[] before) {
        List<Animation> started = null;
        for (Object receiver : PrimaryTimer.animationReceivers()) {
            if (!containsSame(before, receiver)) {
                Animation animation = PrimaryTimer.animationOf(receiver);
                if (animation != null) {
                    if (started == null) {
                        started = new ArrayList<>(2);
                    }
                    started.add(animation);
                }
            }
        }
        return started == null ? List.of() : started;
    }

    /** Every animation JavaFX's timer plays now (not its animation timers); empty when it cannot be read. */
    public static List<Animation> playing() {
        return startedSince(NONE);
    }

    /**
     * The animation timers ({@code AnimationTimer}) running now, as a copy to compare a later look with
     * ({@link #timersStartedSince}); empty when they cannot be read.
     */
    public static Object[] timersNow() {
        return PrimaryTimer.animationTimerReceivers();
    }

    /** Whether an animation timer runs now that was not in {@code before} ({@link #timersNow}). */
    public static boolean timersStartedSince(Object[] before) {
        for (Object timer : timersNow()) {
            if (!containsSame(before, timer)) {
                return true;
            }
        }
        return false;
    }

    private static boolean containsSame(Object[] all, Object one) {
        for (Object each : all) {
            if (each == one) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code animation} moves something a person sees and will end: a transition or a timeline that
     * changes a value, with a finite cycle count. A pause, a timeline of bare key frames (a tooltip's delay, the
     * scene's double-click timer) and an endless animation (a spinner) are timers, not motion to wait for.
     */
    public static boolean movesAndEnds(Animation animation) {
        return animation.getCycleCount() != Animation.INDEFINITE && moves(animation);
    }

    private static boolean moves(Animation animation) {
        if (animation instanceof PauseTransition) {
            return false;
        }
        if (animation instanceof ParallelTransition parallel) {
            return parallel.getChildren().stream().anyMatch(AnimationActivity::moves);
        }
        if (animation instanceof SequentialTransition sequence) {
            return sequence.getChildren().stream().anyMatch(AnimationActivity::moves);
        }
        if (animation instanceof Timeline timeline) {
            return timeline.getKeyFrames().stream().anyMatch(frame -> !frame.getValues().isEmpty());
        }
        return true; // a transition of a node's property, or an animation of the app's own
    }
}
