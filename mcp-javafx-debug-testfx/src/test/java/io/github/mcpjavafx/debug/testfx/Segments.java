package io.github.mcpjavafx.debug.testfx;

import javafx.scene.control.Control;
import javafx.scene.control.Skin;
import javafx.scene.control.SkinBase;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.HBox;

/** A control whose skin holds its buttons, one of them on at a time, as ControlsFX's SegmentedButton does (top-level: CSS can spell its type). */
final class Segments extends Control {

    private final HBox buttons;
    private final ToggleGroup group = new ToggleGroup();

    Segments(ToggleButton... segments) {
        buttons = new HBox(segments);
        group.getToggles().addAll(segments);
    }

    public ToggleGroup getToggleGroup() {
        return group;
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
