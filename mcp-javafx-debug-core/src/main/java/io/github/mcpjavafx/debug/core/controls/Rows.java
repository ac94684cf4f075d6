package io.github.mcpjavafx.debug.core.controls;

import javafx.scene.control.FocusModel;
import javafx.scene.control.MultipleSelectionModel;
import javafx.scene.control.TableColumnBase;
import javafx.scene.control.TreeItem;

import java.util.List;
import java.util.function.ToIntFunction;

/**
 * What a list's, table's or tree's model says of its rows, read through its API.
 *
 * @param count     how many rows it has: items, or a tree's expanded rows (collapsed branches have none)
 * @param selection its selection model, nullable
 * @param focus     its focus model, nullable
 * @param columns   a table's visible leaf columns; {@code null} for a list or tree
 * @param depth     a tree's depth of an item; {@code null} for a list or table
 */
public record Rows(int count, MultipleSelectionModel<?> selection, FocusModel<?> focus,
                   List<? extends TableColumnBase<?, ?>> columns, ToIntFunction<TreeItem<?>> depth) {

    /** The live selected indices; {@code null} without a selection model. */
    public List<Integer> selectedIndices() {
        return selection == null ? null : selection.getSelectedIndices();
    }
}
