package io.github.mcpjavafx.debug.core.marks;

import javafx.geometry.Bounds;

/**
 * An interactive node to mark: where it is and how the agent reads it.
 *
 * @param stageIndex  its window
 * @param uid         its uid
 * @param line        its {@code NodeLine}, as the interactive view shows it
 * @param sceneBounds its layout bounds (the box, without focus rings and shadows) in its scene's coordinates
 */
public record MarkedNode(int stageIndex, String uid, String line, Bounds sceneBounds) {
}
