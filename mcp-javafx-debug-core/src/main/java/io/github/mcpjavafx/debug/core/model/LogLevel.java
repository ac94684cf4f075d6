package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * How severe an application log record is. Only the levels the server keeps exist: log records below
 * INFO are never captured, so offering DEBUG would promise what no call can return. Each logging
 * framework's levels map onto INFO, WARN and ERROR (JUL SEVERE and Log4j FATAL are ERROR); uncaught
 * exceptions are ERROR. Lines the app printed to {@code System.out} are INFO; {@code System.err}
 * lines are WARN.
 */
public enum LogLevel {
    INFO,
    WARN,
    ERROR;

    /** The name in JSON and in the text: the word log files use. */
    @JsonValue
    public String wireName() {
        return name();
    }

    /** True when a record at this level passes a {@code minLevel} filter of {@code min}. */
    public boolean atLeast(LogLevel min) {
        return compareTo(min) >= 0;
    }
}
