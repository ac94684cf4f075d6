package io.github.mcpjavafx.debug.core.highlight;

import io.github.mcpjavafx.debug.core.scene.WindowList;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.layout.Region;
import javafx.stage.Popup;
import javafx.stage.Window;

/**
 * The short outline round an action's target, for a person watching: four thin popups just outside
 * the node's bounds. They lie beside the node, never over it, so the click the robot sends at the
 * node's center cannot land on them; they are shown in the same FX call that acts (a handful of
 * window moves, no waiting) and hidden a moment later by {@link OverlayClock}, not by an animation,
 * which waiting for an idle UI would have to sit out. FX thread only.
 */
final class ActionFlash {

    private static final double GAP = 1;
    private static final double THICKNESS = 3;
    private static final long SHOWN_MS = 700;

    private final Popup[] edges = new Popup[4];
    private final Region[] fills = new Region[4];
    private long shownAt;

    /** Outlines {@code node} for a moment; does nothing for a node with no place on screen. */
    void flash(Node node) {
        Bounds b = node.getScene() == null ? null : node.localToScreen(node.getLayoutBounds());
        Window owner = node.getScene() == null ? null : node.getScene().getWindow();
        if (b == null || owner == null || !owner.isShowing()) {
            return;
        }
        double outer = GAP + THICKNESS;
        place(0, owner, b.getMinX() - outer, b.getMinY() - outer, b.getWidth() + 2 * outer, THICKNESS);
        place(1, owner, b.getMinX() - outer, b.getMaxY() + GAP, b.getWidth() + 2 * outer, THICKNESS);
        place(2, owner, b.getMinX() - outer, b.getMinY() - GAP, THICKNESS, b.getHeight() + 2 * GAP);
        place(3, owner, b.getMaxX() + GAP, b.getMinY() - GAP, THICKNESS, b.getHeight() + 2 * GAP);
        long at = System.nanoTime();
        shownAt = at;
        OverlayClock.after(SHOWN_MS, () -> {
            if (shownAt == at) { // a later flash keeps the edges for itself
                hide();
            }
        });
    }

    /** Hides the edges now. */
    void hide() {
        for (Popup edge : edges) {
            if (edge != null) {
                edge.hide();
            }
        }
    }

    private void place(int i, Window owner, double x, double y, double width, double height) {
        if (edges[i] == null) {
            fills[i] = new Region();
            fills[i].setBackground(OverlayLook.fill(OverlayLook.OUTLINE));
            fills[i].setMouseTransparent(true);
            edges[i] = new Popup();
            WindowList.markOverlay(edges[i]);
            edges[i].setAutoFix(false);
            edges[i].setAutoHide(false);
            edges[i].setHideOnEscape(false);
            edges[i].getContent().add(fills[i]);
        }
        Popup edge = edges[i];
        fills[i].setMinSize(width, height);
        fills[i].setPrefSize(width, height);
        fills[i].setMaxSize(width, height);
        if (edge.isShowing() && edge.getOwnerWindow() != owner) {
            edge.hide();
        }
        if (edge.isShowing()) {
            edge.setX(x);
            edge.setY(y);
        } else {
            edge.show(owner, x, y);
        }
    }
}
