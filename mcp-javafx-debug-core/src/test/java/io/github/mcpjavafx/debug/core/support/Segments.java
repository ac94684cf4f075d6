package io.github.mcpjavafx.debug.core.support;

import javafx.scene.control.Control;
import javafx.scene.control.Skin;
import javafx.scene.control.SkinBase;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.HBox;

/** Toggle buttons side by side in one group, as ControlsFX's SegmentedButton keeps them: its {@link #getToggleGroup()}. */
public class Segments extends Control {

    private final ToggleGroup group = new ToggleGroup();
    private final HBox buttons = new HBox();

    public Segments(String... texts) {
        for (String text : texts) {
            ToggleButton button = new ToggleButton(text);
            button.setToggleGroup(group);
            buttons.getChildren().add(button);
        }
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
