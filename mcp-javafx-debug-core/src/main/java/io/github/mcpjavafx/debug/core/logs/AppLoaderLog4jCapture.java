package io.github.mcpjavafx.debug.core.logs;

import io.github.mcpjavafx.debug.core.model.LogLevel;

import java.lang.reflect.Method;

import static io.github.mcpjavafx.debug.core.logs.ForeignObjects.call;

/**
 * The application's Log4j 2 when the server runs in a class loader of its own (the Java agent's), as
 * {@link AppLoaderLogbackCapture} takes its Logback: a proxy of the app's own {@code Appender} interface on its root
 * logger's configuration, each record read through the app's classes. Records at INFO and above, as
 * {@link Log4jCapture} takes them.
 */
final class AppLoaderLog4jCapture implements LogSource {

    private final Object context;
    private final Object appender;
    private final Object infoLevel;
    private final Class<?> appenderType;
    private final Class<?> levelType;
    private final Class<?> filterType;
    private Object hookedInto; // guarded by this

    private AppLoaderLog4jCapture(Object context, Object appender, Class<?> appenderType) throws ReflectiveOperationException {
        ClassLoader log4j = appenderType.getClassLoader();
        this.context = context;
        this.appender = appender;
        this.appenderType = appenderType;
        this.levelType = Class.forName("org.apache.logging.log4j.Level", false, log4j);
        this.filterType = Class.forName("org.apache.logging.log4j.core.Filter", false, log4j);
        this.infoLevel = levelType.getField("INFO").get(null);
    }

    /**
     * Hooked when {@code appLoader} sees another Log4j API than the server's and Log4j's core implements it; null
     * otherwise (the same API: {@link Log4jCapture} takes it; none, or routed elsewhere: nothing to hook).
     */
    static AppLoaderLog4jCapture startIfInUse(ClassLoader appLoader, LogSink sink) {
        try {
            Class.forName("org.apache.logging.log4j.core.LoggerContext", false, appLoader); // else Log4j is left unstarted
            Class<?> manager = Class.forName("org.apache.logging.log4j.LogManager", true, appLoader);
            if (manager.getClassLoader() == AppLoaderLog4jCapture.class.getClassLoader()) {
                return null;
            }
            Object context = manager.getMethod("getContext", boolean.class).invoke(null, false);
            if (!context.getClass().getName().equals("org.apache.logging.log4j.core.LoggerContext")) {
                return null;
            }
            ClassLoader log4j = context.getClass().getClassLoader();
            Class<?> appenderType = Class.forName("org.apache.logging.log4j.core.Appender", false, log4j);
            Object state = ForeignObjects.constant(Class.forName("org.apache.logging.log4j.core.LifeCycle$State", false, log4j), "STARTED");
            Object appender = new Events(sink, state).newAppender(appenderType);
            AppLoaderLog4jCapture capture = new AppLoaderLog4jCapture(context, appender, appenderType);
            capture.hook();
            return capture;
        } catch (ClassNotFoundException | LinkageError absent) {
            return null;
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException("the application's Log4j cannot be hooked: " + e, e);
        }
    }

    @Override
    public String name() {
        return "log4j";
    }

    /** As {@link Log4jCapture#keepHooked}: a reconfiguration builds a new configuration, without our appender. */
    @Override
    public synchronized void keepHooked() {
        try {
            hook();
        } catch (ReflectiveOperationException e) {
            // hooked at the start, so the app's logging changed under us: its records go uncaught, every tool still answers
        }
    }

    private synchronized void hook() throws ReflectiveOperationException {
        Object current = call(context, "getConfiguration");
        if (current != hookedInto) {
            Object root = call(current, "getRootLogger");
            root.getClass().getMethod("addAppender", appenderType, levelType, filterType).invoke(root, appender, infoLevel, null);
            call(context, "updateLoggers");
            hookedInto = current;
        }
    }

    @Override
    public synchronized void close() {
        if (hookedInto == null) {
            return;
        }
        try {
            Object root = call(hookedInto, "getRootLogger");
            root.getClass().getMethod("removeAppender", String.class).invoke(root, LogCapture.HOOK_NAME);
            call(context, "updateLoggers");
        } catch (ReflectiveOperationException e) {
            // the app's logging is gone or changed: nothing of ours is left to remove
        }
        hookedInto = null;
    }

    /** The appender's behaviour: records go to the sink; it is started, and its own exceptions are ignored; the rest does nothing. */
    private static final class Events extends AppenderProxy {

        private final LogSink sink;
        private final Object started;

        Events(LogSink sink, Object started) {
            this.sink = sink;
            this.started = started;
        }

        @Override
        Object answer(Method method, Object[] args) {
            return switch (method.getName()) {
                case "append" -> {
                    append(args[0]);
                    yield null;
                }
                case "ignoreExceptions" -> true;
                case "getState" -> started;
                default -> nothing(method);
            };
        }

        /** One {@code LogEvent}, read at once (Log4j may reuse it) through its own class; never failing the app's logging. */
        private void append(Object event) {
            try {
                LogLevel level = FrameworkLevels.log4j((int) call(call(event, "getLevel"), "intLevel"));
                if (level == null) {
                    return;
                }
                Object message = call(event, "getMessage");
                sink.logged(level, (String) call(event, "getLoggerName"), (String) call(event, "getThreadName"),
                        (long) call(event, "getTimeMillis"), message == null ? null : (String) call(message, "getFormattedMessage"),
                        (Throwable) call(event, "getThrown"));
            } catch (ReflectiveOperationException | RuntimeException e) {
                // a Log4j whose events read otherwise: this record is not captured, the app's logging goes on
            }
        }
    }
}
