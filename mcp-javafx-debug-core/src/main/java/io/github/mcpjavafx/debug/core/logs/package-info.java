/**
 * ui_get_logs: the app's uncaught exceptions, log records (JUL, Logback, Log4j 2) and console lines, kept in one
 * numbered ring, without the server's own.
 */
package io.github.mcpjavafx.debug.core.logs;
