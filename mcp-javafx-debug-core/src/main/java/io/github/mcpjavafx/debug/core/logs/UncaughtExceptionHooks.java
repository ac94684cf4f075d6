package io.github.mcpjavafx.debug.core.logs;

import javafx.application.Platform;

/**
 * Sees every uncaught exception, the FX thread's included, by chaining in front of the handler the
 * application has, never replacing what it does: the app's handler is still called with the same
 * arguments, and where it had none the JDK's own report ({@code Exception in thread …}) is printed.
 *
 * <p>Two slots are hooked. The JVM's default handler catches every thread without a handler of its
 * own. The FX thread is hooked separately only when the application gave it a handler of its own
 * (common in JavaFX apps), because then the default handler is never consulted for it. Glass hands
 * an exception thrown by an event handler to the FX thread's handler and keeps the thread running.
 *
 * <p>An application may set a handler after the server started (a Spring app starts the server in
 * {@code Application.init()}, before {@code start()} sets up the FX thread): {@link #keepHooked()}
 * chains in front of the new one. {@link #close()} puts back exactly what is in place behind our
 * hook; a hook the app has since wrapped in its own cannot be taken out, so it turns into a plain
 * pass-through.
 */
final class UncaughtExceptionHooks implements LogSource {

    private final LogSink sink;
    private volatile boolean closed;
    private Thread fxThread; // guarded by this; found on the FX thread itself
    private Chained defaultHook; // guarded by this
    private Chained fxHook; // guarded by this

    private UncaughtExceptionHooks(LogSink sink) {
        this.sink = sink;
    }

    static UncaughtExceptionHooks start(LogSink sink) {
        UncaughtExceptionHooks hooks = new UncaughtExceptionHooks(sink);
        hooks.keepHooked();
        return hooks;
    }

    @Override
    public String name() {
        return "uncaught";
    }

    @Override
    public synchronized void keepHooked() {
        if (closed) {
            return;
        }
        Thread.UncaughtExceptionHandler current = Thread.getDefaultUncaughtExceptionHandler();
        if (defaultHook == null || current != defaultHook) {
            defaultHook = new Chained(current);
            Thread.setDefaultUncaughtExceptionHandler(defaultHook);
        }
        if (fxThread != null) {
            hookFxThread();
        } else {
            findFxThread();
        }
    }

    /**
     * Learns which thread is the FX thread by asking it. Queued before any later tool call's FX work,
     * so the hook is in place before an action can make a handler throw; without a running toolkit
     * the next call tries again.
     */
    private void findFxThread() {
        if (Platform.isFxApplicationThread()) {
            fxThread = Thread.currentThread();
            hookFxThread();
            return;
        }
        try {
            Platform.runLater(() -> {
                synchronized (this) {
                    fxThread = Thread.currentThread();
                    if (!closed) {
                        hookFxThread();
                    }
                }
            });
        } catch (IllegalStateException toolkitNotRunning) {
            // Found on a later call, once the application's UI is up.
        }
    }

    private void hookFxThread() {
        Thread.UncaughtExceptionHandler current = fxThread.getUncaughtExceptionHandler();
        // The thread group stands in when the thread has no handler of its own: the default hook covers it.
        if (current == null || current == fxHook || current == fxThread.getThreadGroup()) {
            return;
        }
        fxHook = new Chained(current);
        fxThread.setUncaughtExceptionHandler(fxHook);
    }

    @Override
    public synchronized void close() {
        closed = true;
        if (defaultHook != null && Thread.getDefaultUncaughtExceptionHandler() == defaultHook) {
            Thread.setDefaultUncaughtExceptionHandler(defaultHook.delegate);
        }
        if (fxHook != null && fxThread.getUncaughtExceptionHandler() == fxHook) {
            fxThread.setUncaughtExceptionHandler(fxHook.delegate);
        }
    }

    /** Records, then hands over to what was there; records nothing once the hooks are closed. */
    private final class Chained implements Thread.UncaughtExceptionHandler {

        private final Thread.UncaughtExceptionHandler delegate;

        Chained(Thread.UncaughtExceptionHandler delegate) {
            this.delegate = delegate;
        }

        @Override
        public void uncaughtException(Thread thread, Throwable thrown) {
            if (!closed) {
                try {
                    sink.uncaught(thread, thrown);
                } catch (Throwable ignored) {
                    // Recording must never keep the application's own handler from running.
                }
            }
            if (delegate != null) {
                delegate.uncaughtException(thread, thrown);
            } else if (!(thrown instanceof ThreadDeath)) {
                // What ThreadGroup.uncaughtException prints when there is no default handler.
                System.err.print("Exception in thread \"" + thread.getName() + "\" ");
                thrown.printStackTrace(System.err);
            }
        }
    }
}
