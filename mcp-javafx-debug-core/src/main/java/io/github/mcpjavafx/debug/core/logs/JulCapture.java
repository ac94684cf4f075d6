package io.github.mcpjavafx.debug.core.logs;

import io.github.mcpjavafx.debug.core.model.LogLevel;

import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * {@code java.util.logging} records at INFO and above, through a handler on the root logger.
 *
 * <p>Spring Boot (and Log4j's JUL bridge) route JUL into the app's logging framework with a bridge
 * handler on the root logger. When that framework is captured too, a bridged record reaches us
 * twice; it is then taken from the framework, which applies the app's levels, and skipped here.
 */
final class JulCapture implements LogSource {

    private static final List<String> BRIDGES = List.of("org.slf4j.bridge.SLF4JBridgeHandler",
            "org.apache.logging.log4j.jul.Log4jBridgeHandler");

    // Held strongly: JUL keeps loggers only weakly, and a collected root would take our handler with it.
    private final Logger root = Logger.getLogger("");
    private final Handler handler;

    private JulCapture(LogSink sink, BooleanSupplier bridgedRecordsCapturedElsewhere) {
        this.handler = new RootHandler(sink, root, bridgedRecordsCapturedElsewhere);
    }

    /**
     * @param bridgedRecordsCapturedElsewhere true while a logging framework a JUL bridge feeds is captured
     */
    static JulCapture start(LogSink sink, BooleanSupplier bridgedRecordsCapturedElsewhere) {
        JulCapture capture = new JulCapture(sink, bridgedRecordsCapturedElsewhere);
        capture.root.addHandler(capture.handler);
        return capture;
    }

    @Override
    public String name() {
        return "jul";
    }

    /** {@code LogManager.reset()} and Spring Boot's logging setup remove every root handler, ours included. */
    @Override
    public void keepHooked() {
        if (!Arrays.asList(root.getHandlers()).contains(handler)) {
            root.addHandler(handler);
        }
    }

    @Override
    public void close() {
        root.removeHandler(handler);
    }

    /** A separate object, because JUL calls {@link Handler#close()} on reset, which must not end the capture. */
    private static final class RootHandler extends Handler {

        private final LogSink sink;
        private final Logger root;
        private final BooleanSupplier bridgedRecordsCapturedElsewhere;
        private final SimpleFormatter messages = new SimpleFormatter();

        RootHandler(LogSink sink, Logger root, BooleanSupplier bridgedRecordsCapturedElsewhere) {
            this.sink = sink;
            this.root = root;
            this.bridgedRecordsCapturedElsewhere = bridgedRecordsCapturedElsewhere;
            setLevel(Level.INFO);
        }

        @Override
        public void publish(LogRecord record) {
            if (!isLoggable(record) || bridged()) {
                return;
            }
            try {
                int severity = record.getLevel().intValue();
                LogLevel level = severity >= Level.SEVERE.intValue() ? LogLevel.ERROR
                        : severity >= Level.WARNING.intValue() ? LogLevel.WARN : LogLevel.INFO;
                // Published on the logging thread: JUL records carry a thread id, not a name.
                sink.logged(level, record.getLoggerName(), Thread.currentThread().getName(), record.getMillis(),
                        messages.formatMessage(record), record.getThrown());
            } catch (RuntimeException e) {
                reportError("mcp-javafx-debug could not keep a log record", e, java.util.logging.ErrorManager.WRITE_FAILURE);
            }
        }

        private boolean bridged() {
            if (!bridgedRecordsCapturedElsewhere.getAsBoolean()) {
                return false;
            }
            for (Handler other : root.getHandlers()) {
                if (BRIDGES.contains(other.getClass().getName())) {
                    return true;
                }
            }
            return false;
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }
}
