package io.github.mcpjavafx.debug.testfx;

import io.github.mcpjavafx.debug.finder.RowFinder;
import javafx.scene.Node;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeTableView;
import javafx.scene.control.TreeView;

/**
 * Finds a row of a list, tree or table by the text it shows ({@link RowFinder}'s rule, which the recorder checked the
 * row with), scrolled into view through its control. For static import.
 */
public final class Rows {

    private Rows() {
    }

    /**
     * The row of a list, tree or table ({@code "#id"} or its CSS type) that shows {@code item}, scrolled into view
     * through the control; the row at {@code index} when {@code item} is null (a row with no text).
     */
    public static Node row(String control, String item, int index) {
        Node list = Finders.found(() -> RowFinder.control(control, item),
                "Nothing on screen is " + control + (item == null ? "" : " with a row \"" + item + "\""));
        Node row = OnFx.read(() -> RowFinder.shownRow(list, item, index));
        if (row == null) {
            int at = OnFx.read(() -> RowFinder.indexOf(list, item, index));
            OnFx.change(() -> scrollTo(list, at));
            row = OnFx.read(() -> RowFinder.shownRow(list, item, at));
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
}
