/**
 * ui_highlight and the flash of an action: outlines with uid badges drawn over the live app in windows of their
 * own, which change nothing in it.
 */
package io.github.mcpjavafx.debug.core.highlight;
