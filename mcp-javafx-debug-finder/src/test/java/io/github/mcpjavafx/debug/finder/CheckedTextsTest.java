package io.github.mcpjavafx.debug.finder;

import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.control.Control;
import javafx.scene.control.ListView;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import static org.assertj.core.api.Assertions.assertThat;

/** A check model's checked items and a list's items, as the recorder's checks and the exported test read them. */
@ExtendWith(Fx.class)
class CheckedTextsTest {

    /** The declared model type, public, as ControlsFX's IndexedCheckModel is. */
    public interface CheckModel {
        ObservableList<Integer> getCheckedItems();
    }

    /** A control with a check model, as ControlsFX's CheckComboBox is. */
    public static final class Checks extends Control {
        private final ObservableList<Integer> checked = FXCollections.observableArrayList(2, 4);

        public CheckModel getCheckModel() {
            return () -> checked; // a class that is not public, as the models' implementations are not
        }
    }

    @Test
    void aCheckModelsItemsReadThroughItsDeclaredType() {
        assertThat(Fx.on(() -> CheckedTexts.of(new Checks()))).containsExactly("2", "4");
        assertThat(Fx.on(() -> CheckedTexts.of(new ListView<String>()))).as("no check model").isNull();
    }

    @Test
    void aListsItemsReadAsTheirOwnText() {
        ListView<Integer> list = new ListView<>(FXCollections.observableArrayList(1, 2, 3));
        assertThat(Fx.on(() -> ShownItems.ofList(list).plainTexts())).containsExactly("1", "2", "3");
    }
}
