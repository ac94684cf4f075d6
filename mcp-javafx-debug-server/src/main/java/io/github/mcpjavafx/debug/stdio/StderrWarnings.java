package io.github.mcpjavafx.debug.stdio;

import org.slf4j.ILoggerFactory;
import org.slf4j.IMarkerFactory;
import org.slf4j.Logger;
import org.slf4j.Marker;
import org.slf4j.event.Level;
import org.slf4j.helpers.BasicMarkerFactory;
import org.slf4j.helpers.LegacyAbstractLogger;
import org.slf4j.helpers.MessageFormatter;
import org.slf4j.helpers.NOPMDCAdapter;
import org.slf4j.spi.MDCAdapter;
import org.slf4j.spi.SLF4JServiceProvider;

/**
 * The stdio proxy's logging (SLF4J, selected with {@code -Dslf4j.provider}): the libraries' warnings and
 * errors on standard error, which is where a stdio server's messages go (standard output is the protocol
 * channel). Chosen over the Logback nested for the app's server: that one loads some 500 classes and an XML
 * parser, a fifth of the proxy's start, to print the same lines.
 */
public final class StderrWarnings implements SLF4JServiceProvider {

    private final IMarkerFactory markers = new BasicMarkerFactory();
    private final MDCAdapter mdc = new NOPMDCAdapter();
    private final ILoggerFactory loggers = StderrLogger::new;

    @Override
    public ILoggerFactory getLoggerFactory() {
        return loggers;
    }

    @Override
    public IMarkerFactory getMarkerFactory() {
        return markers;
    }

    @Override
    public MDCAdapter getMDCAdapter() {
        return mdc;
    }

    @Override
    public String getRequestedApiVersion() {
        return "2.0.99";
    }

    @Override
    public void initialize() {
        // nothing to set up
    }

    private static final class StderrLogger extends LegacyAbstractLogger {

        StderrLogger(String name) {
            this.name = name;
        }

        @Override
        public boolean isTraceEnabled() {
            return false;
        }

        @Override
        public boolean isDebugEnabled() {
            return false;
        }

        @Override
        public boolean isInfoEnabled() {
            return false;
        }

        @Override
        public boolean isWarnEnabled() {
            return true;
        }

        @Override
        public boolean isErrorEnabled() {
            return true;
        }

        @Override
        protected String getFullyQualifiedCallerName() {
            return null;
        }

        @Override
        protected void handleNormalizedLoggingCall(Level level, Marker marker, String pattern, Object[] arguments, Throwable thrown) {
            String shortName = name.substring(name.lastIndexOf('.') + 1);
            StdioProxy.log(level + " " + shortName + ": " + MessageFormatter.basicArrayFormat(pattern, arguments));
            if (thrown != null) {
                thrown.printStackTrace(System.err);
            }
        }
    }
}
