/**
 * What an action changed: the watched facts of each window before and after, told apart from what the app
 * changes on its own: by what made each change (ChangeCauses), else by what was seen moving (OwnMotion).
 */
package io.github.mcpjavafx.debug.core.changes;
