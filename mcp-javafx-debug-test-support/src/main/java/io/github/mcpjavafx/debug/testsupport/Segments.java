package io.github.mcpjavafx.debug.testsupport;

import javafx.scene.control.Control;
import javafx.scene.control.Skin;
import javafx.scene.control.SkinBase;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.HBox;

/**
 * Toggle buttons side by side in one group, held by the control's skin, as ControlsFX's SegmentedButton keeps them:
 * its {@link #getToggleGroup()}. A top-level class, so that CSS can spell its type.
 */
public class Segments extends Control {

    private final ToggleGroup group = new ToggleGroup();
    private final HBox buttons;

    /** One toggle button per text. */
    public Segments(String... texts) {
        this(buttons(texts));
    }

    public Segments(ToggleButton... segments) {
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

    private static ToggleButton[] buttons(String... texts) {
        ToggleButton[] buttons = new ToggleButton[texts.length];
        for (int i = 0; i < texts.length; i++) {
            buttons[i] = new ToggleButton(texts[i]);
        }
        return buttons;
    }
}
