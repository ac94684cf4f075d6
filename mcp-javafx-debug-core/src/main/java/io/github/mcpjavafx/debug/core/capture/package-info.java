/**
 * Reading the scene into UiNode trees: one node with its sections (ui_get_node), whole windows
 * (ui_get_snapshot), folding what shows nothing to read.
 */
package io.github.mcpjavafx.debug.core.capture;
