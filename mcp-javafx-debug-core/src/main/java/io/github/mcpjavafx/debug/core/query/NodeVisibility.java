package io.github.mcpjavafx.debug.core.query;

import javafx.scene.Node;
import javafx.scene.Scene;

/** Whether a node can be seen at all. FX thread only. */
final class NodeVisibility {

    private NodeVisibility() {
    }

    /**
     * True when the node and every ancestor in the real scene graph are visible and the node's
     * window is showing. The real ancestors count, not the public ones: a collapsed TitledPane or
     * an unselected tab hides content through skin nodes the public tree skips.
     */
    static boolean isEffectivelyVisible(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        Scene scene = node.getScene();
        return scene != null && scene.getWindow() != null && scene.getWindow().isShowing();
    }
}
