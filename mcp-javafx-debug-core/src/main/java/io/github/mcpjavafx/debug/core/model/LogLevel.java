package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * How severe an application log record is. Only the two levels the server keeps exist: records below
 * WARN are never captured, so offering INFO or DEBUG would promise what no call can return. Each
 * logging framework's levels map onto these (JUL SEVERE and Log4j FATAL are ERROR); uncaught
 * exceptions are ERROR.
 */
public enum LogLevel {
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
