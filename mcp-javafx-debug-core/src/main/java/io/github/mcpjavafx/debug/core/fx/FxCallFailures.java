package io.github.mcpjavafx.debug.core.fx;

import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.UiException;

import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * What a wait on the FX thread in {@link FxThread} fails with: the work's own failure as the engine's error, and a
 * timeout that says whether the work ran, how long was waited, and what the FX thread was doing meanwhile.
 */
final class FxCallFailures {

    private FxCallFailures() {
    }

    /** The work's failure as it is when it is the engine's own error; an {@link Error} is thrown as it is. */
    static RuntimeException rethrow(Throwable t) {
        if (t instanceof UiException ui) {
            return ui;
        }
        if (t instanceof Error error) {
            throw error;
        }
        return new UiException(ErrorCode.MCP_UI_INTERNAL,
                "Unexpected failure on the FX thread: " + t, Map.of("exception", t.getClass().getName()), t);
    }

    /** A call's timeout: {@code cancelled} when its work never started (and now will not). */
    static UiException timeout(FxPatience patience, boolean cancelled, long queuedAt, FxThreadActivity activity) {
        String state = cancelled ? "NOT_STARTED" : "STILL_RUNNING";
        long timeoutMs = patience.timeoutMs();
        long waitedMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - queuedAt);
        // Past the timeout only while the FX thread worked: say so, or the agent reads a frozen UI.
        String worked = patience.stretched() ? " of no progress (" + patience.waitedMs() + " ms in all, the rest of it working)" : "";
        String message = cancelled
                ? "The FX thread did not pick up the call within " + timeoutMs + " ms" + worked + " (the UI is busy or frozen); "
                + "nothing was changed. Retry later or raise the timeout."
                : "The call started on the FX thread but did not finish within " + timeoutMs + " ms" + worked + "; it may still "
                + "complete (a modal dialog or a long event handler?). Take a snapshot to see the current state.";
        return FxThread.withActivity(new UiException(ErrorCode.MCP_UI_TIMEOUT, message, Map.of(
                "timeoutMs", timeoutMs,
                "state", state,
                "waitedMs", waitedMs)), activity);
    }

    /** A pulse awaited in vain. */
    static UiException noPulse() {
        return FxThread.withActivity(new UiException(ErrorCode.MCP_UI_TIMEOUT,
                "The UI did not render a frame in time (busy or frozen).", Map.of("state", "WAITING_FOR_PULSE")),
                FxThreadActivity.now());
    }
}
