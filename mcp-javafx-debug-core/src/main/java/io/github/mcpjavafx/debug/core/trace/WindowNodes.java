package io.github.mcpjavafx.debug.core.trace;

import io.github.mcpjavafx.debug.core.changes.WindowLabels;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.stage.Window;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** How many nodes each showing window holds: read at a trace's start and end, a steady growth is a leak. */
final class WindowNodes {

    private WindowNodes() {
    }

    /** Nodes per showing window, by the window's label ({@code Stage[0] "Orders"}). FX thread only. */
    static Map<String, Integer> count() {
        List<Window> windows = WindowList.showing();
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (Window window : windows) {
            if (window.getScene() != null && window.getScene().getRoot() != null) {
                counts.put(WindowLabels.of(window, windows), count(window.getScene().getRoot()));
            }
        }
        return counts;
    }

    private static int count(Node root) {
        int count = 0;
        Deque<Node> todo = new ArrayDeque<>();
        todo.push(root);
        while (!todo.isEmpty()) {
            Node node = todo.pop();
            count++;
            if (node instanceof Parent parent) {
                for (Node child : parent.getChildrenUnmodifiable()) {
                    todo.push(child);
                }
            }
        }
        return count;
    }
}
