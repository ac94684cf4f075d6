package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.core.scene.LogicalChildren;
import javafx.scene.Node;
import javafx.stage.Window;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * How a {@link SceneWatch} reads the scene: it lists the branches that came as watched nodes, reads a marked node
 * again, walks a window again when marks cannot be trusted, and counts the branches that went. Each read counts as
 * visited, what a look cost. FX thread.
 */
final class BranchReader {

    private final SceneWatch watch;
    private int visited;

    BranchReader(SceneWatch watch) {
        this.watch = watch;
    }

    /** Nodes read since the last {@link #startCount()}. */
    int visited() {
        return visited;
    }

    void startCount() {
        visited = 0;
    }

    /** A node on the way down a walk, with the listed node it is under (null for a window's root). */
    private record Step(Node node, WatchedNode above) {
    }

    /** A marked node read again: its facts, and its logical children compared with those it had. */
    void reread(WatchedNode watched, Look look) {
        visited++;
        watched.listeners.listenToCells();
        watched.listeners.listenToFlow();
        WatchedFacts now = WatchedFacts.of(watched.node);
        if (!now.sameAs(watched.facts)) {
            look.changed.add(new Look.Change(watched, watched.facts));
            look.readBefore.put(watched, watched.facts);
        }
        watched.facts = now;
        List<Node> children = now.visible() ? LogicalChildren.of(watched.node) : List.of();
        if (!sameNodes(children, watched.children)) {
            look.reshaped.add(watched);
            Set<Node> was = identitySet(watched.children);
            Set<Node> is = identitySet(children);
            for (Node child : watched.children) {
                WatchedNode gone = watch.watchOf(child);
                if (!is.contains(child) && gone != null) {
                    look.leftRoots.add(gone);
                }
            }
            for (Node child : children) {
                if (!was.contains(child)) {
                    look.came.add(new Look.Came(child, watched));
                }
            }
            watched.children = List.copyOf(children);
        }
    }

    /**
     * Lists {@code root}'s branch, depth first into {@code found}; a node that was listed already
     * (it moved here) is kept as it is, with its branch. Returns the nodes it listed anew.
     */
    List<WatchedNode> walkIn(Node root, WatchedNode parent, WindowWatch window, long seq, List<WatchedNode> found) {
        return walkIn(root, parent, window, null, seq, found);
    }

    /**
     * {@link #walkIn}, into a window's new showing whose root replaced the one {@code before} showed (nullable): a
     * node of the old tree that comes again under the new root moved there, with its branch (a decorator puts a pane
     * in the root's place and the old root into it), and is kept, not added.
     */
    List<WatchedNode> walkIn(Node root, WatchedNode parent, WindowWatch window, WindowWatch before, long seq,
                             List<WatchedNode> found) {
        int from = found.size();
        Deque<Step> todo = new ArrayDeque<>();
        todo.push(new Step(root, parent));
        while (!todo.isEmpty()) {
            Step next = todo.pop();
            visited++;
            WatchedNode watched = watch.watchOf(next.node);
            if (watched != null && watched.isLive() && watched.seenAt != seq
                    && (watched.window == window || before != null && watched.window == before)) {
                watched.parent = next.above; // moved here from elsewhere in the window: kept, not added
                watched.seenAt = seq;
                if (watched.window != window) {
                    rehome(watched, before, window);
                }
                continue;
            }
            watched = list(watched, next, window, seq);
            found.add(watched);
            pushChildren(watched, todo);
        }
        return found.subList(from, found.size());
    }

