/**
 * One declaration per family of controls (labels, buttons, text inputs, choices, pickers, ranges, panes, lists,
 * containers): how its line reads, what is watched, how its value is set and checked. Looked up with
 * ControlFamilies.of(node).
 */
package io.github.mcpjavafx.debug.core.controls;
