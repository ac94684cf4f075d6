package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.core.model.UiVirtualization;
import io.github.mcpjavafx.debug.core.scene.NodeText;
import javafx.scene.Node;
import javafx.scene.control.Cell;
import javafx.scene.control.Control;
import javafx.scene.control.FocusModel;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.ListView;
import javafx.scene.control.MultipleSelectionModel;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumnBase;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableView;
import javafx.scene.control.TreeView;
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

    /** True for the four virtualized controls. */
    static boolean isVirtualized(Node node) {
        return node instanceof ListView<?> || node instanceof TableView<?> || node instanceof TreeView<?>
                || node instanceof TreeTableView<?>;
    }

    /**
     * The control's state, or {@code null} for other nodes. Item count, visible range, selection and
     * focus are cheap and always read; columns and cell texts only with {@code withCells}.
     */
    static UiVirtualization read(Node node, boolean withCells) {
        int itemsCount;
        MultipleSelectionModel<?> selection;
        FocusModel<?> focus;
        List<? extends TableColumnBase<?, ?>> columns = null;
        if (node instanceof ListView<?> list) {
            itemsCount = list.getItems() == null ? 0 : list.getItems().size();
            selection = list.getSelectionModel();
            focus = list.getFocusModel();
        } else if (node instanceof TableView<?> table) {
            itemsCount = table.getItems() == null ? 0 : table.getItems().size();
            selection = table.getSelectionModel();
            focus = table.getFocusModel();
            columns = table.getVisibleLeafColumns();
        } else if (node instanceof TreeView<?> tree) {
            itemsCount = tree.getExpandedItemCount(); // rows, not items: collapsed branches have none
            selection = tree.getSelectionModel();
            focus = tree.getFocusModel();
        } else if (node instanceof TreeTableView<?> treeTable) {
            itemsCount = treeTable.getExpandedItemCount();
            selection = treeTable.getSelectionModel();
            focus = treeTable.getFocusModel();
            columns = treeTable.getVisibleLeafColumns();
        } else {
            return null;
        }
        VirtualFlow<?> flow = flowOf((Control) node);
        UiVirtualization.Range range = visibleRange(flow);
        List<Integer> selected = selection == null ? List.of() : List.copyOf(selection.getSelectedIndices());
        Integer focused = focus == null || focus.getFocusedIndex() < 0 ? null : focus.getFocusedIndex();
        List<String> columnTitles = null;
        List<UiVirtualization.Row> rows = null;
        if (withCells) {
            columnTitles = columns == null ? null : titles(columns);
            rows = range == null ? List.of() : rows(flow, range, columns);
        }
        return new UiVirtualization(itemsCount, range, selected, focused, columnTitles, rows);
    }

    /**
     * The skin's flow. It is a direct child of the control in every standard skin; a custom skin
     * may nest it deeper, hence the lookup as a fallback.
     */
    private static VirtualFlow<?> flowOf(Control control) {
        for (Node child : control.getChildrenUnmodifiable()) {
            if (child instanceof VirtualFlow<?> flow) {
                return flow;
            }
        }
        return control.lookup(".virtual-flow") instanceof VirtualFlow<?> flow ? flow : null;
    }

    private static UiVirtualization.Range visibleRange(VirtualFlow<?> flow) {
        if (flow == null) {
            return null;
        }
        IndexedCell<?> first = flow.getFirstVisibleCell();
        IndexedCell<?> last = flow.getLastVisibleCell();
        if (first == null || last == null || first.getIndex() < 0 || last.getIndex() < first.getIndex()) {
            return null;
        }
        return new UiVirtualization.Range(first.getIndex(), last.getIndex());
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
                rows.add(new UiVirtualization.Row(cell.getIndex(), columns == null ? List.of(textOf(cell))
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
                return textOf((Cell<?>) child);
            }
        }
        return "";
    }

    /** The cell's text; for a cell that shows only a graphic (a check box cell), what the graphic says. */
    private static String textOf(Cell<?> cell) {
        String text = cell.getText();
        if (text == null && cell.getGraphic() != null) {
            Node graphic = cell.getGraphic();
            text = NodeText.value(graphic) != null ? NodeText.value(graphic) : NodeText.text(graphic);
        }
        return text == null ? "" : text;
    }
}
