package io.github.mcpjavafx.debug.core.logs;

import io.github.mcpjavafx.debug.core.model.LogLevel;

import java.lang.reflect.Method;

import static io.github.mcpjavafx.debug.core.logs.ForeignObjects.call;

/**
 * The application's Logback when the server runs in a class loader of its own (the Java agent's): the app's
 * SLF4J and Logback are then other classes than any the server could name, so the appender on the app's root
 * logger is a proxy of the app's own {@code Appender} interface, and each record is read through the app's
 * classes by reflection. Records at INFO and above, as {@link LogbackCapture} takes them.
 */
final class AppLoaderLogbackCapture implements LogSource {

    private static final String APPENDER = "ch.qos.logback.core.Appender";

    private final Object root;
    private final Object appender;
    private final Method getAppender;
    private final Method addAppender;
    private final Method detachAppender;

    private AppLoaderLogbackCapture(Object root, Object appender, Class<?> appenderType) throws ReflectiveOperationException {
        this.root = root;
        this.appender = appender;
        this.getAppender = root.getClass().getMethod("getAppender", String.class);
        this.addAppender = root.getClass().getMethod("addAppender", appenderType);
        this.detachAppender = root.getClass().getMethod("detachAppender", appenderType);
    }

    /**
     * Hooked when {@code appLoader} sees another SLF4J than the server's and it logs through Logback; null
     * otherwise (the same SLF4J: {@link LogbackCapture} takes it; none, or another provider: nothing to hook).
     */
    static AppLoaderLogbackCapture startIfInUse(ClassLoader appLoader, LogSink sink) {
        try {
            Class.forName("ch.qos.logback.classic.LoggerContext", false, appLoader); // else SLF4J is left unstarted
            Class<?> factory = Class.forName("org.slf4j.LoggerFactory", true, appLoader);
            if (factory.getClassLoader() == AppLoaderLogbackCapture.class.getClassLoader()) {
                return null;
            }
            Object context = factory.getMethod("getILoggerFactory").invoke(null);
            if (!context.getClass().getName().equals("ch.qos.logback.classic.LoggerContext")) {
                return null;
            }
            ClassLoader logback = context.getClass().getClassLoader();
            Class<?> appenderType = Class.forName(APPENDER, false, logback);
            Object root = context.getClass().getMethod("getLogger", String.class).invoke(context, "ROOT");
            Object appender = new Events(sink, logback).newAppender(appenderType);
            AppLoaderLogbackCapture capture = new AppLoaderLogbackCapture(root, appender, appenderType);
            capture.hook();
            return capture;
        } catch (ClassNotFoundException | LinkageError absent) {
            return null;
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException("the application's Logback cannot be hooked: " + e, e);
        }
    }

    @Override
    public String name() {
        return "logback";
    }

    /** As {@link LogbackCapture#keepHooked}: a reconfiguration detaches every appender, ours included. */
    @Override
    public void keepHooked() {
        try {
            hook();
        } catch (ReflectiveOperationException e) {
            // hooked at the start, so the app's logging changed under us: its records go uncaught, every tool still answers
        }
    }

    private void hook() throws ReflectiveOperationException {
        if (getAppender.invoke(root, LogCapture.HOOK_NAME) != appender) {
            addAppender.invoke(root, appender);
        }
    }

    @Override
    public void close() {
        try {
            detachAppender.invoke(root, appender);
        } catch (ReflectiveOperationException e) {
            // the app's logging is gone or changed: nothing of ours is left to remove
        }
    }

    /** The appender's behaviour: records go to the sink; its filters are neutral; the rest does nothing. */
    private static final class Events extends AppenderProxy {

        private final LogSink sink;
        private final Object neutral;

        Events(LogSink sink, ClassLoader logback) throws ClassNotFoundException {
            this.sink = sink;
            this.neutral = ForeignObjects.constant(Class.forName("ch.qos.logback.core.spi.FilterReply", false, logback), "NEUTRAL");
        }

        @Override
        Object answer(Method method, Object[] args) {
            return switch (method.getName()) {
                case "doAppend" -> {
                    append(args[0]);
                    yield null;
                }
                case "getFilterChainDecision" -> neutral;
                default -> nothing(method);
            };
        }

        /** One {@code ILoggingEvent}, read through its own class: the app's records must never fail because of us. */
        private void append(Object event) {
            try {
                LogLevel level = FrameworkLevels.logback((int) call(call(event, "getLevel"), "toInt"));
                if (level == null) {
                    return;
                }
                Object proxy = call(event, "getThrowableProxy");
                Throwable thrown = proxy == null || !ForeignObjects.has(proxy, "getThrowable") ? null : (Throwable) call(proxy, "getThrowable");
                sink.logged(level, (String) call(event, "getLoggerName"), (String) call(event, "getThreadName"),
                        (long) call(event, "getTimeStamp"), (String) call(event, "getFormattedMessage"), thrown);
            } catch (ReflectiveOperationException | RuntimeException e) {
                // a Logback whose events read otherwise: this record is not captured, the app's logging goes on
            }
        }
    }
}
