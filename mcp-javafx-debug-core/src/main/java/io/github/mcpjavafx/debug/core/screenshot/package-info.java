/**
 * ui_screenshot: a window or a node as PNG or JPEG, optionally with numbered marks.
 */
package io.github.mcpjavafx.debug.core.screenshot;
