package io.github.mcpjavafx.debug.core.support;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.control.Label;

/** An icon font's glyph, as ControlsFX's {@code Glyph} is: a label showing one character, which names its icon. */
public class IconGlyph extends Label {
    /** Icons of the font. */
    public enum Icon { ANGLE_RIGHT, ANGLE_DOUBLE_RIGHT }

    private final ObjectProperty<Object> icon = new SimpleObjectProperty<>(this, "icon");

    public IconGlyph(Icon icon) {
        super("\uf105");
        this.icon.set(icon);
    }

    public final ObjectProperty<Object> iconProperty() {
        return icon;
    }

    public final Object getIcon() {
        return icon.get();
    }
}
