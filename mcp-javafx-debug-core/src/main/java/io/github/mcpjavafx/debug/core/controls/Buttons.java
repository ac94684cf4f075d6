package io.github.mcpjavafx.debug.core.controls;

import io.github.mcpjavafx.debug.finder.ShownValue;

import javafx.beans.Observable;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Toggle;
import javafx.scene.control.ToggleButton;

import java.util.List;
import java.util.function.BiConsumer;

/**
 * Buttons and toggles: buttons of every kind (hyperlinks, menu buttons…) are acted on; a check box's
 * value is its state ({@code true}, {@code false}, {@code indeterminate}), a toggle's (a radio or toggle
 * button, or a control of the app's that is a {@link Toggle}) whether it is selected. A test checks a
 * check box's and a toggle button's state when an action changed it.
 */
final class Buttons extends Labels {

    @Override
    public List<Class<?>> declared() {
        return List.of(ButtonBase.class, Toggle.class);
    }

    @Override
    public String value(Node node) {
        return ShownValue.of(node);
    }

    @Override
    public boolean actionable(Node node) {
        return node instanceof ButtonBase;
    }

    @Override
    public void properties(Node node, BiConsumer<String, Object> out) {
        super.properties(node, out);
        if (node instanceof Button button) {
            out.accept("defaultButton", button.isDefaultButton());
            out.accept("cancelButton", button.isCancelButton());
        }
        if (node instanceof Toggle toggle) {
            out.accept("selected", toggle.isSelected());
        } else if (node instanceof CheckBox box) {
            out.accept("selected", box.isSelected());
        }
    }

    @Override
    public List<Observable> watched(Node node) {
        List<Observable> watched = super.watched(node);
        if (node instanceof CheckBox box) {
            watched.add(box.selectedProperty());
            watched.add(box.indeterminateProperty());
        }
        if (node instanceof Toggle toggle) {
            watched.add(toggle.selectedProperty());
        }
        return watched;
    }

    @Override
    public boolean checksValue(Node node) {
        return node instanceof CheckBox || node instanceof ToggleButton;
    }
}
