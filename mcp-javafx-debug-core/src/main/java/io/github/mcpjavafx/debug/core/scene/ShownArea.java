package io.github.mcpjavafx.debug.core.scene;

import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;

/**
 * Where on its window a node can be seen: the window's scene area cut by the clip of every ancestor
 * (a scroll pane's viewport, a list's visible rows, a clipped pane). A node whose box lies wholly
 * outside that area is <em>offscreen</em>: scrolled out of view or beyond the window's edge, though
 * it is visible and laid out. What a line, a mark and a highlight say of a node's place. FX thread only.
 *
 * <p>A snapshot asks for every node: {@link #inside(Node, State, ShownArea)} carries the area down from a
 * parent to a child, so only the nodes that cross an edge pay for their bounds. A single node
 * ({@link #isOffscreen(Node)}) walks its ancestors.
 *
 * @param area  the visible part of the scene in scene coordinates, null when the node is in no scene
 * @param state what is known of the node against {@code area}
 */
public record ShownArea(Bounds area, State state) {

    /** What is known of a node's box against its area. */
    public enum State {
        /** Wholly inside: so is every descendant until a clip. */
        INSIDE,
        /** Wholly outside, or clipped away: so is every descendant. */
        OUTSIDE,
        /** Crossing an edge or not yet compared. */
        OPEN
    }

    /** The area of a node reached without its parent's area (a snapshot's root, a skin's exposed content). */
    public static ShownArea of(Node node) {
        Scene scene = node.getScene();
        if (scene == null) {
            return new ShownArea(null, State.OPEN);
        }
        Bounds area = new BoundingBox(0, 0, scene.getWidth(), scene.getHeight());
        for (Node ancestor = node.getParent(); ancestor != null && area != null; ancestor = ancestor.getParent()) {
            area = clipped(area, ancestor);
        }
        return new ShownArea(area, area == null ? State.OUTSIDE : State.OPEN);
    }

    /** Whether the node is visible in its own right but lies wholly outside what its window shows of it. */
    public static boolean isOffscreen(Node node) {
        return of(node).compare(node) == State.OUTSIDE;
    }

    /** What this area says of {@code node}, comparing its box only when that is not yet known. */
    public State compare(Node node) {
        if (state != State.OPEN || area == null) {
            return area == null && node.getScene() != null ? State.OUTSIDE : state;
        }
        Bounds local = node.getBoundsInLocal();
        if (local.isEmpty()) {
            return State.OPEN; // no box: an empty group is nowhere, not offscreen
        }
        Bounds box = node.localToScene(local);
        if (area.contains(box)) {
            return State.INSIDE;
        }
        return area.intersects(box) ? State.OPEN : State.OUTSIDE;
    }

    /**
     * The area of {@code child}, a scene-graph child of {@code parent}, given the parent's state: the parent's
     * clip cuts it, a parent outside keeps its children outside, a parent inside keeps them inside unless it clips.
     */
    public static ShownArea inside(Node parent, State parentState, ShownArea parentArea) {
        if (parentState == State.OUTSIDE) {
            return new ShownArea(parentArea.area, State.OUTSIDE);
        }
        if (parent.getClip() == null) {
            return new ShownArea(parentArea.area, parentState);
        }
        Bounds area = parentArea.area == null ? null : clipped(parentArea.area, parent);
        return new ShownArea(area, area == null ? State.OUTSIDE : State.OPEN);
    }

    /** {@code area} cut by the clip of {@code node}, in scene coordinates; null when nothing is left. */
    private static Bounds clipped(Bounds area, Node node) {
        Node clip = node.getClip();
        if (clip == null) {
            return area;
        }
        return overlap(area, node.localToScene(clip.getBoundsInParent()));
    }

    /** The part two boxes share, null when they share no area. */
    public static Bounds overlap(Bounds a, Bounds b) {
        double minX = Math.max(a.getMinX(), b.getMinX());
        double minY = Math.max(a.getMinY(), b.getMinY());
        double maxX = Math.min(a.getMaxX(), b.getMaxX());
        double maxY = Math.min(a.getMaxY(), b.getMaxY());
        return maxX <= minX || maxY <= minY ? null : new BoundingBox(minX, minY, maxX - minX, maxY - minY);
    }
}
