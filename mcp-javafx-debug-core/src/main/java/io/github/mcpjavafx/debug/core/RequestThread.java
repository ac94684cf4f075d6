package io.github.mcpjavafx.debug.core;

import io.github.mcpjavafx.debug.core.fx.FxTime;
import io.github.mcpjavafx.debug.core.logs.ServerThreads;
import io.github.mcpjavafx.debug.core.wait.CallerPresence;

import java.util.function.BooleanSupplier;

/**
 * What a server tells the engine about the thread one of its requests runs on, and what it reads back:
 * the engine keeps these per thread, as the request's calls reach it on that thread.
 */
public final class RequestThread {

    private RequestThread() {
    }

    /**
     * Marks this thread as the server's until the mark is closed (try-with-resources): what the server's
     * libraries log on it is about the server and its clients, and stays out of {@code ui_get_logs}.
     */
    public static Mark serving() {
        ServerThreads.Mark mark = ServerThreads.enter();
        return mark::close;
    }

    /**
     * Until the mark is closed, the waits of this thread's call ({@code ui_wait}, a {@code wait} action,
     * {@code ui_pick}) ask {@code gone} between their looks and end when it says the client has gone.
     *
     * @param gone true once the client has gone; asked often, so it should be cheap or limit itself
     */
    public static Mark watchingClient(BooleanSupplier gone) {
        CallerPresence.Watch watch = CallerPresence.watch(gone);
        return watch::close;
    }

    /** Nanoseconds of FX-thread work done so far for the calls of this thread. */
    public static long fxNanos() {
        return FxTime.spentNanos();
    }

    /** What a request set on its thread, undone when closed. */
    @FunctionalInterface
    public interface Mark extends AutoCloseable {
        @Override
        void close();
    }
}
