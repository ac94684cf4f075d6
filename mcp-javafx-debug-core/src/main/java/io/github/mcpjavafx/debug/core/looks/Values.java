package io.github.mcpjavafx.debug.core.looks;

import io.github.mcpjavafx.debug.core.text.TextFormat;
import io.github.mcpjavafx.debug.finder.ShownValue;
import javafx.geometry.Insets;
import javafx.scene.layout.Background;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.scene.text.Font;

import java.util.stream.Collectors;

/** A style value in a few characters, or nothing when it does not read briefly. */
final class Values {

    private Values() {
    }

    static String brief(Object value) {
        if (value instanceof Color color) {
            return web(color);
        }
        if (value instanceof Number number) {
            return TextFormat.number(number.doubleValue());
        }
        if (value instanceof Boolean || value instanceof Enum<?>) {
            return value.toString();
        }
        if (value instanceof String text) {
            return text.length() > TextFormat.MAX_TEXT ? text.substring(0, TextFormat.MAX_TEXT) + "…" : text;
        }
        if (value instanceof Font font) {
            return font.getName() + " " + TextFormat.number(font.getSize());
        }
        if (value instanceof Insets insets) {
            return TextFormat.number(insets.getTop()) + " " + TextFormat.number(insets.getRight()) + " "
                    + TextFormat.number(insets.getBottom()) + " " + TextFormat.number(insets.getLeft());
        }
        if (value instanceof Background background && !background.getFills().isEmpty()) {
            return background.getFills().stream().map(BackgroundFill::getFill).map(Values::paint)
                    .collect(Collectors.joining(", "));
        }
        return null;
    }

    private static String paint(Paint paint) {
        return paint instanceof Color color ? web(color) : paint.getClass().getSimpleName();
    }

    private static String web(Color c) {
        return ShownValue.web(c);
    }
}
