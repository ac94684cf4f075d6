package io.github.mcpjavafx.debug.core.highlight;

import io.github.mcpjavafx.debug.core.marks.MarkedNode;
import javafx.geometry.Bounds;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.PopupWindow;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.List;

/**
 * A highlight on screen: per mark, an {@link OutlineFrame} just outside the node and a uid badge just
 * above its top-left corner, each an opaque window of its own ({@link OpaquePiece}). Nothing is
 * drawn over the nodes themselves and no window has a transparent pixel, so the app stays visible
 * with or without a compositor.
 *
 * <p>A window on top takes the pointer's input wherever it lies, so the pieces could still eat clicks
 * meant for the app's nodes next to the one they outline. They therefore step aside: removed while
 * {@code ui_perform} sends robot input (and drawn anew after it, see {@link Highlighter#stepAside}), and
 * gone for good as soon as a person's mouse moves or presses on one. FX thread only.
 */
final class HighlightOverlay {

    private final List<OutlineFrame> frames;
    private final List<OpaquePiece> badges;

    private HighlightOverlay(List<OutlineFrame> frames, List<OpaquePiece> badges) {
        this.frames = frames;
        this.badges = badges;
    }

    /** Shows outlines and badges for {@code marks}; {@code onMouse} runs when a person's mouse reaches one. */
    static HighlightOverlay show(List<MarkedNode> marks, List<Window> windows, Runnable onMouse) {
        List<OutlineFrame> frames = new ArrayList<>(marks.size());
        List<OpaquePiece> badges = new ArrayList<>(marks.size());
        for (MarkedNode mark : marks) {
            Window window = windows.get(mark.stageIndex());
            Scene scene = window.getScene();
            if (scene == null) {
                continue;
            }
            Bounds b = mark.sceneBounds();
            double x = window.getX() + scene.getX() + b.getMinX();
            double y = window.getY() + scene.getY() + b.getMinY();
            OutlineFrame frame = new OutlineFrame(onMouse);
            frame.around(window, x, y, b.getWidth(), b.getHeight());
            frames.add(frame);
            badges.add(badge(mark.uid(), window, x, y, onMouse));
        }
        return new HighlightOverlay(frames, badges);
    }

    /** The uid's badge, its bottom-left corner on the outline's top-left: above the node, not on it. */
    private static OpaquePiece badge(String uid, Window window, double x, double y, Runnable onMouse) {
        Label label = OverlayLook.badge(uid);
        OpaquePiece badge = new OpaquePiece(new StackPane(label), onMouse, PopupWindow.AnchorLocation.CONTENT_BOTTOM_LEFT);
        badge.showAt(window, x - OutlineFrame.OUTER, y - OutlineFrame.OUTER);
        return badge;
    }

    /** Takes it off the screen. */
    void remove() {
        frames.forEach(OutlineFrame::hide);
        badges.forEach(OpaquePiece::hide);
    }
}
