/**
 * ui_wait and the wait action: visible, hidden, idle and changed, looked at once per frame without holding the
 * FX thread.
 */
package io.github.mcpjavafx.debug.core.wait;
