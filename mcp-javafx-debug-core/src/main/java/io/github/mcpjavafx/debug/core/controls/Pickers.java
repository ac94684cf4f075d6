package io.github.mcpjavafx.debug.core.controls;

import io.github.mcpjavafx.debug.finder.ShownValue;

import javafx.beans.Observable;
import javafx.scene.Node;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.DateCell;
import javafx.scene.control.DatePicker;

import java.util.List;
import java.util.function.BiConsumer;

/**
 * Date and color pickers, every other combo box base, and a date picker's days: the value shows through
 * its converter, the prompt is its own, an editable date picker takes a text as its value. A test checks
 * the value an action chose.
 */
class Pickers extends Labels {

    @Override
    public List<Class<?>> declared() {
        return List.of(ComboBoxBase.class, DateCell.class);
    }

    @Override
    public String prompt(Node node) {
        String prompt = node instanceof ComboBoxBase<?> combo ? combo.getPromptText() : null;
        return prompt == null || prompt.isEmpty() ? null : prompt;
    }

    @Override
    public String value(Node node) {
        return ShownValue.of(node);
    }

    @Override
    public boolean actionable(Node node) {
        return true;
    }

    @Override
    public void properties(Node node, BiConsumer<String, Object> out) {
        super.properties(node, out);
        if (node instanceof ComboBoxBase<?> combo) {
            out.accept("editable", combo.isEditable());
            out.accept("showing", combo.isShowing());
        }
    }

    @Override
    public List<Observable> watched(Node node) {
        List<Observable> watched = super.watched(node);
        if (node instanceof ComboBoxBase<?> combo) {
            watched.add(combo.valueProperty());
        }
        return watched;
    }

    @Override
    public TextEntry textEntry(Node node) {
        if (!(node instanceof DatePicker picker)) {
            return null;
        }
        return new TextEntry(picker.isEditable(), picker::getEditor,
                "Do what makes it editable first, or pick another field.",
                text -> picker.setValue(picker.getConverter().fromString(text)));
    }

    @Override
    public boolean checksValue(Node node) {
        return node instanceof ComboBoxBase<?>;
    }
}
