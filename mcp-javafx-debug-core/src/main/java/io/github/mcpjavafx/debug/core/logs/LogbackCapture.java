package io.github.mcpjavafx.debug.core.logs;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.ThrowableProxy;
import ch.qos.logback.core.UnsynchronizedAppenderBase;
import io.github.mcpjavafx.debug.core.model.LogLevel;
import org.slf4j.LoggerFactory;

/**
 * Logback records at INFO and above (Spring Boot's default logging), through an appender on the
 * root logger. Only loaded once {@link LogCapture} has seen Logback's classes: an app without
 * Logback never touches this class.
 */
final class LogbackCapture implements LogSource {

    private final Logger root;
    private final RootAppender appender;

    private LogbackCapture(LoggerContext context, LogSink sink) {
        this.root = context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        this.appender = new RootAppender(sink);
        appender.setContext(context);
        appender.setName(LogCapture.HOOK_NAME);
    }

    /** Hooked when SLF4J logs through Logback; null when Logback is present but another provider is in use. */
    static LogbackCapture startIfInUse(LogSink sink) {
        if (!(LoggerFactory.getILoggerFactory() instanceof LoggerContext context)) {
            return null;
        }
        LogbackCapture capture = new LogbackCapture(context, sink);
        capture.keepHooked();
        return capture;
    }

    @Override
    public String name() {
        return "logback";
    }

    /** A reconfiguration ({@code LoggerContext.reset()}, {@code scan="true"}) stops and detaches every appender, ours included. */
    @Override
    public void keepHooked() {
        if (root.getAppender(LogCapture.HOOK_NAME) != appender) {
            appender.start();
            root.addAppender(appender);
        }
    }

    @Override
    public void close() {
        root.detachAppender(appender);
        appender.stop();
    }

    /** Unsynchronized: it only hands over to the thread-safe buffer, and must not serialize the app's logging threads. */
    private static final class RootAppender extends UnsynchronizedAppenderBase<ILoggingEvent> {

        private final LogSink sink;

        RootAppender(LogSink sink) {
            this.sink = sink;
        }

        @Override
        protected void append(ILoggingEvent event) {
            LogLevel level = FrameworkLevels.logback(event.getLevel().toInt());
            if (level == null) {
                return;
            }
            Throwable thrown = event.getThrowableProxy() instanceof ThrowableProxy proxy ? proxy.getThrowable() : null;
            sink.logged(level, event.getLoggerName(), event.getThreadName(), event.getTimeStamp(),
                    event.getFormattedMessage(), thrown);
        }
    }
}
