package io.github.mcpjavafx.debug.core.logs;

import io.github.mcpjavafx.debug.core.model.LogLevel;

import java.lang.ref.WeakReference;

/**
 * Where every capture source hands over what it saw, on the thread that logged or threw. Two rules
 * hold for all sources alike: this library's own log records are left out (the agent already gets
 * them as tool results), and an exception that passes through two of our handlers (the FX thread's
 * and the default one, when the app's handler chains to the default) is kept once.
 */
final class LogSink {

    private static final String OWN_LOGGERS = "io.github.mcpjavafx.debug.";

    private final LogBuffer buffer;
    private volatile WeakReference<Throwable> lastUncaught = new WeakReference<>(null);

    LogSink(LogBuffer buffer) {
        this.buffer = buffer;
    }

    LogBuffer buffer() {
        return buffer;
    }

    void logged(LogLevel level, String logger, String thread, long epochMillis, String message, Throwable thrown) {
        if (logger != null && logger.startsWith(OWN_LOGGERS)) {
            return;
        }
        buffer.add(level, false, logger, thread, epochMillis, message, thrown);
    }

    /** One whole line the app printed to its console ({@code out} or {@code err}), without its line end. */
    void printed(String stream, String line) {
        buffer.addPrinted(stream, Thread.currentThread().getName(), System.currentTimeMillis(), line);
    }

    void uncaught(Thread thread, Throwable thrown) {
        synchronized (this) {
            if (lastUncaught.get() == thrown) {
                return;
            }
            lastUncaught = new WeakReference<>(thrown);
        }
        buffer.add(LogLevel.ERROR, true, null, thread.getName(), System.currentTimeMillis(), null, thrown);
    }
}
