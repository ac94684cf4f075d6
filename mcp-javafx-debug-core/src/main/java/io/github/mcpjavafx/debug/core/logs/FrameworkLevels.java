package io.github.mcpjavafx.debug.core.logs;

import io.github.mcpjavafx.debug.core.model.LogLevel;

/**
 * A logging framework's level as the level we keep, for the framework's classes seen directly and through the
 * application's class loader alike. Logback's levels are its compile-time constants (nothing of Logback loads
 * here); Log4j's are the numbers its standard levels carry, which count down.
 */
final class FrameworkLevels {

    private static final int LOG4J_ERROR = 200;
    private static final int LOG4J_WARN = 300;
    private static final int LOG4J_INFO = 400;

    private FrameworkLevels() {
    }

    /** A Logback level ({@code Level.toInt()}); null below INFO, which is not kept. */
    static LogLevel logback(int level) {
        return level >= ch.qos.logback.classic.Level.ERROR_INT ? LogLevel.ERROR
                : level >= ch.qos.logback.classic.Level.WARN_INT ? LogLevel.WARN
                : level >= ch.qos.logback.classic.Level.INFO_INT ? LogLevel.INFO : null;
    }

    /** A Log4j level ({@code Level.intLevel()}, FATAL and ERROR the lowest); null below INFO, which is not kept. */
    static LogLevel log4j(int intLevel) {
        return intLevel <= LOG4J_ERROR ? LogLevel.ERROR : intLevel <= LOG4J_WARN ? LogLevel.WARN
                : intLevel <= LOG4J_INFO ? LogLevel.INFO : null;
    }
}
