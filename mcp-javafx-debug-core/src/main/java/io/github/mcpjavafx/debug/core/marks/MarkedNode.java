package io.github.mcpjavafx.debug.core.marks;

import io.github.mcpjavafx.debug.core.scene.ShownArea;
import javafx.geometry.Bounds;
import javafx.scene.Node;

import java.util.Optional;

/**
 * An interactive node to mark: where it is and how the agent reads it.
 *
 * @param stageIndex  its window
 * @param uid         its uid
 * @param line        its line, as the interactive view shows it
 * @param sceneBounds the part of its layout bounds (the box, without focus rings and shadows) its window shows, in
 *                    its scene's coordinates
 */
public record MarkedNode(int stageIndex, String uid, String line, Bounds sceneBounds) {

    /**
     * The mark of {@code node} where it is now, cut to what its window shows of it (see {@link ShownArea}); empty
     * when it is scrolled or clipped out of view, so no box is drawn beside the window. FX thread only.
     */
    public static Optional<MarkedNode> of(Node node, int stageIndex, String uid, String line) {
        Bounds area = ShownArea.of(node).area();
        Bounds shown = area == null ? null : ShownArea.overlap(node.localToScene(node.getLayoutBounds()), area);
        return shown == null ? Optional.empty() : Optional.of(new MarkedNode(stageIndex, uid, line, shown));
    }
}
