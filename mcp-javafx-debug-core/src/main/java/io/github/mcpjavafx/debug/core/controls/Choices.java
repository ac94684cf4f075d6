package io.github.mcpjavafx.debug.core.controls;


import io.github.mcpjavafx.debug.finder.ShownItems;

import javafx.beans.Observable;
import javafx.scene.Node;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;

import java.util.List;
import java.util.function.BiConsumer;

/**
 * Combo and choice boxes: a choice among items, selected by the text their rows show; the value shows
 * through the converter. An editable combo box takes a text as its value; a read-only one is chosen from.
 */
final class Choices extends Pickers {

    @Override
    public List<Class<?>> declared() {
        return List.of(ComboBox.class, ChoiceBox.class);
    }

    @Override
    public void properties(Node node, BiConsumer<String, Object> out) {
        if (node instanceof ChoiceBox<?> choice) {
            out.accept("showing", choice.isShowing());
        } else {
            super.properties(node, out);
        }
    }

    @Override
    public List<Observable> watched(Node node) {
        return node instanceof ChoiceBox<?> choice ? List.of(choice.valueProperty()) : super.watched(node);
    }

    @Override
    public ShownItems items(Node node) {
        return node instanceof ChoiceBox<?> choice ? ShownItems.ofChoice(choice) : ShownItems.ofCombo((ComboBox<?>) node);
    }

    @Override
    public void select(Node node, int index) {
        if (node instanceof ChoiceBox<?> choice) {
            choice.getSelectionModel().select(index);
        } else {
            ((ComboBox<?>) node).getSelectionModel().select(index);
        }
    }

    @Override
    public TextEntry textEntry(Node node) {
        return node instanceof ComboBox<?> combo ? new TextEntry(combo.isEditable(), combo::getEditor,
                "Use select to choose one of its items.", text -> commit(combo, text)) : null;
    }

    @Override
    public boolean checksValue(Node node) {
        return true;
    }

    private static <T> void commit(ComboBox<T> combo, String text) {
        combo.setValue(combo.getConverter().fromString(text));
    }
}
