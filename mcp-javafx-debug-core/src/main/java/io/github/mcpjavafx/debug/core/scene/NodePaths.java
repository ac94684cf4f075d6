package io.github.mcpjavafx.debug.core.scene;

import io.github.mcpjavafx.debug.core.model.NodePath;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Window;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Canonical paths over the real scene graph ({@link Parent#getChildrenUnmodifiable()}), so that
 * every node, skin internals included, has exactly one path and every path can be followed back.
 * FX thread only.
 */
public final class NodePaths {

    private static final Pattern WINDOW_ROOT = Pattern.compile("^/stages\\[(\\d{1,9})]/scene/root");
    private static final Pattern SEGMENT = Pattern.compile("/([A-Za-z_$][\\w$]*)\\[(\\d{1,9})]");

    private static final ClassValue<String> TYPE_NAMES = new ClassValue<>() {
        @Override
        protected String computeValue(Class<?> type) {
            Class<?> c = type;
            while (c.getSimpleName().isEmpty()) { // anonymous and hidden classes: name the class they extend
                c = c.getSuperclass();
            }
            return c.getSimpleName();
        }
    };

    private NodePaths() {
    }

    /** The node's simple type name, {@code Button}; cached per class. */
    public static String typeOf(Node node) {
        return TYPE_NAMES.get(node.getClass());
    }

    /** The simple name of {@code type}, or of the named class it extends when it is anonymous; cached. */
    public static String typeName(Class<?> type) {
        return TYPE_NAMES.get(type);
    }

    /** The child's rank among its parent's children of the same simple type. */
    public static int sameTypeIndex(Parent parent, Node child) {
        String type = typeOf(child);
        int index = 0;
        for (Node sibling : parent.getChildrenUnmodifiable()) {
            if (sibling == child) {
                return index;
            }
            if (typeOf(sibling).equals(type)) {
                index++;
            }
        }
        return index;
    }

    /** The node's path, or empty if it is not in one of {@code windows}. */
    public static Optional<NodePath> pathOf(Node node, List<Window> windows) {
        Scene scene = node.getScene();
        if (scene == null) {
            return Optional.empty();
        }
        int windowIndex = windows.indexOf(scene.getWindow());
        if (windowIndex < 0) {
            return Optional.empty();
        }
        return Optional.of(pathBelow(scene.getRoot(), NodePath.windowRoot(windowIndex), node));
    }

    private static NodePath pathBelow(Parent root, NodePath rootPath, Node node) {
        if (node == root) {
            return rootPath;
        }
        Parent parent = node.getParent();
        NodePath parentPath = pathBelow(root, rootPath, parent);
        return parentPath.child(typeOf(node), sameTypeIndex(parent, node));
    }

    /** Follows a path; empty when it is malformed or leads nowhere. */
    public static Optional<Node> resolve(String path, List<Window> windows) {
        Matcher head = WINDOW_ROOT.matcher(path);
        if (!head.find()) {
            return Optional.empty();
        }
        int windowIndex = Integer.parseInt(head.group(1));
        if (windowIndex >= windows.size() || windows.get(windowIndex).getScene() == null) {
            return Optional.empty();
        }
        Node current = windows.get(windowIndex).getScene().getRoot();
        Matcher segment = SEGMENT.matcher(path);
        int at = head.end();
        while (at < path.length()) {
            if (!segment.find(at) || segment.start() != at || !(current instanceof Parent parent)) {
                return Optional.empty();
            }
            current = nthOfType(parent, segment.group(1), Integer.parseInt(segment.group(2)));
            if (current == null) {
                return Optional.empty();
            }
            at = segment.end();
        }
        return Optional.of(current);
    }

    private static Node nthOfType(Parent parent, String type, int n) {
        int seen = 0;
        for (Node child : parent.getChildrenUnmodifiable()) {
            if (typeOf(child).equals(type) && seen++ == n) {
                return child;
            }
        }
        return null;
    }
}
