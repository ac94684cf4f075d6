package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.core.scene.FxProperties;
import io.github.mcpjavafx.debug.core.scene.NodeText;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Control;
import javafx.scene.control.Labeled;
import javafx.scene.control.Tooltip;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.text.Text;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a node's line shows beyond its text and value, where JavaFX's own types say nothing: a
 * custom control's own value-like properties ({@code rating=2.0 max=5}), and for a labeled control
 * without text what a user recognises it by: its tooltip, its accessible text, or its graphic
 * ({@code graphic="ANGLE_RIGHT"}, {@code graphic="save.png"}); and a glyph of an icon font its icon
 * ({@code icon="ANGLE_RIGHT"}); and a control with a check model the items checked
 * ({@code checked=[Item 2, Item 4]}). FX thread only.
 */
final class NodeTraits {

    /** Names a custom graphic (an icon font's glyph) may give its icon by. */
    private static final String[] ICON_PROPERTIES = {"icon", "iconCode", "iconLiteral", "glyphName"};
    /** A graphic is small; a few nodes into it is where its icon is, if anywhere. */
    private static final int MAX_GRAPHIC_NODES = 8;

    private NodeTraits() {
    }

    /** The traits, or {@code null} when there are none. */
    static Map<String, Object> of(Node node) {
        if (node instanceof Labeled labeled && (labeled.getText() == null || labeled.getText().isBlank())) {
            Map<String, Object> recognised = recognisedBy(labeled);
            if (recognised != null) {
                return recognised;
            }
        }
        Map<String, Object> own = FxProperties.own(node);
        List<String> checked = CheckedItems.of(node);
        if (checked != null) {
            own = new LinkedHashMap<>(own);
            own.put("checked", checked);
        }
        if (own.isEmpty() && !FxProperties.isJavaFx(node.getClass())) {
            String icon = iconOf(node); // an icon font's glyph says its icon, not the character it draws
            return icon == null ? null : Map.of("icon", icon);
        }
        return own.isEmpty() ? null : own;
    }

    /** The items a control with a check model has checked, as a trait, or {@code null} when it has none. */
    static Map<String, Object> checkedOf(Node node) {
        List<String> checked = CheckedItems.of(node);
        return checked == null ? null : Map.of("checked", checked);
    }

    private static Map<String, Object> recognisedBy(Labeled labeled) {
        Tooltip tooltip = labeled.getTooltip();
        if (tooltip != null && tooltip.getText() != null && !tooltip.getText().isBlank()) {
            return Map.of("tooltip", tooltip.getText());
        }
        String accessible = labeled.getAccessibleText();
        if (accessible != null && !accessible.isBlank()) {
            return Map.of("accessibleText", accessible);
        }
        String graphic = graphicName(labeled.getGraphic());
        return graphic == null ? null : Map.of("graphic", graphic);
    }

    /** The name of the first graphic node that has one: an image's file, a glyph's icon, a text shape's text. */
    private static String graphicName(Node graphic) {
        Deque<Node> todo = new ArrayDeque<>();
        if (graphic != null) {
            todo.add(graphic);
        }
        for (int seen = 0; !todo.isEmpty() && seen < MAX_GRAPHIC_NODES; seen++) {
            Node node = todo.poll();
            String name = nameOf(node);
            if (name != null && !name.isBlank()) {
                return name;
            }
            if (node instanceof Parent parent && !(node instanceof Control)) {
                todo.addAll(parent.getChildrenUnmodifiable());
            }
        }
        return null;
    }

    private static String nameOf(Node node) {
        if (node instanceof ImageView view) {
            Image image = view.getImage();
            return image == null || image.getUrl() == null ? null : fileName(image.getUrl());
        }
        String icon = FxProperties.isJavaFx(node.getClass()) ? null : iconOf(node);
        if (icon != null) {
            return icon;
        }
        return node instanceof Text || node instanceof Labeled ? NodeText.text(node) : null;
    }

    /** The icon a custom graphic names, {@code null} when it has no icon property or it is empty. */
    private static String iconOf(Node node) {
        for (String property : ICON_PROPERTIES) {
            FxProperties.Found icon = FxProperties.find(node, property);
            if (icon != null && icon.value() != null) {
                return String.valueOf(FxProperties.plain(icon.value()));
            }
        }
        return null;
    }

    private static String fileName(String url) {
        int query = url.indexOf('?');
        String path = query < 0 ? url : url.substring(0, query);
        return path.substring(path.lastIndexOf('/') + 1);
    }
}
