package io.github.mcpjavafx.debug.core.marks;

import javafx.geometry.Bounds;
import javafx.scene.Node;

/**
 * An interactive node to mark: where it is and how the agent reads it.
 *
 * @param stageIndex  its window
 * @param uid         its uid
 * @param line        its {@code NodeLine}, as the interactive view shows it
 * @param sceneBounds its layout bounds (the box, without focus rings and shadows) in its scene's coordinates
 */
public record MarkedNode(int stageIndex, String uid, String line, Bounds sceneBounds) {

    /** The mark of {@code node} where it is now. FX thread only. */
    public static MarkedNode of(Node node, int stageIndex, String uid, String line) {
        return new MarkedNode(stageIndex, uid, line, node.localToScene(node.getLayoutBounds()));
    }
}
