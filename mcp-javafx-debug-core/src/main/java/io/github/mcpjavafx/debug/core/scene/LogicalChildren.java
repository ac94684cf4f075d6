package io.github.mcpjavafx.debug.core.scene;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Accordion;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.CustomMenuItem;
import javafx.scene.control.Control;
import javafx.scene.control.Labeled;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.PopupControl;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Skin;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TitledPane;
import javafx.scene.control.ToolBar;

import java.util.Collections;
import java.util.List;

/**
 * Which children a node shows in a snapshot. A control drawn by a standard skin (one of JavaFX's
 * own) is a leaf: its skin's nodes (a Button's LabeledText, a TextField's Pane) are noise to an
 * agent. Standard controls still show the content the application gave them, reached through
 * their API rather than their skin: a Labeled's graphic, a ScrollPane's content, SplitPane items, a
 * TitledPane's content, an Accordion's panes, a ToolBar's items and a ButtonBar's buttons. They
 * also show the items their skins draw for the application's data (see {@link SkinItems}), since
 * those are what a user clicks: a TabPane's tab headers (the selected one with the tab's content
 * below it), a MenuBar's menu buttons, the rows on screen of a list, table or tree, and an open
 * popup's items (a menu's item rows, a combo box's list) in place of the popup's own skin nodes.
 * Controls with an application skin, and every other parent, show their scene-graph children as
 * they are. Snapshots and queries share this one rule. FX thread only.
 */
public final class LogicalChildren {

    /** Skins from JavaFX itself ({@code javafx.*} public skins, {@code com.sun.*} internal ones); cached per class. */
    private static final ClassValue<Boolean> STANDARD_SKINS = new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> type) {
            String name = type.getName();
            return name.startsWith("javafx.") || name.startsWith("com.sun.");
        }
    };

    private LogicalChildren() {
    }

    /**
     * True when the node's logical children are its scene-graph children
     * ({@link Parent#getChildrenUnmodifiable()}), false when they are the public content of a
     * standard control (content reached through the control's API).
     */
    public static boolean areSceneGraphChildren(Node node, boolean controlInternals) {
        if (controlInternals) {
            return true;
        }
        if (!(node instanceof Control control)) {
            return !isPopupRoot(node) && !standsForItem(node);
        }
        Skin<?> skin = control.getSkin();
        // No skin yet means no skin nodes to hide: whatever children there are, the control added itself.
        return skin == null || !STANDARD_SKINS.get(skin.getClass());
    }

    /** True for the root of a popup control's window (a menu, a combo box's list, a tooltip). */
    public static boolean isPopupRoot(Node node) {
        return node.getParent() == null && node.getScene() != null && node.getScene().getRoot() == node
                && node.getScene().getWindow() instanceof PopupControl;
    }

    private static boolean standsForItem(Node node) {
        return node.hasProperties() && (node.getProperties().containsKey(Tab.class)
                || node.getProperties().containsKey(MenuItem.class));
    }

    /** The children an agent sees (control internals hidden), as snapshots show them and queries search them. */
    public static List<Node> of(Node node) {
        return of(node, false);
    }

    /** The logical children of {@code node}; the live list, not a copy, when they are its scene-graph children. */
    public static List<Node> of(Node node, boolean controlInternals) {
        return childrenOf(node, areSceneGraphChildren(node, controlInternals));
    }

    /** The logical children once {@link #areSceneGraphChildren} has been asked (it costs a skin lookup). */
    public static List<Node> childrenOf(Node node, boolean sceneGraphChildren) {
        if (sceneGraphChildren) {
            return node instanceof Parent parent ? parent.getChildrenUnmodifiable() : List.of();
        }
        if (node instanceof Control control) {
            return exposedBy(control);
        }
        Tab tab = SkinItems.tabOf(node);
        if (tab != null) {
            return tab.isSelected() ? single(tab.getContent()) : List.of();
        }
        MenuItem item = SkinItems.menuItemOf(node);
        if (item != null) {
            return item instanceof CustomMenuItem custom ? single(custom.getContent()) : List.of();
        }
        if (isPopupRoot(node)) {
            return popupContent((PopupControl) node.getScene().getWindow());
        }
        return List.of(); // a separator's row
    }

    /** What an open popup shows: a menu's item rows, or the node its skin draws (a combo box's list). */
    private static List<Node> popupContent(PopupControl popup) {
        Node content = popup.getSkin() == null ? null : popup.getSkin().getNode();
        if (content == null) {
            return List.of();
        }
        return popup instanceof ContextMenu ? SkinItems.menuItemRows(content) : List.of(content);
    }

    /**
     * The public content a standard control shows: nodes reached through its API, not its skin. Kept here, not
     * with the control families: this package sits below core.controls (which reads tab headers and menu rows
     * through {@link SkinItems}), and which children a skin lists is the tree's shape, not a control's line.
     */
    private static List<Node> exposedBy(Control control) {
        if (control instanceof TitledPane titled) {
            return present(titled.getGraphic(), titled.getContent());
        }
        if (control instanceof Labeled labeled) {
            return single(labeled.getGraphic()); // an application's graphic (an icon, a clear button) is content
        }
        if (control instanceof ScrollPane scroll) {
            return single(scroll.getContent());
        }
        if (control instanceof TabPane tabs) {
            return SkinItems.tabHeaders(tabs);
        }
        if (control instanceof MenuBar bar) {
            return SkinItems.menuButtons(bar);
        }
        if (SkinItems.isVirtualized(control)) {
            return List.copyOf(SkinItems.visibleRows(control));
        }
        if (control instanceof SplitPane split) {
            return split.getItems();
        }
        if (control instanceof Accordion accordion) {
            return Collections.unmodifiableList(accordion.getPanes());
        }
        if (control instanceof ToolBar toolBar) {
            return toolBar.getItems();
        }
        if (control instanceof ButtonBar buttonBar) {
            return buttonBar.getButtons();
        }
        return List.of();
    }

    private static List<Node> single(Node node) {
        return node == null ? List.of() : List.of(node);
    }

    private static List<Node> present(Node... nodes) {
        List<Node> list = new java.util.ArrayList<>(nodes.length);
        for (Node node : nodes) {
            if (node != null) {
                list.add(node);
            }
        }
        return list;
    }
}
