package io.github.mcpjavafx.debug.core.fxinternals;

import java.lang.reflect.Field;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * How many {@code Platform.runLater} tasks are posted and not yet begun: JavaFX counts them in the private
 * {@code PlatformImpl.pendingRunnables} (up when a task is posted, down when it begins), checked on JavaFX 17.0.13,
 * 21.0.12 and 26.0.2. A count that rose while the FX thread handled an event tells that something was posted meanwhile.
 * Where it cannot be read, {@link #now} answers -1. Any thread.
 */
public final class PendingLaterTasks {

    private static final AtomicInteger PENDING = counter();

    private PendingLaterTasks() {
    }

    /** The tasks posted and not begun now; -1 when that cannot be read here. */
    public static int now() {
        return PENDING == null ? -1 : PENDING.get();
    }

    private static AtomicInteger counter() {
        Field field = Members.field(Members.type("com.sun.javafx.application.PlatformImpl"), "pendingRunnables");
        try {
            return field != null && field.get(null) instanceof AtomicInteger counter ? counter : null;
        } catch (ReflectiveOperationException | RuntimeException refused) {
            return null;
        }
    }
}
