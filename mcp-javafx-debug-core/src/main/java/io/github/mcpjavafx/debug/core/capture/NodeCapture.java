package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.core.controls.ControlFamilies;
import io.github.mcpjavafx.debug.core.controls.ControlFamily;
import io.github.mcpjavafx.debug.core.controls.Expansion;
import io.github.mcpjavafx.debug.core.controls.NodeText;
import io.github.mcpjavafx.debug.core.controls.TextRole;
import io.github.mcpjavafx.debug.core.model.NodePath;
import io.github.mcpjavafx.debug.core.model.UiAccessibility;
import io.github.mcpjavafx.debug.core.model.UiBounds;
import io.github.mcpjavafx.debug.core.model.UiLayout;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.scene.NodePaths;
import io.github.mcpjavafx.debug.core.scene.SeenMoving;
import io.github.mcpjavafx.debug.core.scene.ShownArea;
import io.github.mcpjavafx.debug.core.scene.ShownControl;
import io.github.mcpjavafx.debug.core.text.TextFormat;
import javafx.geometry.Bounds;
import javafx.scene.AccessibleAttribute;
import javafx.scene.AccessibleRole;
import javafx.scene.Node;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.image.ImageView;

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
     * @param offscreen      whether it lies wholly outside what its window shows (see {@link ShownArea})
     * @param children       the already read children
     * @param hiddenChildren children that exist but are not listed, nullable
     */
    static UiNode read(Node node, String uid, NodePath path, NodeSections sections, Node focusOwner,
                       boolean offscreen, List<UiNode> children, Integer hiddenChildren) {
        ItemFacts item = ItemFacts.of(node);
        String id = item != null ? item.id() : node.getId() == null || node.getId().isEmpty() ? null : node.getId();
        List<String> styleClass = copyOf(node.getStyleClass());
        ControlFamily family = ControlFamilies.of(node);
        ShownControl shown = item == null && (sections.text() || sections.value()) ? ControlFamilies.shown(node) : null;
        String text = null;
        String prompt = null;
        if (sections.text()) {
            text = item != null ? item.text() : NodeText.text(node);
            prompt = NodeText.prompt(node);
            if (prompt == null && family.textRole(node) == TextRole.TYPED) {
                prompt = ""; // marks a text input, whose text is shown as text="..." even when empty
            }
            if (text == null && shown != null) {
                text = shown.title();
            }
        }
        String value = null;
        Map<String, Object> traits = null;
        List<String> menus = null;
        List<String> tabs = null;
        if (sections.value()) {
            tabs = family.tabs(node); // the selected tab is a line of its own, marked selected
            if (tabs == null) {
                value = item != null ? item.value() : NodeText.value(node);
            }
            // a control whose screen is read needs none of its settings on the line, only what it has checked
            traits = item != null ? null : NodeTraits.withFieldLabel(
                    ValidationMessages.addTo(shown != null ? NodeTraits.chosenOf(node) : NodeTraits.of(node), node), node);
            if (node instanceof MenuBar menuBar) {
                menus = menuTitles(menuBar);
            }
        }
        Expansion expansion = item != null ? null : family.expansion(node);
        Boolean expanded = item != null ? item.expanded()
                : expansion != null && expansion.collapsible() ? expansion.expanded() : null;
        // the handler map is read once: clickable is what makes a node actionable when its type does not
        boolean clickable = item == null && Actionable.clickableByOwnCode(node);
        boolean actionable = clickable || (item != null ? !item.heading() : Actionable.byType(node));
        boolean focused = focusOwner == node || item != null && item.focused();
        return new UiNode(uid, path, item != null ? item.type() : NodePaths.typeOf(node), id, styleClass,
                node.isVisible(), node.isManaged(), item != null ? item.disabled() : node.isDisabled(),
                focused ? Boolean.TRUE : null,
                offscreen && node.isVisible() ? Boolean.TRUE : null,
                text, prompt, value, traits,
                shows(node, sections, shown),
                sections.value() && SeenMoving.now(node) ? Boolean.TRUE : null,
                item != null && item.selected() ? Boolean.TRUE : null,
                item == null ? null : item.row(),
                item == null ? null : item.depth(),
                expanded,
                item != null && item.submenu() ? Boolean.TRUE : null,
                item == null ? null : item.owner(),
                actionable ? Boolean.TRUE : null,
                clickable ? Boolean.TRUE : null,
                drawnSize(node),
                menus, tabs,
                layout(node, sections),
                sections.accessibility() ? accessibility(node) : null,
                sections.properties() ? NodeProperties.read(node, sections.propertyKeys()) : null,
                sections.virtualization() ? VirtualizationReader.read(node, sections.visibleCells()) : null,
                hiddenChildren, null, null, null, children);
    }

    /**
     * What the node shows beyond its text: a control nobody declared, its displayed value and state
     * ({@code 60.8 V on}); a labeled control whose text is cut to fit, what a person reads on it ({@code (shows "w…")}).
     */
    private static String shows(Node node, NodeSections sections, ShownControl shown) {
        if (sections.value() && shown != null && shown.shows() != null) {
            return shown.shows();
        }
        String cut = sections.text() ? NodeText.shownWhenCut(node) : null;
        return cut == null ? null : "(shows " + TextFormat.quoted(cut) + ")";
    }

    /**
     * A canvas's or an image's size: painted content, which no line can say and a screenshot of the node
     * shows. An image named by its file still says it is an image.
     */
    private static String drawnSize(Node node) {
        if (node instanceof Canvas canvas) {
            return TextFormat.number(canvas.getWidth()) + 'x' + TextFormat.number(canvas.getHeight());
        }
        if (node instanceof ImageView view && view.getImage() != null) {
            Bounds shown = view.getLayoutBounds();
            return TextFormat.number(shown.getWidth()) + 'x' + TextFormat.number(shown.getHeight());
        }
        return null;
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

    private static List<String> menuTitles(MenuBar menuBar) {
        List<String> titles = new ArrayList<>(menuBar.getMenus().size());
        for (Menu menu : menuBar.getMenus()) {
            titles.add(menu.getText() == null ? "" : menu.getText());
        }
        return titles;
    }
}
