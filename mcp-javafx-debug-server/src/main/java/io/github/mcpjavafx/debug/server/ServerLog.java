package io.github.mcpjavafx.debug.server;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.slf4j.LoggerFactory;
import org.slf4j.helpers.NOPLoggerFactory;

import java.io.PrintStream;

/**
 * The server's lines about its own life: where it started, that it stopped, why it could not start. They go
 * through the app's logging like any library's, except when that logging drops everything: the SLF4J API with
 * no provider, in a plain app that left out the starter's Logback and has no binding of its own. Then they go
 * to standard error, since without the startup lines nobody learns where the server listens or where its
 * token is.
 */
final class ServerLog {

    private ServerLog() {
    }

    static void info(Object message) {
        Log log = log();
        if (dropsEverything(log)) {
            write(System.err, message, null);
        } else {
            log.info(message);
        }
    }

    static void warn(Object message) {
        Log log = log();
        if (dropsEverything(log)) {
            write(System.err, "WARN " + message, null);
        } else {
            log.warn(message);
        }
    }

    static void error(Object message, Throwable cause) {
        Log log = log();
        if (dropsEverything(log)) {
            write(System.err, "ERROR " + message, cause);
        } else {
            log.error(message, cause);
        }
    }

    private static void write(PrintStream out, Object message, Throwable cause) {
        out.println(message);
        if (cause != null) {
            cause.printStackTrace(out);
        }
    }

    /**
     * A logger that is off even for errors, behind SLF4J's no-operation factory: no provider was found. A logger
     * the app merely set to a higher level keeps its ERROR, so it is not taken for a missing one.
     */
    private static boolean dropsEverything(Log log) {
        return !log.isErrorEnabled() && LoggerFactory.getILoggerFactory() instanceof NOPLoggerFactory;
    }

    /**
     * Looked up where it is used rather than when this class loads: the first logger of an app that has not
     * logged yet initialises its logging framework, which can take longer than {@code install()} may hold the
     * FX thread; the start thread is the first to log.
     */
    private static Log log() {
        return LogFactory.getLog(DebugServer.class);
    }
}
