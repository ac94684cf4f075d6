package io.github.mcpjavafx.debug.core.controls;

import io.github.mcpjavafx.debug.core.scene.FxProperties;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Control;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.text.Text;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * What a graphic is recognised by when its control has no text: an image's file ({@code save.png}), an
 * icon font glyph's icon ({@code ANGLE_RIGHT}), a text shape's text. FX thread only.
 */
public final class GraphicNames {

    /** Names a custom graphic (an icon font's glyph) may give its icon by. */
    private static final String[] ICON_PROPERTIES = {"icon", "iconCode", "iconLiteral", "glyphName"};
    /** A graphic is small; a few nodes into it is where its icon is, if anywhere. */
    private static final int MAX_GRAPHIC_NODES = 8;

    private GraphicNames() {
    }

    /** The name of the first graphic node that has one: an image's file, a glyph's icon, a text shape's text. */
    public static String of(Node graphic) {
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

    /** The icon a custom graphic names, {@code null} when it has no icon property or it is empty. */
    public static String iconOf(Node node) {
        for (String property : ICON_PROPERTIES) {
            FxProperties.Found icon = FxProperties.find(node, property);
            if (icon != null && icon.value() != null) {
                return String.valueOf(FxProperties.plain(icon.value()));
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
        return node instanceof Text || ControlFamilies.of(node).textRole(node) == TextRole.LABEL ? NodeText.text(node) : null;
    }

    private static String fileName(String url) {
        int query = url.indexOf('?');
        String path = query < 0 ? url : url.substring(0, query);
        return path.substring(path.lastIndexOf('/') + 1);
    }
}
