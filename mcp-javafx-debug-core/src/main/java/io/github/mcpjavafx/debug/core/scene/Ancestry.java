package io.github.mcpjavafx.debug.core.scene;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ScrollPane;

/** A node's place among its scene-graph ancestors. FX thread only. */
public final class Ancestry {

    private Ancestry() {
    }

    /** Whether {@code ancestor} is {@code node} or one of its ancestors. */
    public static boolean isAncestorOrSelf(Node ancestor, Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (n == ancestor) {
                return true;
            }
        }
        return false;
    }

    /** The scroll pane that holds the node (or is it), or {@code null}. */
    public static ScrollPane enclosingScrollPane(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (n instanceof ScrollPane scrollPane) {
                return scrollPane;
            }
        }
        return null;
    }

    /**
     * Whether the node's topmost ancestor is its scene's root: not so in a SubScene or a detached branch,
     * where picking a point from the root would guess.
     */
    public static boolean isReachableFromRoot(Node node, Scene scene) {
        Node top = node;
        while (top.getParent() != null) {
            top = top.getParent();
        }
        return top == scene.getRoot();
    }
}
