package io.github.mcpjavafx.debug.core;

import io.github.mcpjavafx.debug.core.fx.FxProgress;
import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.fx.FxThreadActivity;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.UiException;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * The turn the engine's calls take one at a time, in arrival order, so that parallel clients queue here rather than
 * pile work onto the FX thread. A call waits for its turn as long as the call ahead gets on: its thread computes, or
 * the FX thread it waits on works or answers calls. A wait counts only the time nothing got on, as a wait for the FX
 * thread does; once that reaches the FX timeout (the call ahead is stuck behind a frozen UI) it gives up with
 * {@code MCP_UI_TIMEOUT}, saying what it waited on. A call inside a call of the same thread runs in that call's turn.
 */
final class CallTurn {

    /** How often a waiting call looks at whether the call ahead gets on. */
    private static final long LOOK_MS = 100;

    private long nextTicket;
    private long serving;
    /** Tickets of calls that gave up waiting: their turn is skipped. */
    private final Set<Long> abandoned = new HashSet<>();
    private Thread holder;
    private long heldSince;

    /** Runs {@code call} in its turn, waited for while the call ahead gets on, at most {@code timeoutMs} of no progress. */
    <T> T run(long timeoutMs, Supplier<T> call) {
        if (holds()) {
            return call.get();
        }
        take(timeoutMs);
        try {
            return call.get();
        } finally {
            release();
        }
    }

    private synchronized boolean holds() {
        return holder == Thread.currentThread();
    }

    private synchronized void take(long timeoutMs) {
        long ticket = nextTicket++;
        long limit = TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        long begun = System.nanoTime();
        long stalled = 0;
        while (serving != ticket) {
            long from = System.nanoTime();
            Thread ahead = holder;
            FxProgress progress = FxProgress.mark(ahead);
            try {
                wait(Math.max(1, Math.min(LOOK_MS, TimeUnit.NANOSECONDS.toMillis(limit - stalled))));
            } catch (InterruptedException e) {
                abandon(ticket);
                Thread.currentThread().interrupt();
                throw new UiException(ErrorCode.MCP_UI_TIMEOUT, "Interrupted while waiting for an earlier call to finish.");
            }
            if (serving == ticket) {
                break;
            }
            if (holder == ahead && !progress.made()) { // a call that ended is progress too
                stalled += System.nanoTime() - from;
            }
            if (stalled >= limit) {
                abandon(ticket);
                throw gaveUp(timeoutMs, System.nanoTime() - begun);
            }
        }
        holder = Thread.currentThread();
        heldSince = System.nanoTime();
    }

    private synchronized void release() {
        holder = null;
        serving++;
        while (abandoned.remove(serving)) {
            serving++;
        }
        notifyAll();
    }

    private void abandon(long ticket) {
        abandoned.add(ticket);
    }

    /** Called holding the monitor: what the call waited on, and for how long. */
    private UiException gaveUp(long timeoutMs, long waitedNanos) {
        long waitedMs = TimeUnit.NANOSECONDS.toMillis(waitedNanos);
        long aheadMs = holder == null ? 0 : TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - heldSince);
        long queued = nextTicket - serving - 1 - abandoned.size();
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("timeoutMs", timeoutMs);
        details.put("state", "NOT_STARTED");
        details.put("waitedMs", waitedMs);
        details.put("aheadMs", aheadMs);
        details.put("queued", Math.max(0, queued));
        return FxThread.withActivity(new UiException(ErrorCode.MCP_UI_TIMEOUT, "Waited " + waitedMs + " ms for the call "
                + "ahead of this one (running for " + aheadMs + " ms) to end; for " + timeoutMs + " ms of that neither it "
                + "nor the FX thread got on (the UI is busy or frozen); nothing was done. Retry later.", details),
                FxThreadActivity.now());
    }
}
