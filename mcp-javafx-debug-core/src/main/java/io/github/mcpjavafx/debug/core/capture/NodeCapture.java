package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.core.model.NodePath;
import io.github.mcpjavafx.debug.core.model.UiAccessibility;
import io.github.mcpjavafx.debug.core.model.UiBounds;
import io.github.mcpjavafx.debug.core.model.UiLayout;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.scene.NodePaths;
import io.github.mcpjavafx.debug.core.scene.NodeText;
import javafx.geometry.Bounds;
import javafx.scene.AccessibleAttribute;
import javafx.scene.AccessibleRole;
import javafx.scene.Node;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.TitledPane;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads one node into a {@link UiNode}: the one way both snapshots and {@code ui_get_node} read a
 * node. Runs on the FX thread for every node of a snapshot, so it only copies what JavaFX already
 * holds (strings, flags, bounds) and builds no strings of its own. FX thread only.
 */
final class NodeCapture {

    private NodeCapture() {
    }

    /**
     * The node's data.
     *
     * @param uid            its uid, issued by the caller (snapshots issue uids in document order)
     * @param path           its path, nullable
     * @param sections       what to read beyond the core
     * @param focusOwner     the focus owner of the focused window, nullable
     * @param children       the already read children
     * @param hiddenChildren children that exist but are not listed, nullable
     */
    static UiNode read(Node node, String uid, NodePath path, NodeSections sections, Node focusOwner,
                       List<UiNode> children, Integer hiddenChildren) {
        ItemFacts item = ItemFacts.of(node);
        String id = item != null ? item.id() : node.getId() == null || node.getId().isEmpty() ? null : node.getId();
        List<String> styleClass = copyOf(node.getStyleClass());
        String text = null;
        String prompt = null;
        if (sections.text()) {
            text = item != null ? item.text() : NodeText.text(node);
            prompt = NodeText.prompt(node);
            if (prompt == null && node instanceof TextInputControl) {
                prompt = ""; // marks a text input, whose text is shown as text="..." even when empty
            }
        }
        String value = null;
        Map<String, Object> traits = null;
        List<String> menus = null;
        List<String> tabs = null;
        if (sections.value()) {
            if (node instanceof TabPane tabPane) {
                tabs = tabTitles(tabPane); // the selected tab is a line of its own, marked selected
            } else {
                value = item != null ? item.value() : NodeText.value(node);
            }
            traits = item != null ? null : ValidationMessages.addTo(NodeTraits.of(node), node);
            if (node instanceof MenuBar menuBar) {
                menus = menuTitles(menuBar);
            }
        }
        Boolean expanded = item != null ? item.expanded()
                : node instanceof TitledPane titled && titled.isCollapsible() ? titled.isExpanded() : null;
        boolean focused = focusOwner == node || item != null && item.focused();
        return new UiNode(uid, path, item != null ? item.type() : NodePaths.typeOf(node), id, styleClass,
                node.isVisible(), node.isManaged(), item != null ? item.disabled() : node.isDisabled(),
                focused ? Boolean.TRUE : null,
                text, prompt, value, traits,
                item != null && item.selected() ? Boolean.TRUE : null,
                item == null ? null : item.row(),
                item == null ? null : item.depth(),
                expanded,
                item != null && item.submenu() ? Boolean.TRUE : null,
                item == null ? null : item.owner(),
                Actionable.is(node, item) ? Boolean.TRUE : null,
                menus, tabs,
                layout(node, sections),
                sections.accessibility() ? accessibility(node) : null,
                sections.properties() ? NodeProperties.read(node, sections.propertyKeys()) : null,
                sections.virtualization() ? VirtualizationReader.read(node, sections.visibleCells()) : null,
                hiddenChildren, children);
    }

    /**
     * A copy of the node's style classes. Most nodes have one or two: those are copied without the
     * iterator and array {@link List#copyOf} goes through, since this runs for every node of a snapshot.
     */
    private static List<String> copyOf(List<String> styleClass) {
        return switch (styleClass.size()) {
            case 0 -> List.of();
            case 1 -> List.of(styleClass.get(0));
            case 2 -> List.of(styleClass.get(0), styleClass.get(1));
            default -> List.copyOf(styleClass);
        };
    }

    private static UiLayout layout(Node node, NodeSections sections) {
        if (!sections.bounds() && !sections.localToScreen()) {
            return null;
        }
        Bounds local = node.getBoundsInLocal();
        UiBounds inParent = sections.bounds() ? UiBounds.of(node.getBoundsInParent()) : null;
        UiBounds inScene = sections.bounds() ? UiBounds.of(node.localToScene(local)) : null;
        // null when the node is in no window: it has no place on screen
        UiBounds onScreen = sections.localToScreen() ? UiBounds.of(node.localToScreen(local)) : null;
        return inParent == null && inScene == null && onScreen == null ? null
                : new UiLayout(inParent, inScene, onScreen);
    }

    /**
     * What assistive technology is told. Controls set their role in the constructor, but a skin
     * may answer for the control, so the accessibility query is asked when the property says nothing.
     * The plain {@code NODE} role carries no information and is left out.
     */
    private static UiAccessibility accessibility(Node node) {
        AccessibleRole role = node.getAccessibleRole();
        if (role == null || role == AccessibleRole.NODE) {
            Object answered = node.queryAccessibleAttribute(AccessibleAttribute.ROLE);
            role = answered instanceof AccessibleRole r ? r : role;
        }
        String roleName = role == null || role == AccessibleRole.NODE ? null : role.name();
        String roleDescription = node.getAccessibleRoleDescription();
        String text = node.getAccessibleText();
        String help = node.getAccessibleHelp();
        if (roleName == null && roleDescription == null && text == null && help == null) {
            return null;
        }
        return new UiAccessibility(roleName, roleDescription, text, help);
    }

    private static List<String> tabTitles(TabPane tabPane) {
        List<String> titles = new ArrayList<>(tabPane.getTabs().size());
        for (Tab tab : tabPane.getTabs()) {
            titles.add(tab.getText() == null ? "" : tab.getText());
        }
        return titles;
    }

    private static List<String> menuTitles(MenuBar menuBar) {
        List<String> titles = new ArrayList<>(menuBar.getMenus().size());
        for (Menu menu : menuBar.getMenus()) {
            titles.add(menu.getText() == null ? "" : menu.getText());
        }
        return titles;
    }
}
