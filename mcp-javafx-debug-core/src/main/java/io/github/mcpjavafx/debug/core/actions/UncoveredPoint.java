package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.scene.Ancestry;
import io.github.mcpjavafx.debug.core.scene.HitTester;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.Scene;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A point of a node that something else covers at its center where a press still reaches it (a shape under a label
 * that covers its middle): the screen point nearest its center, in whole pixels, at which the node's scene picks
 * the node or one of its parts. What a click given that point as {@code x,y} presses. FX thread only.
 */
final class UncoveredPoint {

    /** Points tried across and down the node's bounds: a hit test each, only when a click was refused. */
    private static final int STEPS = 16;

    private UncoveredPoint() {
    }

    /** The screen point, or {@code null} when the node is covered wherever it lies inside its window. */
    static Point2D of(Node node) {
        Scene scene = node.getScene();
        Bounds local = node.getBoundsInLocal();
        if (scene == null || local.isEmpty()) {
            return null;
        }
        List<Point2D> tried = new ArrayList<>(STEPS * STEPS);
        for (int i = 0; i < STEPS; i++) {
            for (int j = 0; j < STEPS; j++) {
                tried.add(new Point2D(local.getMinX() + local.getWidth() * (i + 0.5) / STEPS,
                        local.getMinY() + local.getHeight() * (j + 0.5) / STEPS));
            }
        }
        Point2D center = new Point2D(local.getCenterX(), local.getCenterY());
        tried.sort(Comparator.comparingDouble(center::distance));
        for (Point2D point : tried) {
            Point2D screen = node.localToScreen(point);
            if (screen == null) {
                return null;
            }
            // whole pixels, as an agent writes them back: the rounded point is the one tested
            Point2D pixel = new Point2D(Math.round(screen.getX()), Math.round(screen.getY()));
            Point2D inScene = node.localToScene(node.screenToLocal(pixel));
            if (inScene != null && inScene.getX() >= 0 && inScene.getY() >= 0 && inScene.getX() < scene.getWidth()
                    && inScene.getY() < scene.getHeight()) {
                Node hit = HitTester.topmostAt(scene, inScene);
                if (hit != null && Ancestry.isAncestorOrSelf(node, hit)) {
                    return pixel;
                }
            }
        }
        return null;
    }
}
