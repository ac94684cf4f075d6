/**
 * ui_pick: waiting for the person to click a node in the app.
 */
package io.github.mcpjavafx.debug.core.pick;
