package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.FailureReason;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.scene.Ancestry;
import io.github.mcpjavafx.debug.core.scene.HitTester;
import io.github.mcpjavafx.debug.core.scene.NodeVisibility;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.SubScene;
import javafx.scene.control.ScrollPane;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.util.List;
import java.util.Map;

/**
 * What must hold before the robot touches a node, checked in the order an agent can fix them:
 * the node is in a showing window, visible, enabled, has screen bounds, its center is inside
 * its window and not clipped away, no modal dialog blocks its window, and (for clicks) nothing
 * in its scene covers the center.
 * Each failure names the node and the next step. FX thread only.
 */
final class TargetChecks {

    private final NodeLabels labels;

    TargetChecks(NodeLabels labels) {
        this.labels = labels;
    }

    /** The node is in a showing window, visible and enabled: fit for any action. */
    void requireUsable(Node node) {
        Scene scene = node.getScene();
        Window window = scene == null ? null : scene.getWindow();
        if (window == null || !window.isShowing()) {
            throw UiException.actionFailed(FailureReason.NO_SCREEN_BOUNDS, labels.label(node) + " is not in a "
                    + "showing window, so it has no place on screen. Take a new snapshot and target a node in it.",
                    labels.facts(node));
        }
        Node hidden = NodeVisibility.firstHidden(node);
        if (hidden != null) {
            Map<String, Object> details = labels.facts(node);
            String why = hidden == node ? "it is set invisible" : "its ancestor " + labels.label(hidden) + " is invisible";
            if (hidden != node) {
                details.put("hiddenAncestor", labels.facts(hidden));
            }
            throw UiException.actionFailed(FailureReason.NOT_VISIBLE, labels.label(node) + " is not visible ("
                    + why + "). Make it visible first (open its tab, expand its pane), or pick a visible node.", details);
        }
        if (node.isDisabled()) {
            Node disabler = firstDisabling(node);
            Map<String, Object> details = labels.facts(node);
            String why = "";
            if (disabler != null && disabler != node) {
                details.put("disabledBy", labels.facts(disabler));
                why = " (its ancestor " + labels.label(disabler) + " is disabled)";
            }
            throw UiException.actionFailed(FailureReason.DISABLED, labels.label(node) + " is disabled" + why
                    + ". Do what enables it first (fill in the required fields), then retry; a snapshot shows its state.",
                    details);
        }
    }

    /**
     * No modal dialog keeps input from the node's window: an application-modal stage blocks every
     * other window, a window-modal one its owners. The robot's input would go nowhere (or into the
     * dialog), so the action fails and names the dialog to deal with first.
     */
    void requireNotBlockedByModal(Node node) {
        Window window = node.getScene().getWindow();
        List<Window> windows = WindowList.showing();
        for (Window other : windows) {
            if (other instanceof Stage dialog && dialog.getModality() != Modality.NONE && other != window
                    && !isOwnedBy(window, dialog)
                    && (dialog.getModality() == Modality.APPLICATION_MODAL || isOwnedBy(dialog, window))) {
                Map<String, Object> details = labels.facts(node);
                details.put("blockedBy", Map.of("stageIndex", windows.indexOf(dialog),
                        "title", String.valueOf(dialog.getTitle()), "modality", dialog.getModality().name()));
                throw UiException.actionFailed(FailureReason.BLOCKED_BY_MODAL, "The modal window \""
                        + dialog.getTitle() + "\" (stageIndex " + windows.indexOf(dialog) + ") blocks input to "
                        + labels.label(node) + "'s window. Answer or close that dialog first (snapshot it with "
                        + "stageIndex " + windows.indexOf(dialog) + "), then retry.", details);
            }
        }
    }

    /** True when {@code ancestor} is {@code window} or owns it, directly or not. */
    private static boolean isOwnedBy(Window window, Window ancestor) {
        for (Window w = window; w != null; w = WindowList.ownerOf(w)) {
            if (w == ancestor) {
                return true;
            }
        }
        return false;
    }

