package io.github.mcpjavafx.debug.core.fxinternals;

import javafx.animation.Animation;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.Optional;

/**
 * What JavaFX's primary timer plays: the receivers of the playing animations and of the running animation timers,
 * which JavaFX shows nowhere public, and the animation each receiver belongs to. The toolkit's timer
 * ({@code Toolkit.getToolkit().getPrimaryTimer()}, an {@code AbstractPrimaryTimer}) keeps them in the arrays
 * {@code receivers} and {@code animationTimers}, each with its length; an animation's receiver is an anonymous
 * class whose {@code this$0} is the animation.
 *
 * <p>Checked on JavaFX 17.0.13, 21.0.12 and 26.0.2: all there; 17 and 21 keep the receivers themselves, 26 wraps
 * each in a {@code ReceiverRecord} whose {@code receiver()} gives it (unwrapped here, so callers see receivers on
 * every version). Where the timer cannot be read (another JavaFX, or the module path without {@code --add-opens
 * javafx.graphics/com.sun.javafx.tk,com.sun.scenario.animation,javafx.animation}) {@link #readable()} is false and
 * every read is empty; a receiver whose animation cannot be told gives {@code null}. FX thread only.
 */
public final class PrimaryTimer {

    private static final Object[] NONE = new Object[0];
    private static final Class<?> TOOLKIT = Members.type("com.sun.javafx.tk.Toolkit");
    private static final Method GET_TOOLKIT = Members.method(TOOLKIT, "getToolkit");
    private static final Method GET_PRIMARY_TIMER = Members.method(TOOLKIT, "getPrimaryTimer");
    private static final Class<?> TIMER = Members.type("com.sun.scenario.animation.AbstractPrimaryTimer");
    private static final Field RECEIVERS = Members.field(TIMER, "receivers");
    private static final Field RECEIVERS_LENGTH = Members.field(TIMER, "receiversLength");
    private static final Field TIMERS = Members.field(TIMER, "animationTimers");
    private static final Field TIMERS_LENGTH = Members.field(TIMER, "animationTimersLength");
    /** JavaFX 26's wrapper of each receiver; absent in 17 and 21, whose arrays hold the receivers themselves. */
    private static final Method UNWRAP = Members.method(
            Members.type("com.sun.scenario.animation.AbstractPrimaryTimer$ReceiverRecord"), "receiver");
    /** Per receiver class, the field that holds its animation, if it has one. */
    private static final ClassValue<Optional<Field>> OWNER = new ClassValue<>() {
        @Override
        protected Optional<Field> computeValue(Class<?> type) {
            Field owner = Members.field(type, "this$0");
            return owner != null && Animation.class.isAssignableFrom(owner.getType()) ? Optional.of(owner) : Optional.empty();
        }
    };
    /** The toolkit's timer: one for the toolkit's life, looked up once. */
    private static volatile Object timer;

    private PrimaryTimer() {
    }

    /** Whether the playing animations can be read here. */
    public static boolean readable() {
        return GET_TOOLKIT != null && GET_PRIMARY_TIMER != null && RECEIVERS != null && RECEIVERS_LENGTH != null;
    }

    /** The receivers of the animations playing now, in the order they started, as a copy; empty when unreadable. */
    public static Object[] animationReceivers() {
        return readable() ? copy(RECEIVERS, RECEIVERS_LENGTH) : NONE;
    }

    /** The receivers of the animation timers running now, as a copy; empty when unreadable. */
    public static Object[] animationTimerReceivers() {
        return readable() && TIMERS != null && TIMERS_LENGTH != null ? copy(TIMERS, TIMERS_LENGTH) : NONE;
    }

    /** The animation {@code receiver} plays; {@code null} when it is none's, or when that cannot be told. */
    public static Animation animationOf(Object receiver) {
        if (receiver == null) {
            return null;
        }
        try {
            Optional<Field> owner = OWNER.get(receiver.getClass());
            return owner.isEmpty() ? null : (Animation) owner.get().get(receiver);
        } catch (ReflectiveOperationException | RuntimeException unreadable) {
            return null;
        }
    }

    private static Object[] copy(Field array, Field length) {
        try {
            Object primary = timer();
            Object[] all = (Object[]) array.get(primary);
            int count = Math.min(length.getInt(primary), all.length);
            if (count == 0) {
                return NONE;
            }
            Object[] copy = Arrays.copyOf(all, count, Object[].class);
            if (UNWRAP != null) {
                for (int i = 0; i < count; i++) {
                    copy[i] = copy[i] == null ? null : UNWRAP.invoke(copy[i]);
                }
            }
            return copy;
        } catch (ReflectiveOperationException | RuntimeException unreadable) {
            return NONE;
        }
    }

    private static Object timer() throws ReflectiveOperationException {
        Object primary = timer;
        if (primary == null) {
            primary = GET_PRIMARY_TIMER.invoke(GET_TOOLKIT.invoke(null));
            timer = primary;
        }
        return primary;
    }
}
