package io.github.mcpjavafx.debug.core.actions;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.skin.VirtualFlow;

/**
 * Brings a target into view before a pointer action, as a user scrolls before clicking: the
 * enclosing scroll panes move just enough to show it, and a row of a list, table or tree that is
 * cut off is scrolled to. Afterwards the scene is laid out again, so the target's bounds are where
 * the click will land. What cannot be scrolled to stays where it is, and the checks that follow
 * report it as {@code OFF_SCREEN}. FX thread only.
 */
final class ScrollIntoView {

    private ScrollIntoView() {
    }

    /**
     * The node to act on once {@code node} is in view: {@code node} itself, or, for a row of a
     * virtualized control, the cell that shows the same row after scrolling (cells are reused).
     */
    static Node reveal(Node node) {
        Node target = revealRow(node);
        for (Parent parent = target.getParent(); parent != null; parent = parent.getParent()) {
            if (parent instanceof ScrollPane scroller && scroller.getContent() != null) {
                showInside(scroller, target);
            }
        }
        return target;
    }

    private static Node revealRow(Node node) {
        IndexedCell<?> cell = enclosingCell(node);
        VirtualFlow<?> flow = cell == null ? null : enclosingFlow(cell);
        if (flow == null || cell.getIndex() < 0 || isFullyInside(cell, flow)) {
            return node;
        }
        int index = cell.getIndex();
        flow.scrollTo(index);
        layOut(flow);
        IndexedCell<?> shown = flow.getVisibleCell(index);
        return shown == null || node != cell ? node : shown;
    }

    /** Moves the scroll pane's view so that {@code node}'s bounds are inside it, as little as needed. */
    private static void showInside(ScrollPane scroller, Node node) {
        Node content = scroller.getContent();
        Bounds inContent = content.sceneToLocal(node.localToScene(node.getBoundsInLocal()));
        Bounds viewport = scroller.getViewportBounds();
        Bounds contentBounds = content.getLayoutBounds();
        double extraWidth = contentBounds.getWidth() - viewport.getWidth();
        double extraHeight = contentBounds.getHeight() - viewport.getHeight();
        if (inContent == null || (extraWidth <= 0 && extraHeight <= 0)) {
            return;
        }
        if (extraHeight > 0) {
            double top = -viewport.getMinY();
            double wanted = clamp(top, inContent.getMaxY() - viewport.getHeight(), inContent.getMinY());
            scroller.setVvalue(valueFor(scroller.getVmin(), scroller.getVmax(), wanted / extraHeight));
        }
        if (extraWidth > 0) {
            double left = -viewport.getMinX();
            double wanted = clamp(left, inContent.getMaxX() - viewport.getWidth(), inContent.getMinX());
            scroller.setHvalue(valueFor(scroller.getHmin(), scroller.getHmax(), wanted / extraWidth));
        }
        layOut(scroller);
    }

    /** The offset closest to {@code current} that still shows [{@code min}, {@code max}]. */
    private static double clamp(double current, double min, double max) {
        return Math.max(min, Math.min(max, current));
    }

    private static double valueFor(double min, double max, double fraction) {
        return min + (max - min) * Math.max(0, Math.min(1, fraction));
    }

    private static boolean isFullyInside(Node cell, Node flow) {
        Bounds cellBounds = cell.localToScene(cell.getBoundsInLocal());
        Bounds flowBounds = flow.localToScene(flow.getBoundsInLocal());
        return flowBounds.contains(cellBounds);
    }

    private static IndexedCell<?> enclosingCell(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (n instanceof IndexedCell<?> cell && n.getParent() != null && enclosingFlow(cell) != null) {
                return cell;
            }
        }
        return null;
    }

    private static VirtualFlow<?> enclosingFlow(Node node) {
        for (Parent p = node.getParent(); p != null; p = p.getParent()) {
            if (p instanceof VirtualFlow<?> flow) {
                return flow;
            }
        }
        return null;
    }

    /** CSS and layout now, from the scene's root: the next bounds read must see the new positions. */
    private static void layOut(Node node) {
        if (node.getScene() != null && node.getScene().getRoot() != null) {
            node.getScene().getRoot().applyCss();
            node.getScene().getRoot().layout();
        }
    }
}
