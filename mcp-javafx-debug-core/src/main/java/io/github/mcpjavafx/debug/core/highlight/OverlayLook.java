package io.github.mcpjavafx.debug.core.highlight;

import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.layout.Background;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.Border;
import javafx.scene.layout.BorderStroke;
import javafx.scene.layout.BorderStrokeStyle;
import javafx.scene.layout.BorderWidths;
import javafx.scene.layout.CornerRadii;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;

/** The colours and badge of highlights in the app: the same as a marked screenshot's. FX thread only. */
final class OverlayLook {

    static final Color OUTLINE = Color.rgb(0xE6, 0x00, 0x7A);
    static final Color BADGE = Color.rgb(0xFF, 0xE0, 0x00);

    private OverlayLook() {
    }

    static Background fill(Color color) {
        return new Background(new BackgroundFill(color, CornerRadii.EMPTY, Insets.EMPTY));
    }

    /** A yellow badge with the uid in bold black. */
    static Label badge(String uid) {
        Label badge = new Label(uid);
        badge.setFont(Font.font(null, FontWeight.BOLD, 11));
        badge.setTextFill(Color.BLACK);
        badge.setPadding(new Insets(0, 3, 0, 3));
        badge.setBackground(fill(BADGE));
        badge.setBorder(new Border(new BorderStroke(Color.BLACK, BorderStrokeStyle.SOLID, CornerRadii.EMPTY,
                BorderWidths.DEFAULT)));
        return badge;
    }
}
