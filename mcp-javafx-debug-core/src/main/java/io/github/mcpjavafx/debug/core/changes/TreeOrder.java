package io.github.mcpjavafx.debug.core.changes;

import javafx.scene.Node;
import javafx.stage.Window;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Tree order of listed nodes, as a walk would meet them: windows in order, each depth first. A node's
 * place is its path of child positions from its window's root, through the parents {@link SceneWatch}
 * noted; paths are worked out once per sort.
 */
final class TreeOrder {

    /** Children lists longer than this are indexed once per sort instead of searched. */
    private static final int SHORT_LIST = 64;

    private final List<Window> windows;
    private final Map<WatchedNode, int[]> paths = new IdentityHashMap<>();
    private final Map<List<Node>, Map<Node, Integer>> positions = new IdentityHashMap<>();

    private TreeOrder(List<Window> windows) {
        this.windows = windows;
    }

    /** Sorts {@code items} by the tree order of their listed nodes; {@code windows} in order. */
    static <T> void sort(List<T> items, Function<T, WatchedNode> node, List<Window> windows) {
        if (items.size() < 2) {
            return;
        }
        TreeOrder tree = new TreeOrder(windows);
        items.sort((a, b) -> tree.compare(node.apply(a), node.apply(b)));
    }

    int compare(WatchedNode a, WatchedNode b) {
        return Arrays.compare(path(a), path(b));
    }

    private int[] path(WatchedNode node) {
        int[] known = paths.get(node);
        if (known != null) {
            return known;
        }
        Deque<Integer> steps = new ArrayDeque<>();
        WatchedNode at = node;
        for (int depth = 0; at.parent != null && depth < 10_000; depth++) {
            steps.push(position(at.parent.children, at.node));
            at = at.parent;
        }
        steps.push(windows.indexOf(at.window.window));
        int[] path = steps.stream().mapToInt(Integer::intValue).toArray();
        paths.put(node, path);
        return path;
    }

    private int position(List<Node> children, Node child) {
        if (children.size() <= SHORT_LIST) {
            for (int i = 0; i < children.size(); i++) {
                if (children.get(i) == child) {
                    return i;
                }
            }
            return -1;
        }
        Map<Node, Integer> index = positions.computeIfAbsent(children, list -> {
            Map<Node, Integer> byNode = new IdentityHashMap<>(list.size() * 2);
            for (int i = 0; i < list.size(); i++) {
                byNode.putIfAbsent(list.get(i), i);
            }
            return byNode;
        });
        return index.getOrDefault(child, -1);
    }
}
