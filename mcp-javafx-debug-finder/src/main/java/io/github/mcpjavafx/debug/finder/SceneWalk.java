package io.github.mcpjavafx.debug.finder;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Tooltip;
import javafx.stage.PopupWindow;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Predicate;

/** How the finders walk the showing windows and their scene graphs. FX thread only. */
public final class SceneWalk {

    private SceneWalk() {
    }

    /** The showing windows with a scene, the newest first: a dialog before its owner, a popup before its window. */
    public static List<Window> newestWindowsFirst() {
        List<Window> windows = new ArrayList<>();
        for (Window w : Window.getWindows()) {
            if (w.isShowing() && w.getScene() != null && w.getScene().getRoot() != null) {
                windows.add(w);
            }
        }
        Collections.reverse(windows);
        return windows;
    }

    /**
     * How many popups show (a menu, a combo box's list, a popover), tooltips aside: they come and go with the pointer.
     * A recorded action that closed the popups is checked by this reading zero, at record time and in the replay.
     */
    public static int popupsShowing() {
        return (int) newestWindowsFirst().stream().filter(w -> w instanceof PopupWindow && !(w instanceof Tooltip)).count();
    }

    /** The first visible node below {@code node} (itself included, depth first) that matches; null when none. */
    public static Node first(Node node, Predicate<Node> matches) {
        if (!node.isVisible()) {
            return null;
        }
        if (matches.test(node)) {
            return node;
        }
        if (node instanceof Parent parent) {
            List<Node> children = parent.getChildrenUnmodifiable();
            for (int i = 0; i < children.size(); i++) { // by index: no iterator per parent on a walk of every node
                Node found = first(children.get(i), matches);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** The node at {@code path} (child indexes) below {@code root}; null when the path leads nowhere. */
    public static Node walk(Node root, int... path) {
        Node n = root;
        for (int i : path) {
            List<Node> children = n instanceof Parent p ? p.getChildrenUnmodifiable() : List.of();
            if (i >= children.size()) {
                return null;
            }
            n = children.get(i);
        }
        return n;
    }

    /** Whether the node's CSS type selector is {@code type} ({@code "*"}: any type). */
    public static boolean isType(Node n, String type) {
        return "*".equals(type) || type.equals(n.getTypeSelector());
    }
}
