package io.github.mcpjavafx.debug.core.logs;

import io.github.mcpjavafx.debug.core.model.LogLevel;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.Property;

/**
 * Log4j 2 records at INFO and above, through an appender on the root logger's configuration. Only
 * loaded once {@link LogCapture} has seen Log4j's core classes. An app that has only the Log4j API
 * routed elsewhere ({@code log4j-to-slf4j}, as in Spring Boot) is captured where the records end up.
 */
final class Log4jCapture implements LogSource {

    private final LoggerContext context;
    private final RootAppender appender;
    private Configuration hookedInto; // guarded by this

    private Log4jCapture(LoggerContext context, LogSink sink) {
        this.context = context;
        this.appender = new RootAppender(sink);
        appender.start();
    }

    /** Hooked when Log4j's core is the Log4j API's implementation; null otherwise. */
    static Log4jCapture startIfInUse(LogSink sink) {
        if (!(LogManager.getContext(false) instanceof LoggerContext context)) {
            return null;
        }
        Log4jCapture capture = new Log4jCapture(context, sink);
        capture.keepHooked();
        return capture;
    }

    @Override
    public String name() {
        return "log4j";
    }

    /** A reconfiguration builds a new {@link Configuration}, without our appender. */
    @Override
    public synchronized void keepHooked() {
        Configuration current = context.getConfiguration();
        if (current != hookedInto) {
            current.getRootLogger().addAppender(appender, Level.INFO, null);
            context.updateLoggers();
            hookedInto = current;
        }
    }

    @Override
    public synchronized void close() {
        if (hookedInto != null) {
            hookedInto.getRootLogger().removeAppender(LogCapture.HOOK_NAME);
            context.updateLoggers();
            hookedInto = null;
        }
        appender.stop();
    }

    private static final class RootAppender extends AbstractAppender {

        private final LogSink sink;

        RootAppender(LogSink sink) {
            super(LogCapture.HOOK_NAME, null, null, true, Property.EMPTY_ARRAY);
            this.sink = sink;
        }

        /** Read at once: Log4j may reuse the event object once this returns. */
        @Override
        public void append(LogEvent event) {
            LogLevel level = FrameworkLevels.log4j(event.getLevel().intLevel());
            if (level == null) {
                return;
            }
            sink.logged(level, event.getLoggerName(), event.getThreadName(), event.getTimeMillis(),
                    event.getMessage() == null ? null : event.getMessage().getFormattedMessage(), event.getThrown());
        }
    }
}
