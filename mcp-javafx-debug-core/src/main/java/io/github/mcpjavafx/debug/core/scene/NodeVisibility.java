package io.github.mcpjavafx.debug.core.scene;

import javafx.scene.Node;
import javafx.scene.Scene;

/**
 * Whether a node can be seen at all, asked the same way by queries, actions and screenshots.
 * The real scene-graph ancestors count, not the logical ones: a collapsed TitledPane or an
 * unselected tab hides content through skin nodes that snapshots skip. FX thread only.
 */
public final class NodeVisibility {

    private NodeVisibility() {
    }

    /** The node itself or the nearest ancestor that is invisible, or {@code null} when all are visible. */
    public static Node firstHidden(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return n;
            }
        }
        return null;
    }

    /** True when the node and every ancestor are visible and the node's window is showing. */
    public static boolean isEffectivelyVisible(Node node) {
        Scene scene = node.getScene();
        return firstHidden(node) == null && scene != null && scene.getWindow() != null && scene.getWindow().isShowing();
    }
}
