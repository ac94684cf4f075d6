package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.scene.ShownRows;
import io.github.mcpjavafx.debug.core.scene.SkinItems;
import io.github.mcpjavafx.debug.core.text.TextFormat;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Control;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.skin.VirtualFlow;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Where a scroll action's content stood before it, so that its line can say how far the content moved: a scroll
 * pane's content in pixels, with its {@code vvalue} or {@code hvalue} from and to ({@code scrolled 320 px down,
 * vvalue 0 → 0.42}); a list's, table's or tree's rows by the first one shown ({@code first row shown 0 → 12}).
 * What scrolls is the target when it scrolls, else the first thing that does in its skin (a text area's scroll
 * pane), else the nearest scroll pane or virtualized control above it. FX thread only.
 */
final class ScrollPosition {

    /** A skin is searched this deep for what scrolls in it; a text area's scroll pane is two levels down. */
    private static final int SEARCHED = 50;

    private final ScrollPane pane;
    private final VirtualFlow<?> flow;
    private final Point2D content;
    private final double vvalue;
    private final double hvalue;
    private final int firstRow;

    private ScrollPosition(ScrollPane pane, VirtualFlow<?> flow) {
        this.pane = pane;
        this.flow = flow;
        this.content = pane == null ? null : contentAt(pane);
        this.vvalue = pane == null ? 0 : pane.getVvalue();
        this.hvalue = pane == null ? 0 : pane.getHvalue();
        this.firstRow = flow == null ? -1 : firstRow(flow);
    }

    /** What scrolls for a wheel over {@code target}, as it stands now; {@code null} when nothing does. */
    static ScrollPosition of(Node target) {
        ScrollPosition found = scrolling(target);
        if (found == null && target instanceof Control control) { // a text area scrolls in its skin's scroll pane
            found = inSkinOf(control);
        }
        for (Node at = target.getParent(); found == null && at != null; at = at.getParent()) {
            found = scrolling(at);
        }
        return found;
    }

    private static ScrollPosition inSkinOf(Control control) {
        Deque<Node> todo = new ArrayDeque<>(control.getChildrenUnmodifiable());
        for (int seen = 0; !todo.isEmpty() && seen < SEARCHED; seen++) {
            Node node = todo.poll();
            ScrollPosition found = scrolling(node);
            if (found != null) {
                return found;
            }
            if (node instanceof Parent parent) {
                todo.addAll(parent.getChildrenUnmodifiable());
            }
        }
        return null;
    }

    private static ScrollPosition scrolling(Node node) {
        if (node instanceof ScrollPane pane) {
            return new ScrollPosition(pane, null);
        }
        if (node instanceof VirtualFlow<?> flow) {
            return new ScrollPosition(null, flow);
        }
        if (node instanceof Control control && SkinItems.isVirtualized(control)) {
            VirtualFlow<?> flow = SkinItems.flowOf(control);
            return flow == null ? null : new ScrollPosition(null, flow);
        }
        return null;
    }

    /**
     * {@code , scrolled 320 px down (vvalue 0 → 0.42)}, {@code , scrolled down: first row shown 0 → 12}, or that
     * nothing moved ({@code , but nothing scrolled (vvalue stays 1)}): what to add to the action's outcome.
     */
    String movedSince() {
        String moved = moved();
        if (!moved.isEmpty()) {
            return ", " + moved;
        }
        return pane != null ? ", but nothing scrolled (vvalue stays " + TextFormat.number(round(pane.getVvalue())) + ")"
                : ", but nothing scrolled (first row shown stays " + firstRow + ")";
    }

    /**
     * FX thread: how far the content moved since this position was taken, the scroll's visible effect:
     * {@code scrolled 320 px down (vvalue 0 → 0.42)}, {@code scrolled down: first row shown 0 → 12}; "" when it stayed.
     */
    String moved() {
        if (pane != null) {
            Point2D now = contentAt(pane);
            double down = content == null || now == null ? 0 : content.getY() - now.getY();
            double right = content == null || now == null ? 0 : content.getX() - now.getX();
            if (Math.abs(down) < 0.5 && Math.abs(right) < 0.5) {
                return "";
            }
            StringBuilder said = new StringBuilder("scrolled");
            if (Math.abs(down) >= 0.5) {
                said.append(' ').append(TextFormat.number(Math.round(Math.abs(down)))).append(down > 0 ? " px down" : " px up")
                        .append(" (vvalue ").append(TextFormat.number(round(vvalue))).append(" → ")
                        .append(TextFormat.number(round(pane.getVvalue()))).append(')');
            }
            if (Math.abs(right) >= 0.5) {
                said.append(Math.abs(down) >= 0.5 ? " and " : " ").append(TextFormat.number(Math.round(Math.abs(right))))
                        .append(right > 0 ? " px right" : " px left").append(" (hvalue ").append(TextFormat.number(round(hvalue)))
                        .append(" → ").append(TextFormat.number(round(pane.getHvalue()))).append(')');
            }
            return said.toString();
        }
        int now = firstRow(flow);
        return now == firstRow ? "" : "scrolled " + (now > firstRow ? "down" : "up") + ": first row shown " + firstRow + " → " + now;
    }

    /** The content's corner in the scroll pane's coordinates, where the viewport shows it; null without content. */
    private static Point2D contentAt(ScrollPane pane) {
        Node content = pane.getContent();
        if (content == null || content.getScene() == null) {
            return null;
        }
        return pane.sceneToLocal(content.localToScene(0, 0));
    }

    private static int firstRow(VirtualFlow<?> flow) {
        ShownRows shown = ShownRows.of(flow);
        return shown == null ? -1 : shown.first();
    }

    private static double round(double value) {
        return Math.round(value * 100) / 100.0;
    }
}
