package io.github.mcpjavafx.debug.finder;

import javafx.scene.Node;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeView;

import java.util.List;
import java.util.function.Predicate;

/**
 * The rule by which a row of a list, tree or table is found by the text it shows: the first such control on screen
 * ({@code "#id"} or its CSS type) that has a row with the text, then the shown row with it, the one at the recorded
 * index first. A row off screen is scrolled into view by the test (at {@link #indexOf}) before it is looked for again.
 * FX thread only.
 */
public final class RowFinder {

    private RowFinder() {
    }

    /** The first control on screen ({@code "#id"} or its CSS type) with a row showing {@code item} (any, when null). */
    public static Node control(String control, String item) {
        Predicate<Node> isControl = control.startsWith("#") ? n -> control.substring(1).equals(n.getId())
                : n -> SceneWalk.isType(n, control);
        return NodeFinder.onScreen().first(n -> isControl.test(n) && (item == null || hasItem(n, item)));
    }

    /**
     * The shown row with this text, the one at {@code index} first (a tree may show a text twice); the row at
     * {@code index} when there is no text; null when it does not show.
     */
    public static Node shownRow(Node control, String item, int index) {
        Node at = SceneWalk.first(control, n -> n instanceof IndexedCell<?> c && !c.isEmpty()
                && c.getIndex() == index && (item == null || item.equals(rowText(c))));
        return at != null || item == null ? at : SceneWalk.first(control, n -> n instanceof IndexedCell<?> c
                && !c.isEmpty() && item.equals(rowText(c)));
    }

    /** Where the item is among the control's rows, by its text; else {@code fallback}. */
    public static int indexOf(Node control, String item, int fallback) {
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

    /** A row's text as the finder compares it: its cell's text, else its item's. */
    public static String rowText(IndexedCell<?> cell) {
        String text = cell.getText();
        return text != null && !text.isBlank() ? text : String.valueOf(cell.getItem());
    }

    private static boolean hasItem(Node control, String item) {
        return shownRow(control, item, -1) != null || indexOf(control, item, -1) >= 0;
    }
}
