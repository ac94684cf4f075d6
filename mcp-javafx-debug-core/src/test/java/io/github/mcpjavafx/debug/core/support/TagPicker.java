package io.github.mcpjavafx.debug.core.support;

import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.control.Control;
import javafx.scene.control.Skin;
import javafx.scene.control.SkinBase;

/**
 * A custom control that keeps what is checked in a check model, as ControlsFX's CheckComboBox does: a
 * public model type with an implementation class that is not public, and no property for the checked items.
 */
public class TagPicker extends Control {

    /** What is checked, as the control's users reach it. */
    public interface CheckModel {
        ObservableList<String> getCheckedItems();

        void check(String item);
    }

    private final CheckModel model = new ListCheckModel();

    public CheckModel getCheckModel() {
        return model;
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new SkinBase<>(this) {
        };
    }

    private static final class ListCheckModel implements CheckModel {
        private final ObservableList<String> checked = FXCollections.observableArrayList();

        @Override
        public ObservableList<String> getCheckedItems() {
            return checked;
        }

        @Override
        public void check(String item) {
            checked.add(item);
        }
    }
}
