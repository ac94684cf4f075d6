package io.github.mcpjavafx.debug.core.logs;

import io.github.mcpjavafx.debug.core.model.LogLevel;

import java.lang.ref.WeakReference;
import java.util.List;

/**
 * Where every capture source hands over what it saw, on the thread that logged or threw. Three rules
 * hold for all sources alike: this library's own log records are left out (the agent already gets
 * them as tool results); so are the INFO records of the libraries the server runs on (Spring, Tomcat,
 * the MCP SDK: they tell of the server's start and of each client that connects), and all their
 * records on a thread that handles a request to the server ({@link ServerThreads}): those are the
 * server's, and anyone may cause them; their warnings elsewhere are the app's own; and an exception that passes through two of our handlers (the FX thread's and the default
 * one, when the app's handler chains to the default) is kept once.
 */
final class LogSink {

    private static final String OWN_LOGGERS = "io.github.mcpjavafx.debug.";
    private static final List<String> SERVER_LIBRARIES = List.of("io.modelcontextprotocol.", "org.springframework.",
            "org.apache.catalina.", "org.apache.coyote.", "org.apache.tomcat.");

    private final LogBuffer buffer;
    private volatile WeakReference<Throwable> lastUncaught = new WeakReference<>(null);

    LogSink(LogBuffer buffer) {
        this.buffer = buffer;
    }

    void logged(LogLevel level, String logger, String thread, long epochMillis, String message, Throwable thrown) {
        if (logger != null && (logger.startsWith(OWN_LOGGERS) || (level == LogLevel.INFO || ServerThreads.isServing())
                && SERVER_LIBRARIES.stream().anyMatch(logger::startsWith))) {
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
