package io.github.mcpjavafx.debug.core.fx;

import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.ParallelTransition;
import javafx.animation.PauseTransition;
import javafx.animation.SequentialTransition;
import javafx.animation.Timeline;
import javafx.event.ActionEvent;
import javafx.event.EventHandler;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * How many animations are playing that will end: transitions and timelines with a finite cycle
 * count. Endless ones (a caret's blink, a busy spinner) and {@code AnimationTimer}s never end, so
 * waiting for them would never end either: they do not count. Nor does the timer JavaFX itself runs
 * for half a second after every mouse press to tell a double click ({@code Scene.ClickCounter}): it
 * shows nothing, and counting it would make every click look like an animation. JavaFX keeps playing animations in
 * its primary timer and offers no public view of it, so this reads the timer reflectively; where
 * that is not allowed (JavaFX on the module path without {@code --add-opens
 * javafx.graphics/com.sun.scenario.animation=ALL-UNNAMED,javafx.graphics/javafx.animation=ALL-UNNAMED})
 * it says it cannot tell, and waiting for idle falls back to a drained queue and a rendered frame.
 * FX thread only.
 */
public final class AnimationActivity {

    private static final Access ACCESS = Access.open();
    private static final Object[] NONE = new Object[0];
    private static volatile Object primaryTimer;
    /** The class (and its lambdas') name prefix of the scene's double-click counter. */
    private static final String CLICK_COUNTER = "javafx.scene.Scene$ClickCounter";
    /** Per receiver class, the field that holds its animation ({@code this$0} of Animation's pulse receiver), if any. */
    private static final Map<Class<?>, Optional<Field>> OWNER_FIELDS = new ConcurrentHashMap<>();

    private AnimationActivity() {
    }

    /** Whether the playing animations can be counted here. */
    public static boolean observable() {
        return ACCESS != null;
    }

    /** Playing animations that will end; {@code 0} when they cannot be counted. */
    public static int running() {
        if (ACCESS == null) {
            return 0;
        }
        try {
            Object timer = ACCESS.primaryTimer.invoke(ACCESS.toolkit.invoke(null));
            Object[] receivers = (Object[]) ACCESS.receivers.get(timer);
            int length = ACCESS.length.getInt(timer);
            int finite = 0;
            for (int i = 0; i < length && i < receivers.length; i++) {
                Animation animation = animationOf(receivers[i]);
                if (animation == null || animation.getCycleCount() != Animation.INDEFINITE && !isClickCounter(animation)) {
                    finite++; // a receiver we cannot place counts: better to wait than to miss an animation
                }
            }
            return finite;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return 0;
        }
    }

    /**
     * What JavaFX's timer plays now (animations and animation timers), as a copy to compare a later look with
     * ({@link #startedSince}); empty when it cannot be read. Cheap enough for every event an action sends: one small
     * array.
     */
    public static Object[] playingNow() {
        if (ACCESS == null) {
            return NONE;
        }
        try {
            Object timer = timer();
            Object[] receivers = (Object[]) ACCESS.receivers.get(timer);
            int length = Math.min(ACCESS.length.getInt(timer), receivers.length);
            return length == 0 ? NONE : Arrays.copyOf(receivers, length);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return NONE;
        }
    }

    /** The animations playing now that were not in {@code before} ({@link #playingNow}), in the order they started. */
    public static List<Animation> startedSince(Object[] before) {
        if (ACCESS == null) {
            return List.of();
        }
        try {
            Object timer = timer();
            Object[] receivers = (Object[]) ACCESS.receivers.get(timer);
            int length = Math.min(ACCESS.length.getInt(timer), receivers.length);
            List<Animation> started = null;
            for (int i = 0; i < length; i++) {
                Object receiver = receivers[i];
                if (!containsSame(before, receiver)) {
                    Animation animation = animationOf(receiver);
                    if (animation != null) {
                        if (started == null) {
                            started = new ArrayList<>(2);
                        }
                        started.add(animation);
                    }
                }
            }
            return started == null ? List.of() : started;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return List.of();
        }
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
        if (ACCESS == null || ACCESS.timers == null) {
            return NONE;
        }
        try {
            Object timer = timer();
            Object[] timers = (Object[]) ACCESS.timers.get(timer);
            int length = Math.min(ACCESS.timersLength.getInt(timer), timers.length);
            return length == 0 ? NONE : Arrays.copyOf(timers, length);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return NONE;
        }
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

    /** The toolkit's primary timer: one for the toolkit's life, looked up once. */
    private static Object timer() throws ReflectiveOperationException {
        Object timer = primaryTimer;
        if (timer == null) {
            timer = ACCESS.primaryTimer.invoke(ACCESS.toolkit.invoke(null));
            primaryTimer = timer;
        }
        return timer;
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

    /** The scene's double-click timer: a timeline whose only key frames end a click sequence, animating no value. */
    private static boolean isClickCounter(Animation animation) {
        if (!(animation instanceof Timeline timeline) || timeline.getKeyFrames().isEmpty()) {
            return false;
        }
        for (KeyFrame frame : timeline.getKeyFrames()) {
            EventHandler<ActionEvent> done = frame.getOnFinished();
            if (!frame.getValues().isEmpty() || done == null || !done.getClass().getName().startsWith(CLICK_COUNTER)) {
                return false;
            }
        }
        return true;
    }

    private static Animation animationOf(Object receiver) throws IllegalAccessException {
        if (receiver == null) {
            return null;
        }
        Optional<Field> owner = OWNER_FIELDS.computeIfAbsent(receiver.getClass(), AnimationActivity::ownerField);
        return owner.isEmpty() ? null : (Animation) owner.get().get(receiver);
    }

    private static Optional<Field> ownerField(Class<?> type) {
        try {
            Field field = type.getDeclaredField("this$0");
            if (Animation.class.isAssignableFrom(field.getType())) {
                field.setAccessible(true);
                return Optional.of(field);
            }
        } catch (NoSuchFieldException | RuntimeException e) {
            // not one of Animation's receivers
        }
        return Optional.empty();
    }

    /** @param timers the animation timers' array and its length; null where this JavaFX keeps them otherwise */
    private record Access(Method toolkit, Method primaryTimer, Field receivers, Field length, Field timers,
                          Field timersLength) {
        static Access open() {
            try {
                Class<?> toolkitClass = Class.forName("com.sun.javafx.tk.Toolkit");
                Class<?> timerClass = Class.forName("com.sun.scenario.animation.AbstractPrimaryTimer");
                Field receivers = timerClass.getDeclaredField("receivers");
                Field length = timerClass.getDeclaredField("receiversLength");
                receivers.setAccessible(true);
                length.setAccessible(true);
                Field timers = null;
                Field timersLength = null;
                try {
                    timers = timerClass.getDeclaredField("animationTimers");
                    timersLength = timerClass.getDeclaredField("animationTimersLength");
                    timers.setAccessible(true);
                    timersLength.setAccessible(true);
                } catch (ReflectiveOperationException | RuntimeException e) {
                    timers = null; // animations are still read; which timers an action started is not
                    timersLength = null;
                }
                return new Access(toolkitClass.getMethod("getToolkit"), toolkitClass.getMethod("getPrimaryTimer"),
                        receivers, length, timers, timersLength);
            } catch (ReflectiveOperationException | RuntimeException e) {
                return null; // not on this JavaFX, or not opened to us: idle waits say so
            }
        }
    }
}
