package io.github.mcpjavafx.debug.core.highlight;

import io.github.mcpjavafx.debug.core.marks.MarkedNode;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import javafx.geometry.Bounds;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;
import javafx.stage.Popup;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A highlight on screen: per window, one transparent popup over the area of its marks, drawing an
 * outline and a uid badge for each. The popups are overlays ({@link WindowList#markOverlay}), so no
 * tool sees them.
 *
 * <p>A window on top takes the pointer's input wherever it lies, transparent or not (on most window
 * systems and on Monocle), so the popups could eat clicks meant for the nodes they outline. They
 * therefore step aside: removed while {@code ui_perform} sends robot input (and drawn anew after it,
 * see {@link Highlighter#stepAside}), and gone for good as soon as a person's mouse moves or presses
 * over them. FX thread only.
 */
final class HighlightOverlay {

    private final List<Shown> popups;

    private HighlightOverlay(List<Shown> popups) {
        this.popups = popups;
    }

    /** Shows outlines and badges for {@code marks}; {@code onMouse} runs when a person's mouse reaches one. */
    static HighlightOverlay show(List<MarkedNode> marks, List<Window> windows, Runnable onMouse) {
        Map<Integer, List<MarkedNode>> byWindow = new LinkedHashMap<>();
        for (MarkedNode mark : marks) {
            byWindow.computeIfAbsent(mark.stageIndex(), k -> new ArrayList<>()).add(mark);
        }
        List<Shown> shown = new ArrayList<>(byWindow.size());
        byWindow.forEach((index, inWindow) -> {
            Window window = windows.get(index);
            if (window.getScene() != null) {
                shown.add(popupFor(window, inWindow, onMouse));
            }
        });
        for (Shown popup : shown) {
            popup.popup().show(popup.owner(), popup.x(), popup.y());
        }
        return new HighlightOverlay(shown);
    }

    private static Shown popupFor(Window window, List<MarkedNode> marks, Runnable onMouse) {
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        for (MarkedNode mark : marks) {
            minX = Math.min(minX, mark.sceneBounds().getMinX());
            minY = Math.min(minY, mark.sceneBounds().getMinY());
        }
        Pane pane = new Pane();
        pane.setMouseTransparent(true);
        List<Label> badges = new ArrayList<>(marks.size());
        for (MarkedNode mark : marks) {
            Bounds b = mark.sceneBounds();
            Rectangle outline = new Rectangle(b.getMinX() - minX + OverlayLook.STROKE / 2, b.getMinY() - minY
                    + OverlayLook.STROKE / 2, Math.max(1, b.getWidth() - OverlayLook.STROKE),
                    Math.max(1, b.getHeight() - OverlayLook.STROKE));
            outline.setFill(Color.TRANSPARENT);
            outline.setStroke(OverlayLook.OUTLINE);
            outline.setStrokeWidth(OverlayLook.STROKE);
            pane.getChildren().add(outline);
            Label badge = OverlayLook.badge(mark.uid());
            badge.relocate(b.getMinX() - minX, b.getMinY() - minY);
            badges.add(badge);
        }
        pane.getChildren().addAll(badges); // above every outline
        Popup popup = new Popup();
        WindowList.markOverlay(popup);
        popup.setAutoFix(false);
        popup.setAutoHide(false);
        popup.setHideOnEscape(false);
        popup.getContent().add(pane);
        popup.addEventFilter(MouseEvent.MOUSE_MOVED, e -> onMouse.run());
        popup.addEventFilter(MouseEvent.MOUSE_PRESSED, e -> onMouse.run());
        Scene scene = window.getScene();
        return new Shown(popup, window, window.getX() + scene.getX() + minX, window.getY() + scene.getY() + minY);
    }

    /** Takes it off the screen. */
    void remove() {
        for (Shown shown : popups) {
            shown.popup().hide();
        }
    }

    private record Shown(Popup popup, Window owner, double x, double y) {
    }
}
