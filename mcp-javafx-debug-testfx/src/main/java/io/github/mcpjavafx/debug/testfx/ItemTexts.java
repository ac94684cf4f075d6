package io.github.mcpjavafx.debug.testfx;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeView;
import javafx.scene.text.Text;

import java.util.ArrayList;
import java.util.List;

/**
 * What the items of a list, tree, table or combo box show, as the session's select and selection checks
 * read them: a row's cell is made from the control's own factory and moved to the row with
 * {@code updateIndex}, so rows off screen read as they would on screen; the item's converter text or
 * {@code toString()} is the fallback. FX thread only.
 */
final class ItemTexts {

    private ItemTexts() {
    }

    static int count(Node control) {
        return control instanceof ComboBox<?> c1 ? c1.getItems().size()
                : control instanceof ChoiceBox<?> c2 ? c2.getItems().size()
                : control instanceof ListView<?> c3 ? c3.getItems().size()
                : control instanceof TableView<?> c4 ? c4.getItems().size()
                : ((TreeView<?>) control).getExpandedItemCount();
    }

    /**
     * What row {@code index} shows ({@code shown}): the text of a cell made by the control's own factory and
     * moved to the row, as its skin does when the row scrolls into view (a table's cells joined with " | ");
     * else, or when the cell shows nothing, the item's converter text or toString().
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static String of(Node control, int index, boolean shown) {
        List<IndexedCell> cells = new ArrayList<>();
        String plain;
        if (control instanceof ListView list) {
            plain = String.valueOf(list.getItems().get(index));
            if (list.getCellFactory() != null) {
                ListCell cell = (ListCell) list.getCellFactory().call(list);
                cell.updateListView(list);
                cells.add(cell);
            }
        } else if (control instanceof TreeView tree) {
            plain = String.valueOf(tree.getTreeItem(index).getValue());
            if (tree.getCellFactory() != null) {
                TreeCell cell = (TreeCell) tree.getCellFactory().call(tree);
                cell.updateTreeView(tree);
                cells.add(cell);
            }
        } else if (control instanceof ComboBox combo) {
            Object item = combo.getItems().get(index);
            plain = combo.getConverter() == null ? String.valueOf(item) : combo.getConverter().toString(item);
            if (combo.getCellFactory() != null) {
                ListView host = new ListView(combo.getItems());
                ListCell cell = (ListCell) combo.getCellFactory().call(host);
                cell.updateListView(host);
                cells.add(cell);
            }
        } else if (control instanceof ChoiceBox choice) {
            Object item = choice.getItems().get(index);
            return choice.getConverter() == null ? String.valueOf(item) : choice.getConverter().toString(item);
        } else {
            TableView<?> table = (TableView<?>) control;
            List<String> data = new ArrayList<>();
            for (TableColumn column : table.getVisibleLeafColumns()) {
                data.add(String.valueOf(column.getCellData(index)));
                TableCell cell = (TableCell) column.getCellFactory().call(column);
                cell.updateTableView(table);
                cell.updateTableColumn(column);
                cells.add(cell);
            }
            plain = String.join(" | ", data);
        }
        if (!shown || cells.isEmpty()) {
            return plain;
        }
        List<String> texts = new ArrayList<>();
        for (IndexedCell cell : cells) {
            cell.updateIndex(index);
            String text = cell.getText();
            texts.add(text == null || text.isEmpty() ? graphicText(cell.getGraphic()) : text);
        }
        String text = String.join(" | ", texts);
        return text.isEmpty() ? plain : text;
    }

    /** What a cell's graphic says: its own text, else the first text inside it. */
    private static String graphicText(Node graphic) {
        if (graphic == null || !graphic.isVisible()) {
            return "";
        }
        String own = graphic instanceof Labeled l ? l.getText() : graphic instanceof Text t ? t.getText()
                : graphic instanceof TextInputControl in ? in.getText() : null;
        if (own != null && !own.isBlank()) {
            return own;
        }
        if (graphic instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                String inner = graphicText(child);
                if (!inner.isEmpty()) {
                    return inner;
                }
            }
        }
        return "";
    }
}
