package io.github.mcpjavafx.debug.testfx;

import javafx.scene.Node;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeTableView;
import javafx.scene.control.TreeView;

import java.util.List;
import java.util.function.Predicate;

/** Finds a row of a list, tree or table by the text it shows, scrolled into view through its control. For static import. */
public final class Rows {

    private Rows() {
    }

    /**
     * The row of a list, tree or table ({@code "#id"} or its CSS type) that shows {@code item}, scrolled into view
     * through the control; the row at {@code index} when {@code item} is null (a row with no text).
     */
    public static Node row(String control, String item, int index) {
        Predicate<Node> isControl = control.startsWith("#") ? n -> control.substring(1).equals(n.getId())
                : n -> SceneWalk.isType(n, control);
        Node list = Finders.find(w -> true, n -> isControl.test(n) && (item == null || hasItem(n, item)),
                control + (item == null ? "" : " with a row \"" + item + "\""));
        Node row = OnFx.read(() -> shownRow(list, item, index));
        if (row == null) {
            int at = OnFx.read(() -> indexOf(list, item, index));
            OnFx.change(() -> scrollTo(list, at));
            row = OnFx.read(() -> shownRow(list, item, at));
        }
        if (row == null) {
            throw new AssertionError("No row " + (item == null ? "#" + index : "\"" + item + "\"") + " in " + list);
        }
        return row;
    }

    /** Scrolls a list, tree, table or tree table so that row {@code index} shows. FX thread. */
    static void scrollTo(Node control, int index) {
        if (control instanceof ListView<?> l) {
            l.scrollTo(index);
        } else if (control instanceof TreeView<?> t) {
            t.scrollTo(index);
        } else if (control instanceof TableView<?> t) {
            t.scrollTo(index);
        } else if (control instanceof TreeTableView<?> t) {
            t.scrollTo(index);
        }
    }

    private static boolean hasItem(Node control, String item) {
        return shownRow(control, item, -1) != null || indexOf(control, item, -1) >= 0;
    }

    /** The shown row with this text, the one at {@code index} first (a tree may show a text twice); the row at {@code index} when there is no text. */
    private static Node shownRow(Node control, String item, int index) {
        Node at = SceneWalk.first(control, n -> n instanceof IndexedCell<?> c && !c.isEmpty()
                && c.getIndex() == index && (item == null || item.equals(rowText(c))));
        return at != null || item == null ? at : SceneWalk.first(control, n -> n instanceof IndexedCell<?> c
                && !c.isEmpty() && item.equals(rowText(c)));
    }

    private static String rowText(IndexedCell<?> cell) {
        String text = cell.getText();
        return text != null && !text.isBlank() ? text : String.valueOf(cell.getItem());
    }

    /** Where the item is among the control's rows, by its text; else {@code fallback}. */
    private static int indexOf(Node control, String item, int fallback) {
        if (item == null) {
            return fallback;
        }
        List<?> items = control instanceof ListView<?> l ? l.getItems() : control instanceof TableView<?> t ? t.getItems() : List.of();
        for (int i = 0; i < items.size(); i++) {
            if (item.equals(String.valueOf(items.get(i)))) {
                return i;
            }
        }
        if (control instanceof TreeView<?> tree) {
            for (int i = 0; i < tree.getExpandedItemCount(); i++) {
                if (item.equals(String.valueOf(tree.getTreeItem(i).getValue()))) {
                    return i;
                }
            }
        }
        return fallback;
    }
}
