package io.github.mcpjavafx.debug.core.changes;

import javafx.scene.Node;
import javafx.stage.Window;

/**
 * One showing of a window as {@link SceneWatch} follows it: the root it showed. A window that
 * closes, or whose root is replaced, ends its showing; the nodes listed in it are no longer listed
 * without a walk to unlist them.
 */
final class WindowWatch {

    final Window window;
    final Node root;
    boolean live = true;

    WindowWatch(Window window, Node root) {
        this.window = window;
        this.root = root;
    }
}
