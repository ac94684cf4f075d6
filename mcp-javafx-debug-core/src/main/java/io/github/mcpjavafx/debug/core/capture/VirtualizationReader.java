package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.finder.CellText;
import io.github.mcpjavafx.debug.core.controls.ControlFamilies;
import io.github.mcpjavafx.debug.core.controls.Rows;
import io.github.mcpjavafx.debug.core.model.UiVirtualization;
import io.github.mcpjavafx.debug.core.scene.ShownRows;
import io.github.mcpjavafx.debug.core.scene.SkinItems;
import javafx.scene.Node;
import javafx.scene.control.Cell;
import javafx.scene.control.Control;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumnBase;
import javafx.scene.control.TableRow;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.skin.VirtualFlow;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads ListView, TableView, TreeView and TreeTableView, whose rows exist as nodes only while on
 * screen: the model's size and selection through the control's API, the visible rows through the
 * public {@link VirtualFlow} of its skin. FX thread only.
 */
final class VirtualizationReader {

    private VirtualizationReader() {
    }

    /**
     * The control's state, or {@code null} for other nodes. Item count, visible range, selection,
     * focus and a table's columns are cheap and always read; cell texts only with {@code withCells}.
     */
    static UiVirtualization read(Node node, boolean withCells) {
        Rows model = ControlFamilies.of(node).rows(node);
        if (model == null) {
            return null;
        }
        VirtualFlow<?> flow = SkinItems.flowOf((Control) node);
        UiVirtualization.Range range = visibleRange(flow);
        List<Integer> selected = model.selection() == null ? List.of() : List.copyOf(model.selection().getSelectedIndices());
        Integer focused = model.focus() == null || model.focus().getFocusedIndex() < 0 ? null
                : model.focus().getFocusedIndex();
        List<String> columnTitles = model.columns() == null ? null : titles(model.columns());
        List<UiVirtualization.Row> rows = null;
        if (withCells) {
            rows = range == null ? List.of() : rows(flow, range, model.columns());
        }
        return new UiVirtualization(model.count(), range, selected, focused, columnTitles, rows);
    }

    /** How many rows the control has: items, or expanded rows of a tree. */
    static int rowCount(Node node) {
        Rows model = ControlFamilies.of(node).rows(node);
        return model == null ? 0 : model.count();
    }

    /** A row or cell of a virtualized control, as its line shows it. */
    record RowFacts(String text, int index, boolean selected, boolean focused, Integer depth, Boolean expanded) {
    }

    /** The facts of a row (or of a cell in a row) of {@code owner}, or {@code null} for an empty cell. */
    static RowFacts rowFacts(IndexedCell<?> cell, Control owner) {
        int index = cell.getIndex();
        Rows model = ControlFamilies.of(owner).rows(owner);
        if (cell.isEmpty() || index < 0 || model == null) {
            return null;
        }
        String text = model.columns() != null && (cell instanceof TableRow<?> || cell instanceof TreeTableRow<?>)
                ? String.join(" | ", cellTexts(cell, model.columns())) : CellText.of(cell);
        boolean selected = model.selection() != null && model.selection().isSelected(index);
        // the focus model always has a row; it only means something while the control has the keyboard
        boolean focused = owner.isFocused() && model.focus() != null && model.focus().getFocusedIndex() == index;
        TreeItem<?> item = cell instanceof TreeCell<?> treeCell ? treeCell.getTreeItem()
                : cell instanceof TreeTableRow<?> treeRow ? treeRow.getTreeItem() : null;
        if (item == null) {
            return new RowFacts(text, index, selected, focused, null, null);
        }
        int depth = model.depth().applyAsInt(item);
        return new RowFacts(text, index, selected, focused, depth, item.isLeaf() ? null : item.isExpanded());
    }

    private static UiVirtualization.Range visibleRange(VirtualFlow<?> flow) {
        if (flow == null) {
            return null;
        }
        ShownRows shown = ShownRows.of(flow);
        return shown == null ? null : new UiVirtualization.Range(shown.first(), shown.last());
    }

    private static List<String> titles(List<? extends TableColumnBase<?, ?>> columns) {
        List<String> titles = new ArrayList<>(columns.size());
        for (TableColumnBase<?, ?> column : columns) {
            titles.add(column.getText() == null ? "" : column.getText());
        }
        return titles;
    }

    private static List<UiVirtualization.Row> rows(VirtualFlow<?> flow, UiVirtualization.Range range,
                                                   List<? extends TableColumnBase<?, ?>> columns) {
        List<UiVirtualization.Row> rows = new ArrayList<>(range.last() - range.first() + 1);
        for (int i = range.first(); i <= range.last(); i++) {
            // getVisibleCell only returns cells on screen; getCell would create one for an off-screen index
            IndexedCell<?> cell = flow.getVisibleCell(i);
            if (cell != null && !cell.isEmpty() && cell.getIndex() >= 0) {
                rows.add(new UiVirtualization.Row(cell.getIndex(), columns == null ? List.of(CellText.of(cell))
                        : cellTexts(cell, columns)));
            }
        }
        return rows;
    }

    /** A table row's cell texts in visible column order; the row's children are its cells. */
    private static List<String> cellTexts(IndexedCell<?> row, List<? extends TableColumnBase<?, ?>> columns) {
        List<String> texts = new ArrayList<>(columns.size());
        for (TableColumnBase<?, ?> column : columns) {
            texts.add(cellText(row, column));
        }
        return texts;
    }

    private static String cellText(IndexedCell<?> row, TableColumnBase<?, ?> column) {
        for (Node child : row.getChildrenUnmodifiable()) {
            if (child instanceof TableCell<?, ?> cell && cell.getTableColumn() == column
                    || child instanceof TreeTableCell<?, ?> treeCell && treeCell.getTableColumn() == column) {
                return CellText.of((Cell<?>) child);
            }
        }
        return "";
    }
}
