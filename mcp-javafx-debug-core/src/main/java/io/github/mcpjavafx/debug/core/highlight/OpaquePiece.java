package io.github.mcpjavafx.debug.core.highlight;

import io.github.mcpjavafx.debug.core.scene.WindowList;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.input.MouseEvent;
import javafx.stage.Popup;
import javafx.stage.PopupWindow;
import javafx.stage.Window;

/**
 * One opaque piece of a highlight: a small popup window whose content fills it entirely. Without a
 * compositor (many Linux desktops, VNC sessions, CI) X paints a window's transparent pixels opaque,
 * so a highlight drawn in one transparent window over the app would hide what lies under it; a piece
 * with no transparent pixel shows exactly what it means to. Pieces are overlays
 * ({@link WindowList#markOverlay}): no tool sees them. FX thread only.
 */
final class OpaquePiece {

    private final Popup popup = new Popup();

    /** @param content what fills the piece, sized by itself; {@code onMouse} runs when a person's mouse reaches it */
    OpaquePiece(Parent content, Runnable onMouse) {
        this(content, onMouse, PopupWindow.AnchorLocation.CONTENT_TOP_LEFT);
    }

    /** @param anchor which corner of the piece {@link #showAt} places at the point */
    OpaquePiece(Parent content, Runnable onMouse, PopupWindow.AnchorLocation anchor) {
        WindowList.markOverlay(popup);
        popup.setAnchorLocation(anchor);
        popup.setAutoFix(false);
        popup.setAutoHide(false);
        popup.setHideOnEscape(false);
        content.setMouseTransparent(true);
        popup.getContent().add(content);
        if (onMouse != null) {
            popup.addEventFilter(MouseEvent.MOUSE_MOVED, e -> onMouse.run());
            popup.addEventFilter(MouseEvent.MOUSE_PRESSED, e -> onMouse.run());
        }
    }

    Node content() {
        return popup.getContent().get(0);
    }

    /** Shows the piece at screen point ({@code x}, {@code y}) above {@code owner}, or moves it there. */
    void showAt(Window owner, double x, double y) {
        if (popup.isShowing() && popup.getOwnerWindow() != owner) {
            popup.hide();
        }
        if (popup.isShowing()) {
            popup.setX(x);
            popup.setY(y);
        } else {
            popup.show(owner, x, y);
        }
    }

    void hide() {
        popup.hide();
    }
}
