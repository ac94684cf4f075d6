/**
 * What an action changed: the watched facts of each window before and after, told apart from what the app
 * changes on its own (OwnMotion).
 */
package io.github.mcpjavafx.debug.core.changes;
