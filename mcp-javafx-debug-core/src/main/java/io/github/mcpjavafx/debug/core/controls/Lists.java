package io.github.mcpjavafx.debug.core.controls;

import io.github.mcpjavafx.debug.core.scene.SkinItems;
import io.github.mcpjavafx.debug.finder.ShownItems;
import javafx.beans.Observable;
import javafx.scene.Node;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeTableView;
import javafx.scene.control.TreeView;

import java.util.List;
import java.util.function.BiConsumer;

/**
 * Lists, tables, trees and tree tables: rows of the app's items, of which only those on screen exist as
 * nodes. Their rows are read through the model, an item is selected by the text its row shows (and
 * scrolled to), and a change of items or selection changes the line. A test checks a list's or tree's
 * selected rows by their text and a table's by their first cell, a row's key as {@code select} takes it.
 */
final class Lists implements ControlFamily {

    @Override
    public List<Class<?>> declared() {
        return SkinItems.VIRTUALIZED;
    }

    @Override
    public Rows rows(Node node) {
        if (node instanceof ListView<?> list) {
            return new Rows(list.getItems() == null ? 0 : list.getItems().size(), list.getSelectionModel(),
                    list.getFocusModel(), null, null);
        }
        if (node instanceof TableView<?> table) {
            return new Rows(table.getItems() == null ? 0 : table.getItems().size(), table.getSelectionModel(),
                    table.getFocusModel(), table.getVisibleLeafColumns(), null);
        }
        if (node instanceof TreeView<?> tree) {
            return new Rows(tree.getExpandedItemCount(), tree.getSelectionModel(), tree.getFocusModel(), null,
                    tree::getTreeItemLevel);
        }
        TreeTableView<?> tree = (TreeTableView<?>) node;
        return new Rows(tree.getExpandedItemCount(), tree.getSelectionModel(), tree.getFocusModel(),
                tree.getVisibleLeafColumns(), tree::getTreeItemLevel);
    }

    @Override
    public void properties(Node node, BiConsumer<String, Object> out) {
        Rows rows = rows(node);
        out.accept("editable", node instanceof ListView<?> list ? list.isEditable()
                : node instanceof TableView<?> table ? table.isEditable()
                : node instanceof TreeView<?> tree ? tree.isEditable() : ((TreeTableView<?>) node).isEditable());
        out.accept("selectionMode", rows.selection() == null ? null : rows.selection().getSelectionMode());
    }

    @Override
    public List<Observable> watched(Node node) {
        if (node instanceof ListView<?> list) {
            return List.of(list.itemsProperty());
        }
        if (node instanceof TableView<?> table) {
            return List.of(table.itemsProperty());
        }
        return List.of(node instanceof TreeView<?> tree ? tree.rootProperty() : ((TreeTableView<?>) node).rootProperty());
    }

    @Override
    public ShownItems items(Node node) {
        if (node instanceof ListView<?> list) {
            return ShownItems.ofList(list);
        }
        if (node instanceof TableView<?> table) {
            return ShownItems.ofTable(table);
        }
        return node instanceof TreeView<?> tree ? ShownItems.ofTree(tree) : ShownItems.ofTreeTable((TreeTableView<?>) node);
    }

    @Override
    public void select(Node node, int index) {
        Rows rows = rows(node);
        rows.selection().select(index);
        rows.focus().focus(index);
        if (node instanceof ListView<?> list) {
            list.scrollTo(index);
        } else if (node instanceof TableView<?> table) {
            table.scrollTo(index);
        } else if (node instanceof TreeView<?> tree) {
            tree.scrollTo(index);
        } else {
            ((TreeTableView<?>) node).scrollTo(index);
        }
    }

    /** A list's, table's and tree's selection; not a tree table's. */
    @Override
    public boolean checksSelection(Node node) {
        return !(node instanceof TreeTableView<?>);
    }

    @Override
    public List<String> selectedTexts(Node node) {
        return ShownItems.selected(node);
    }
}

