package io.github.mcpjavafx.debug.core.scene;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.Control;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.PopupControl;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeTableView;
import javafx.scene.control.TreeView;
import javafx.scene.control.skin.VirtualFlow;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.List;

/**
 * The application's items that standard skins draw as nodes of their own, and how to tell them:
 * a tab's header, a menu's button in a menu bar, a menu item's row in an open menu, and the rows
 * on screen of a list, table or tree. These nodes are what a user clicks, so they are what an
 * agent is given a uid for. Only public API is used: skins mark a tab header with its
 * {@link Tab} and a menu item's row with its {@link MenuItem} in the node's properties (keyed by
 * the class), and a virtualized control's rows come from its public {@link VirtualFlow}.
 * FX thread only.
 */
public final class SkinItems {

    private SkinItems() {
    }

    /** The tab whose header {@code node} is, or {@code null}. */
    public static Tab tabOf(Node node) {
        return node.hasProperties() && node.getProperties().get(Tab.class) instanceof Tab tab ? tab : null;
    }

    /** The menu item whose row in an open menu {@code node} is (separators are not items), or {@code null}. */
    public static MenuItem menuItemOf(Node node) {
        return node.hasProperties() && node.getProperties().get(MenuItem.class) instanceof MenuItem item
                && !(item instanceof SeparatorMenuItem) ? item : null;
    }

    /** The menu a menu bar shows with button {@code node}, or {@code null} for any other node. */
    public static Menu barMenuOf(Node node) {
        if (!(node instanceof MenuButton)) {
            return null;
        }
        for (Parent p = node.getParent(); p != null; p = p.getParent()) {
            if (p instanceof MenuBar bar) {
                List<Node> buttons = menuButtons(bar);
                int index = buttons.indexOf(node);
                if (index >= 0 && buttons.size() == bar.getMenus().size()) {
                    return bar.getMenus().get(index);
                }
                String text = ((MenuButton) node).getText();
                return bar.getMenus().stream().filter(menu -> menu.getText() != null && menu.getText().equals(text))
                        .findFirst().orElse(null);
            }
        }
        return null;
    }

    /** The header nodes of a TabPane's skin, in the order of its tabs. */
    public static List<Node> tabHeaders(TabPane pane) {
        List<Node> headers = new ArrayList<>(pane.getTabs().size());
        collectTabHeaders(pane, headers);
        headers.sort((a, b) -> Integer.compare(pane.getTabs().indexOf(tabOf(a)), pane.getTabs().indexOf(tabOf(b))));
        return headers;
    }

    /** The buttons of a MenuBar's skin, one per menu, in the order of its menus. */
    public static List<Node> menuButtons(MenuBar bar) {
        List<Node> buttons = new ArrayList<>(bar.getMenus().size());
        for (Node child : bar.getChildrenUnmodifiable()) {
            collectMenuButtons(child, buttons);
        }
        return buttons;
    }

    /** The rows of a menu's popup content (its skin node), separators and hidden items left out. */
    public static List<Node> menuItemRows(Node content) {
        List<Node> rows = new ArrayList<>();
        collectMenuItemRows(content, rows);
        return rows;
    }

    /**
     * The node a popup belongs to: its owner node, or for a popup shown on a window (a combo box's
     * or date picker's list) the combo box of that window that is showing its popup. Nullable.
     */
    public static Node ownerOf(PopupControl popup) {
        if (popup.getOwnerNode() != null) {
            return popup.getOwnerNode();
        }
        Window window = popup.getOwnerWindow();
        Scene scene = window == null ? null : window.getScene();
        return scene == null || scene.getRoot() == null ? null : showingComboBox(scene.getRoot());
    }

    private static Node showingComboBox(Node node) {
        if (node instanceof ComboBoxBase<?> combo && combo.isShowing()) {
            return combo;
        }
        if (node instanceof Parent parent && node.isVisible()) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                Node found = showingComboBox(child);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /**
     * ListView, TableView, TreeView and TreeTableView, whose rows exist as nodes only while on screen: the
     * controls the family of lists declares (core.controls sits above this package and reads its list here).
     */
    public static final List<Class<?>> VIRTUALIZED = List.of(ListView.class, TableView.class, TreeView.class,
            TreeTableView.class);

    /** True for the {@link #VIRTUALIZED} controls and their subclasses. */
    public static boolean isVirtualized(Node node) {
        for (Class<?> type : VIRTUALIZED) {
            if (type.isInstance(node)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The rows a virtualized control shows now ({@link ShownRows}: at least half inside), top to bottom: cells that
     * hold an item. Spare cells the flow keeps for reuse are not rows.
     */
    public static List<IndexedCell<?>> visibleRows(Control control) {
        VirtualFlow<?> flow = flowOf(control);
        ShownRows shown = flow == null ? null : ShownRows.of(flow);
        if (shown == null) {
            return List.of();
        }
        List<IndexedCell<?>> rows = new ArrayList<>(shown.last() - shown.first() + 1);
        for (int i = shown.first(); i <= shown.last(); i++) {
            // getVisibleCell only returns cells on screen; getCell would create one for an off-screen index
            IndexedCell<?> cell = flow.getVisibleCell(i);
            if (cell != null && !cell.isEmpty() && cell.getIndex() >= 0) {
                rows.add(cell);
            }
        }
        return rows;
    }

    /**
     * The skin's flow. It is a direct child of the control in every standard skin; a custom skin
     * may nest it deeper, hence the lookup as a fallback.
     */
    public static VirtualFlow<?> flowOf(Control control) {
        for (Node child : control.getChildrenUnmodifiable()) {
            if (child instanceof VirtualFlow<?> flow) {
                return flow;
            }
        }
        return control.lookup(".virtual-flow") instanceof VirtualFlow<?> flow ? flow : null;
    }

    /** The virtualized control a row or cell belongs to, or {@code null}. */
    public static Control virtualizedOwnerOf(Node node) {
        for (Parent p = node.getParent(); p != null; p = p.getParent()) {
            if (isVirtualized(p)) {
                return (Control) p;
            }
        }
        return null;
    }

    private static void collectTabHeaders(Node node, List<Node> into) {
        if (node.getStyleClass().contains("tab-content-area")) {
            return; // the tabs' content: application nodes, reached through the tabs themselves
        }
        if (tabOf(node) != null) {
            into.add(node);
            return;
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                collectTabHeaders(child, into);
            }
        }
    }

    private static void collectMenuButtons(Node node, List<Node> into) {
        if (node instanceof MenuButton) {
            into.add(node);
        } else if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                collectMenuButtons(child, into);
            }
        }
    }

    private static void collectMenuItemRows(Node node, List<Node> into) {
        if (!node.isVisible()) {
            return;
        }
        if (menuItemOf(node) != null) {
            into.add(node);
        } else if (node instanceof Parent parent && !(node.hasProperties() && node.getProperties().containsKey(MenuItem.class))) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                collectMenuItemRows(child, into);
            }
        }
    }
}
