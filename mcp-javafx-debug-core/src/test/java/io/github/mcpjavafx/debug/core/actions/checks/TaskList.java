package io.github.mcpjavafx.debug.core.actions.checks;

import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.control.ListView;

/**
 * A list whose items are checked in a check model no property shows, as ControlsFX's CheckListView keeps them
 * ({@code getCheckModel().getCheckedItems()}).
 */
public class TaskList extends ListView<String> {

    private final Checks checks = new Checks();

    public TaskList(String... items) {
        super(FXCollections.observableArrayList(items));
    }

    public Checks getCheckModel() {
        return checks;
    }

    /** The check model: the items checked. */
    public static class Checks {

        private final ObservableList<String> checked = FXCollections.observableArrayList();

        public ObservableList<String> getCheckedItems() {
            return checked;
        }
    }
}
