package io.github.mcpjavafx.debug.core.logs;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Feeds a {@link LogBuffer} with the application's uncaught exceptions (every thread, the FX thread
 * included), its log records at INFO and above ({@code java.util.logging} always, Logback and
 * Log4j 2 when the application logs through them; under the Java agent, the application's own, not the
 * server's) and, unless switched off, the lines it prints to {@code System.out} and {@code System.err}
 * ({@link ConsoleCapture}). Started with the debug server and closed with it: while the server is off
 * nothing of ours is installed, and {@link #close()} restores the application's handlers and removes our
 * log handler and appenders.
 *
 * <p>Logback and Log4j are optional dependencies of this module, found at run time by class name:
 * an application carries whichever it uses, and the code for one it lacks is never loaded. They
 * live here, beside the JUL and uncaught-exception hooks, because capturing is not about Spring or
 * MCP, and action results read the same buffer.
 */
public final class LogCapture implements AutoCloseable {

    /** The name of our appenders, so they can be found (and told apart) in the app's logging configuration. */
    public static final String HOOK_NAME = "mcp-javafx-debug";

    private static final System.Logger LOG = System.getLogger(LogCapture.class.getName());

    private final List<LogSource> sources;
    private boolean closed; // guarded by this

    private LogCapture(List<LogSource> sources) {
        this.sources = List.copyOf(sources);
    }

    /** Hooks into every source the application has, its console included, feeding {@code buffer}. */
    public static LogCapture start(LogBuffer buffer) {
        return start(buffer, true);
    }

    /**
     * Hooks into every source the application has, feeding {@code buffer}; its console only when
     * {@code console} ({@code mcp.ui.capture-console}).
     */
    public static LogCapture start(LogBuffer buffer, boolean console) {
        LogSink sink = new LogSink(buffer);
        List<LogSource> sources = new ArrayList<>();
        sources.add(UncaughtExceptionHooks.start(sink));
        ClassLoader app = appLoader();
        LogSource logback = app == null ? null : optional("Logback", () -> AppLoaderLogbackCapture.startIfInUse(app, sink));
        if (logback == null && present("ch.qos.logback.classic.LoggerContext", "org.slf4j.LoggerFactory")) {
            logback = optional("Logback", () -> LogbackCapture.startIfInUse(sink));
        }
        LogSource log4j = app == null ? null : optional("Log4j 2", () -> AppLoaderLog4jCapture.startIfInUse(app, sink));
        if (log4j == null && present("org.apache.logging.log4j.core.LoggerContext")) {
            log4j = optional("Log4j 2", () -> Log4jCapture.startIfInUse(sink));
        }
        boolean frameworkCaptured = logback != null || log4j != null;
        sources.add(JulCapture.start(sink, () -> frameworkCaptured));
        if (logback != null) {
            sources.add(logback);
        }
        if (log4j != null) {
            sources.add(log4j);
        }
        if (console) {
            sources.add(ConsoleCapture.start(sink));
        }
        return new LogCapture(sources);
    }

    /** What is captured, e.g. {@code [uncaught, jul, logback, console]}. */
    public List<String> sources() {
        return sources.stream().map(LogSource::name).toList();
    }

    /**
     * Hooks in again where the application took a hook away since the start: a new uncaught-exception
     * handler (a JavaFX app often sets the FX thread's in {@code start()}, after the server started), or
     * a logging reconfiguration that dropped our handler or appender. Cheap; called before every tool call.
     */
    public synchronized void keepHooked() {
        if (!closed) {
            sources.forEach(LogSource::keepHooked);
        }
    }

    /** Removes every hook and restores what the application had; idempotent. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        for (int i = sources.size() - 1; i >= 0; i--) {
            sources.get(i).close();
        }
    }

    /**
     * The application's class loader when it is not ours: the one that defined JavaFX, when the server runs in a
     * loader of its own (the Java agent's, which takes JavaFX from the application); else null.
     */
    private static ClassLoader appLoader() {
        ClassLoader javafx = javafx.application.Platform.class.getClassLoader();
        return javafx == null || javafx == LogCapture.class.getClassLoader() ? null : javafx;
    }

    private static boolean present(String... classNames) {
        for (String className : classNames) {
            try {
                Class.forName(className, false, LogCapture.class.getClassLoader());
            } catch (ClassNotFoundException | LinkageError e) {
                return false;
            }
        }
        return true;
    }

    /** A framework whose version does not fit is left out, with a warning, rather than failing the server. */
    private static LogSource optional(String framework, Supplier<LogSource> start) {
        try {
            return start.get();
        } catch (RuntimeException | LinkageError e) {
            LOG.log(System.Logger.Level.WARNING, "mcp-javafx-debug does not capture " + framework + " records: " + e);
            return null;
        }
    }
}