    /**
     * Every node of a window read again, as the first look did, and compared with what was seen:
     * after too many marks, when reading them all is no dearer than a walk.
     */
    void walkAgain(WindowWatch window, long seq, Look look) {
        Deque<Step> todo = new ArrayDeque<>();
        todo.push(new Step(window.root, null));
        while (!todo.isEmpty()) {
            Step next = todo.pop();
            WatchedNode watched = watch.watchOf(next.node);
            if (watched != null && watched.isLive() && watched.window == window && watched.seenAt != seq) {
                watched.parent = next.above;
                watched.seenAt = seq;
                reread(watched, look);
            } else if (watched == null || watched.seenAt != seq) {
                visited++;
                watched = list(watched, next, window, seq);
                look.added.add(watched);
                look.addedCounts.merge(window.window, 1, Integer::sum);
            } else {
                continue; // listed twice: once is enough
            }
            pushChildren(watched, todo);
        }
        look.came.clear(); // the walk found them
    }

    /** {@code watched}, or a new watch of the step's node when it has none, read and listed where the step is. */
    private WatchedNode list(WatchedNode watched, Step at, WindowWatch window, long seq) {
        WatchedNode listed = watched != null ? watched : WatchedNode.attach(at.node, watch);
        listed.facts = WatchedFacts.of(listed.node);
        listed.children = listed.facts.visible() ? List.copyOf(LogicalChildren.of(listed.node)) : List.of();
        listed.parent = at.above;
        listed.window = window;
        listed.listed = true;
        listed.seenAt = seq;
        return listed;
    }

    /** A branch that moved from a window's old showing into its new one: listed in the new one, as it was. */
    private void rehome(WatchedNode moved, WindowWatch from, WindowWatch to) {
        Deque<WatchedNode> todo = new ArrayDeque<>();
        todo.push(moved);
        while (!todo.isEmpty()) {
            WatchedNode node = todo.pop();
            node.window = to;
            for (Node child : node.children) {
                WatchedNode below = watch.watchOf(child);
                if (below != null && below.parent == node && below.window == from) {
                    todo.push(below);
                }
            }
        }
    }

    private static void pushChildren(WatchedNode watched, Deque<Step> todo) {
        for (int i = watched.children.size() - 1; i >= 0; i--) {
            todo.push(new Step(watched.children.get(i), watched));
        }
    }

    /**
     * A branch that is no longer listed: its nodes counted as removed, those that moved elsewhere left out.
     * Returns the nodes it counted.
     */
    List<WatchedNode> leave(WatchedNode root, long seq, Look look) {
        if (root == null) {
            return List.of();
        }
        List<WatchedNode> counted = new ArrayList<>();
        Deque<WatchedNode> todo = new ArrayDeque<>();
        todo.push(root);
        while (!todo.isEmpty()) {
            WatchedNode gone = todo.pop();
            if (!gone.isLive() || gone.seenAt == seq) {
                continue; // moved elsewhere, or counted already
            }
            visited++;
            counted.add(gone);
            gone.listed = false;
            look.removedCounts.merge(gone.window.window, 1, Integer::sum);
            for (Node child : gone.children) {
                WatchedNode below = watch.watchOf(child);
                if (below != null && below.parent == gone) {
                    todo.push(below);
                }
            }
        }
        return counted;
    }

    /**
     * The focus owner of the focused window (the last one: a popup is focused beside its owner), as it is listed. A
     * popup with no focus owner of its own (a popover's text) leaves its owner's: the keys still go there, and its
     * closing moves no focus.
     */
    Node focusOf(List<Window> showing) {
        Node focus = null;
        for (Window window : showing) {
            if (window.isFocused() && window.getScene() != null && window.getScene().getFocusOwner() != null) {
                focus = window.getScene().getFocusOwner();
            }
        }
        for (Node node = focus; node != null; node = node.getParent()) {
            visited++;
            WatchedNode watched = watch.watchOf(node);
            if (watched != null && watched.isLive()) {
                return node;
            }
        }
        return focus;
    }

    /** The same nodes in the same order, by identity: an app's node may define equals. */
    private static boolean sameNodes(List<Node> a, List<Node> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (a.get(i) != b.get(i)) {
                return false;
            }
        }
        return true;
    }

    private static Set<Node> identitySet(List<Node> nodes) {
        Set<Node> set = Collections.newSetFromMap(new IdentityHashMap<>(nodes.size() * 2));
        set.addAll(nodes);
        return set;
    }
}
