package io.github.mcpjavafx.debug.core.fxinternals;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * How many {@code Platform.runLater} tasks wait for the FX thread: JavaFX publishes no count, and none of the tasks
 * that ran (its queue is the glass platform's own, in native code on most). {@code
 * com.sun.javafx.application.PlatformImpl} keeps the number of posted tasks not yet ended in a static
 * {@code AtomicInteger} ({@code pendingRunnables}), which this only reads. Checked on JavaFX 17, 21 and 26 (the same
 * field); where it is absent or not opened (JavaFX on the module path without
 * {@code --add-opens javafx.graphics/com.sun.javafx.application=ALL-UNNAMED}), tasks are "not counted". Any thread.
 */
public final class RunLaterQueue {

    private static final Field PENDING = pendingField();

    private RunLaterQueue() {
    }

    /** Whether {@link #waiting} can tell. */
    public static boolean counted() {
        return waiting() >= 0;
    }

    /** Tasks posted and not yet ended (the one running included), or -1 when JavaFX does not let us count. */
    public static int waiting() {
        try {
            return PENDING != null && PENDING.get(null) instanceof AtomicInteger pending ? pending.get() : -1;
        } catch (IllegalAccessException | RuntimeException refused) {
            return -1;
        }
    }

    /** Why tasks are not counted, for the answer. */
    public static String whyNot() {
        return "JavaFX's count of pending runLater tasks is not reachable here";
    }

    private static Field pendingField() {
        Field field = Members.field(Members.type("com.sun.javafx.application.PlatformImpl"), "pendingRunnables");
        return field != null && field.getType() == AtomicInteger.class && Modifier.isStatic(field.getModifiers())
                ? field : null;
    }
}
