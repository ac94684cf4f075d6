package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.scene.Ancestry;
import io.github.mcpjavafx.debug.core.scene.HitTester;
import io.github.mcpjavafx.debug.core.scene.PointerHandlers;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.text.ContainerName;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Control;

import java.util.List;

/**
 * A press that changed nothing because it landed on a node nothing on its way handles (a caption laid over the shape
 * that opens a popover), while a node beneath it at that point handles presses: the line names that node and where
 * a press reaches it, as a person who saw nothing happen would look under the caption. FX thread only.
 */
final class HandlerBeneath {

    private HandlerBeneath() {
    }

    /** {@code ; nothing on its way handles a press, Rectangle u-2e beneath it does: reachable at @603,358}, or "". */
    static String of(Node pressed, NodeReader reader) {
        Scene scene = pressed.getScene();
        if (scene == null || scene.getRoot() == null) {
            return "";
        }
        Bounds bounds = pressed.localToScene(pressed.getBoundsInLocal());
        Point2D center = new Point2D(bounds.getCenterX(), bounds.getCenterY());
        Node hit = HitTester.topmostAt(scene, center);
        if (hit == null || handledOnItsWay(hit)) {
            return "";
        }
        Node beneath = frontmostHandler(scene.getRoot(), center, hit, null);
        if (beneath == null) {
            return "";
        }
        Point2D reach = UncoveredPoint.of(beneath);
        return "; nothing on its way handles a press, "
                + ContainerName.name(reader.summary(beneath, WindowList.showing())) + " beneath it does"
                + (reach == null ? "" : ": reachable at @" + Math.round(reach.getX()) + "," + Math.round(reach.getY()));
    }

    /**
     * Whether the node the press reached, or one above it, handles it: by a handler of its own, or as the nearest
     * control holding it does by its type (a button's text is the button's). A control further up (a tab pane, a split
     * pane around the page) handles presses on its own parts, not on the content it holds.
     */
    private static boolean handledOnItsWay(Node hit) {
        boolean nearestControl = true;
        for (Node n = hit; n != null; n = n.getParent()) {
            if (PointerHandlers.react(n)) {
                return true;
            }
            if (n instanceof Control) {
                if (nearestControl && PointerHandlers.actsByType(n)) {
                    return true;
                }
                nearestControl = false;
            }
        }
        return false;
    }

    /** The node drawn frontmost under {@code point} that handles presses, aside from the press's own path. */
    private static Node frontmostHandler(Node node, Point2D point, Node hit, Node found) {
        if (!node.isVisible() || node.isMouseTransparent()) {
            return found;
        }
        if (PointerHandlers.react(node) && !Ancestry.isAncestorOrSelf(node, hit) && !Ancestry.isAncestorOrSelf(hit, node)) {
            Point2D local = node.sceneToLocal(point);
            if (local != null && node.contains(local)) {
                found = node; // a later one in tree order is drawn in front of it
            }
        }
        if (node instanceof Parent parent) {
            List<Node> children = parent.getChildrenUnmodifiable();
            for (int i = 0; i < children.size(); i++) {
                found = frontmostHandler(children.get(i), point, hit, found);
            }
        }
        return found;
    }
}
