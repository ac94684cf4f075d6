/**
 * The scene graph as the tools see it: stable uids, paths, the logical children of controls, windows, what a
 * window shows of a node, picking at a point.
 */
package io.github.mcpjavafx.debug.core.scene;
