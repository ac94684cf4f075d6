package io.github.mcpjavafx.debug.core.scene;

import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.layout.Region;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

/**
 * Finds the node a mouse press at a scene point would land on, the way JavaFX picks: children
 * front to back (by view order, then the last one first, as it is drawn on top), skipping invisible and mouse-transparent
 * nodes, honouring clips, shapes and {@code pickOnBounds}. Only the one scene is looked at:
 * other windows stacked above are not known here. FX thread only.
 */
public final class HitTester {

    private HitTester() {
    }

    /** The topmost node at {@code scenePoint}, or {@code null} when the press would reach only the scene. */
    public static Node topmostAt(Scene scene, Point2D scenePoint) {
        return scene.getRoot() == null ? null : pick(scene.getRoot(), scenePoint);
    }

    private static Node pick(Node node, Point2D scenePoint) {
        if (!node.isVisible() || node.isMouseTransparent()) {
            return null;
        }
        Point2D local = node.sceneToLocal(scenePoint);
        if (local == null) { // a transform that cannot be inverted (scale 0): nothing of it is under the point
            return null;
        }
        if (!(node instanceof Parent parent)) {
            return node.contains(local) ? node : null; // shape, text glyph boxes and clip
        }
        if (!node.getBoundsInLocal().contains(local) || !insideClip(node, local)) {
            return null;
        }
        for (Node child : frontToBack(parent.getChildrenUnmodifiable())) {
            Node hit = pick(child, scenePoint);
            if (hit != null) {
                return hit;
            }
        }
        // No child took it: a Region takes it within its bounds (pickOnBounds, the default) or its
        // background and shape; a Group only when it was told to pick on bounds.
        if (node instanceof Region || parent.isPickOnBounds()) {
            return node.contains(local) ? node : null;
        }
        return null;
    }

    /**
     * The children in the order a press tries them: the lowest {@code viewOrder} first (drawn in front),
     * and among equal ones the last child first.
     */
    private static List<Node> frontToBack(List<Node> children) {
        List<Node> order = new ArrayList<>(children);
        Collections.reverse(order);
        if (order.stream().anyMatch(child -> child.getViewOrder() != 0)) {
            order.sort(Comparator.comparingDouble(Node::getViewOrder)); // stable: ties keep last-child-first
        }
        return order;
    }

    /** Whether a point in the node's local space lies inside its clip (true when it has none). */
    public static boolean insideClip(Node node, Point2D local) {
        Node clip = node.getClip();
        if (clip == null) {
            return true;
        }
        Point2D inClip = clip.parentToLocal(local);
        return inClip != null && clip.contains(inClip);
    }
}
