package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.core.controls.NodeText;
import io.github.mcpjavafx.debug.core.scene.LogicalChildren;
import io.github.mcpjavafx.debug.core.scene.NodePaths;
import io.github.mcpjavafx.debug.core.scene.SkinItems;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import javafx.scene.Node;
import javafx.scene.control.Control;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.PopupControl;
import javafx.scene.control.Tab;

/**
 * A skin node read as the application item it stands for (see {@link SkinItems}): a tab header
 * reads as its {@code Tab}, a menu bar's button as its {@code Menu}, a row of an open menu as its
 * {@code MenuItem} (or {@code CheckMenuItem}, {@code Menu} for a submenu), a row of a list, table or
 * tree as that row with its index, and the root of a popup window as the popup
 * ({@code ContextMenu}) with the node that owns it. The uid stays the skin node's: that is where a
 * click does what a user's click does. FX thread only.
 *
 * @param type     the type to show
 * @param id       the item's id, nullable
 * @param text     the item's title or a row's text (cells joined with {@code " | "}), nullable
 * @param value    {@code "true"}/{@code "false"} for a check or radio menu item, nullable
 * @param disabled whether the item is disabled
 * @param selected the selected tab or a selected row
 * @param focused  the focused row of its control
 * @param row      a row's index, nullable
 * @param depth    a tree row's level, nullable
 * @param expanded whether a tree row's branch is open, nullable
 * @param submenu  a menu item that opens a submenu
 * @param owner    a popup's owner node's uid, nullable
 * @param heading  true for a popup's root, which heads the popup's items but is not one itself
 */
record ItemFacts(String type, String id, String text, String value, boolean disabled, boolean selected,
                 boolean focused, Integer row, Integer depth, Boolean expanded, boolean submenu, String owner,
                 boolean heading) {

    /** The id ChoiceBox gives every item of its popup: it says nothing about the item. */
    private static final String CHOICE_BOX_ITEM_ID = "choice-box-menu-item";

    /** What {@code node} stands for, or {@code null} when it stands for itself. */
    static ItemFacts of(Node node) {
        if (node instanceof IndexedCell<?> cell) {
            Control owner = SkinItems.virtualizedOwnerOf(cell);
            VirtualizationReader.RowFacts row = owner == null ? null : VirtualizationReader.rowFacts(cell, owner);
            return row == null ? null : new ItemFacts(NodePaths.typeOf(node), blankToNull(node.getId()), row.text(),
                    null, node.isDisabled(), row.selected(), row.focused(), row.index(), row.depth(), row.expanded(),
                    false, null, false);
        }
        if (!node.hasProperties() && node.getParent() != null) {
            return null; // the common case, answered without a lookup
        }
        Tab tab = SkinItems.tabOf(node);
        if (tab != null) {
            return titled("Tab", tab.getId(), tab.getText(), null, tab.isDisabled() || node.isDisabled(),
                    tab.isSelected(), false);
        }
        MenuItem item = SkinItems.menuItemOf(node);
        if (item != null) {
            String id = CHOICE_BOX_ITEM_ID.equals(item.getId()) ? null : item.getId();
            return titled(NodePaths.typeName(item.getClass()), id, item.getText(), NodeText.value(node),
                    item.isDisable() || node.isDisabled(), false, item instanceof Menu);
        }
        Menu menu = SkinItems.barMenuOf(node);
        if (menu != null) {
            return titled("Menu", menu.getId(), menu.getText(), null, menu.isDisable() || node.isDisabled(), false,
                    false);
        }
        if (LogicalChildren.isPopupRoot(node)) {
            PopupControl popup = (PopupControl) node.getScene().getWindow();
            Node ownerNode = SkinItems.ownerOf(popup);
            String owner = ownerNode == null ? null : UidRegistry.existingUid(ownerNode).orElse(null);
            return new ItemFacts(NodePaths.typeName(popup.getClass()), null, null, null, false, false, false, null,
                    null, null, false, owner, true);
        }
        return null;
    }

    /** A tab, a menu or a menu item: a title and flags, no row. */
    private static ItemFacts titled(String type, String id, String text, String value, boolean disabled,
                                    boolean selected, boolean submenu) {
        return new ItemFacts(type, blankToNull(id), text, value, disabled, selected, false, null, null, null, submenu,
                null, false);
    }

    private static String blankToNull(String s) {
        return s == null || s.isEmpty() ? null : s;
    }
}
