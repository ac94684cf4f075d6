package io.github.mcpjavafx.debug.core.highlight;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.layout.Region;
import javafx.stage.Window;

/**
 * An outline round a box on screen, made of four opaque bars just outside it ({@link OpaquePiece}):
 * nothing of the box itself is covered, so the app stays visible inside the outline with or
 * without a compositor, and a robot's click at the box's center never lands on the outline.
 * FX thread only.
 */
public final class OutlineFrame {

    private static final double GAP = 1;
    private static final double THICKNESS = 3;
    /** How far the frame reaches beyond the box on each side. */
    static final double OUTER = GAP + THICKNESS;

    private final OpaquePiece[] bars = new OpaquePiece[4];
    private final Runnable onMouse;

    /** A frame that does nothing when a person's mouse reaches it. */
    public OutlineFrame() {
        this(null);
    }

    /** @param onMouse runs when a person's mouse moves or presses on a bar; nullable */
    OutlineFrame(Runnable onMouse) {
        this.onMouse = onMouse;
    }

    /** Outlines {@code node} where it is on screen now; hides the frame when it has no place there. */
    public void around(Node node) {
        Bounds b = node.getScene() == null ? null : node.localToScreen(node.getLayoutBounds());
        Window owner = node.getScene() == null ? null : node.getScene().getWindow();
        if (b == null || owner == null || !owner.isShowing()) {
            hide();
            return;
        }
        around(owner, b.getMinX(), b.getMinY(), b.getWidth(), b.getHeight());
    }

    /** Outlines the screen box at ({@code x}, {@code y}) of the given size, shown above {@code owner}. */
    void around(Window owner, double x, double y, double width, double height) {
        double outer = OUTER;
        place(0, owner, x - outer, y - outer, width + 2 * outer, THICKNESS);
        place(1, owner, x - outer, y + height + GAP, width + 2 * outer, THICKNESS);
        place(2, owner, x - outer, y - GAP, THICKNESS, height + 2 * GAP);
        place(3, owner, x + width + GAP, y - GAP, THICKNESS, height + 2 * GAP);
    }

    /** Takes the frame off the screen; it may be shown again. */
    public void hide() {
        for (OpaquePiece bar : bars) {
            if (bar != null) {
                bar.hide();
            }
        }
    }

    private void place(int i, Window owner, double x, double y, double width, double height) {
        if (bars[i] == null) {
            Region fill = new Region();
            fill.setBackground(OverlayLook.fill(OverlayLook.OUTLINE));
            bars[i] = new OpaquePiece(fill, onMouse);
        }
        Region fill = (Region) bars[i].content();
        fill.setMinSize(width, height);
        fill.setPrefSize(width, height);
        fill.setMaxSize(width, height);
        bars[i].showAt(owner, x, y);
    }
}
