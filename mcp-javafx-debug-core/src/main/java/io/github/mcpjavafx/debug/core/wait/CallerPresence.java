package io.github.mcpjavafx.debug.core.wait;

import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.UiException;

import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * Whether the client whose call runs on this thread still waits for its answer. The server sets a
 * probe for the thread while it handles a request ({@link #watch}); a call that waits long (for the
 * UI, or for a person's pick) asks between its looks ({@link #requirePresent}) and ends when its
 * client has gone, instead of holding one of the server's threads until its own timeout. Without a
 * probe the caller counts as present.
 */
public final class CallerPresence {

    private static final ThreadLocal<BooleanSupplier> GONE = new ThreadLocal<>();

    private CallerPresence() {
    }

    /**
     * Asks {@code gone} on this thread until the returned watch is closed (try-with-resources).
     *
     * @param gone true once the client has gone; asked often, so it should be cheap or limit itself
     */
    public static Watch watch(BooleanSupplier gone) {
        BooleanSupplier outer = GONE.get();
        GONE.set(gone);
        return () -> {
            if (outer == null) {
                GONE.remove();
            } else {
                GONE.set(outer);
            }
        };
    }

    /** Ends the call with {@code MCP_UI_TIMEOUT} ({@code details.state} {@code CLIENT_GONE}) when its client has gone. */
    public static void requirePresent(String waitingFor) {
        BooleanSupplier gone = GONE.get();
        if (gone != null && gone.getAsBoolean()) {
            throw new UiException(ErrorCode.MCP_UI_TIMEOUT, "The client closed its connection while waiting for "
                    + waitingFor + "; the wait stopped.", Map.of("state", "CLIENT_GONE"));
        }
    }

    /** The probe of one request's handling. */
    @FunctionalInterface
    public interface Watch extends AutoCloseable {
        @Override
        void close();
    }
}
