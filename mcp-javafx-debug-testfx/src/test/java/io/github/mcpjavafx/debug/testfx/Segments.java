package io.github.mcpjavafx.debug.testfx;

import javafx.scene.control.Control;
import javafx.scene.control.Skin;
import javafx.scene.control.SkinBase;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.HBox;

/** A control whose skin holds its buttons, as ControlsFX's SegmentedButton does (top-level: CSS can spell its type). */
final class Segments extends Control {

    private final HBox buttons;

    Segments(ToggleButton... segments) {
        buttons = new HBox(segments);
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new SkinBase<>(this) {
            {
                getChildren().add(buttons);
            }
        };
    }
}