    /**
     * The screen point at the node's center, where the robot points: fails when the node has no
     * screen bounds, when the center is outside its window or clipped away (scrolled out of a
     * viewport), and, with {@code mustBeOnTop}, when another node of its scene covers it.
     */
    PointerTarget pointAt(Node node, boolean mustBeOnTop) {
        requireUsable(node);
        requireNotBlockedByModal(node);
        Bounds local = node.getBoundsInLocal();
        Bounds screen = node.localToScreen(local);
        if (screen == null || local.isEmpty() || local.getWidth() <= 0 || local.getHeight() <= 0
                || Double.isNaN(screen.getMinX()) || Double.isNaN(screen.getMinY())) {
            throw UiException.actionFailed(FailureReason.NO_SCREEN_BOUNDS, labels.label(node) + " has no size on "
                    + "screen (not laid out yet, or zero width or height), so there is nothing to point at. Take a "
                    + "new snapshot; target a visible neighbour or its container instead.",
                    labels.factsWithBounds(node, screen));
        }
        Scene scene = node.getScene();
        Point2D center = new Point2D(screen.getCenterX(), screen.getCenterY());
        Point2D scenePoint = node.localToScene(
                (local.getMinX() + local.getMaxX()) / 2, (local.getMinY() + local.getMaxY()) / 2);
        requireInsideWindow(node, scene, screen, scenePoint);
        Node topmost = HitTester.topmostAt(scene, scenePoint);
        if (mustBeOnTop) {
            requireOnTop(node, scene, screen, topmost);
        }
        Node receiver = topmost != null && Ancestry.isAncestorOrSelf(node, topmost) ? topmost : node;
        return new PointerTarget(center, scenePoint, receiver);
    }

    private void requireInsideWindow(Node node, Scene scene, Bounds screen, Point2D scenePoint) {
        if (!isWithinSceneArea(scene, scenePoint)) {
            Map<String, Object> details = labels.factsWithBounds(node, screen);
            details.put("sceneSize", scene.getWidth() + "x" + scene.getHeight());
            throw UiException.actionFailed(FailureReason.OFF_SCREEN, labels.label(node) + " has its center outside "
                    + "its window's visible area. Scroll it into view (a scroll action on its container) or make "
                    + "the window larger, then retry.", details);
        }
        for (Node clipping = node; clipping != null; clipping = clipping.getParent()) {
            if (!HitTester.insideClip(clipping, clipping.sceneToLocal(scenePoint))) {
                Map<String, Object> details = labels.factsWithBounds(node, screen);
                details.put("clippedBy", labels.facts(clipping));
                ScrollPane scroller = Ancestry.enclosingScrollPane(clipping);
                String next = scroller != null
                        ? "Scroll " + labels.label(scroller) + " until it shows (a scroll action on it), then retry."
                        : "Scroll it into view first, then retry.";
                if (scroller != null) {
                    details.put("scrollContainer", labels.facts(scroller));
                }
                throw UiException.actionFailed(FailureReason.OFF_SCREEN, labels.label(node) + " is outside the "
                        + "visible part of its container (clipped by " + labels.label(clipping) + "). " + next, details);
            }
        }
    }

    private void requireOnTop(Node node, Scene scene, Bounds screen, Node hit) {
        if (!Ancestry.isReachableFromRoot(node, scene)) {
            return; // in a SubScene or a detached branch: our picking would guess, so do not fail on a guess
        }
        if (hit == null || hit instanceof SubScene || Ancestry.isAncestorOrSelf(node, hit) || Ancestry.isAncestorOrSelf(hit, node)) {
            return; // the press reaches the target, one of its parts, or a container we cannot tell apart from it
        }
        Map<String, Object> details = labels.factsWithBounds(node, screen);
        details.put("coveredBy", labels.facts(hit));
        Point2D reachable = UncoveredPoint.of(node);
        String reach;
        if (reachable == null) {
            reach = " Nowhere else in its window does a press reach it either.";
        } else {
            long x = Math.round(reachable.getX());
            long y = Math.round(reachable.getY());
            details.put("reachableAt", Map.of("x", x, "y", y));
            reach = " It is reachable at @" + x + "," + y + " (screen): a click given \"x\":" + x + ",\"y\":" + y
                    + " instead of a target lands on it.";
        }
        throw UiException.actionFailed(FailureReason.OBSCURED, labels.label(node) + " is covered at its center by "
                + labels.label(hit) + ", so a click would land there." + reach + " Or close or move what covers it "
                + "(a dialog, an overlay), or click " + labels.label(hit) + " if that is what you meant.", details);
    }

    private static boolean isWithinSceneArea(Scene scene, Point2D p) {
        return p.getX() >= 0 && p.getY() >= 0 && p.getX() < scene.getWidth() && p.getY() < scene.getHeight();
    }

    private static Node firstDisabling(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (n.isDisable()) {
                return n;
            }
        }
        return null;
    }

    /**
     * Where the pointer goes: the screen point for the robot, the same point in scene coordinates,
     * and the node that gets the events there: the target or the part of it on top (its label text, say).
     */
    record PointerTarget(Point2D screen, Point2D scene, Node receiver) {
    }
}
