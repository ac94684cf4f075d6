package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.core.scene.LogicalChildren;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.stage.Window;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The nodes an agent is shown (the visible logical tree of every showing window), followed from one
 * look to the next by what changed rather than by walking them all again. The first look walks every
 * window and leaves a {@link WatchedNode} on each listed node; from then on a listener marks a node
 * when its text, value, selection, state or logical children change (or its skin asks for layout), and
 * a look reads only the marked nodes, walks only the branches that came, and counts only those that
 * went. A look after a window opened walks that window. When more nodes were marked than a walk would
 * read ({@value #MAX_MARKS}), or the app changed a listed node off the FX thread, the next look walks
 * everything again, compared node by node with what was seen: the report is the same either way.
 * FX thread.
 */
final class SceneWatch {

    /** Beyond this many marks between two looks, a look walks every window instead. */
    static final int MAX_MARKS = 8192;

    /** The windows at the last look, in order, and their showings. */
    private List<Window> windows = List.of();
    private final Map<Window, WindowWatch> showings = new IdentityHashMap<>();
    private List<WatchedNode> marks = new ArrayList<>();
    /** The next look walks everything: nothing was seen yet, too much was marked, or a mark came off the FX thread. */
    private volatile boolean walkAll = true;
    private long looks;
    private int visited;
    private static final java.util.concurrent.atomic.AtomicLong WATCHES = new java.util.concurrent.atomic.AtomicLong();
    /** Where a node holds its {@link WatchedNode} for this watch: a string, like the uid's key, for apps that read the map. */
    private final String key = "mcp.changes." + WATCHES.incrementAndGet();
    /** Every look walks everything: the reference the marks are checked against in tests. */
    private final boolean alwaysWalk;

    /** Set once: the listeners take themselves off as they fire. */
    private volatile boolean closed;

    /** What made each change while a batch runs. */
    private final ChangeCauses causes;

    SceneWatch(boolean alwaysWalk, ChangeCauses causes) {
        this.alwaysWalk = alwaysWalk;
        this.causes = causes;
    }

    void close() {
        closed = true;
    }

    boolean isClosed() {
        return closed;
    }

    /** The key under which a node holds its {@link WatchedNode} for this watch. */
    String key() {
        return key;
    }

    /** What changed since the last look, and the nodes that say so. */
    static final class Look {
        final List<Window> windows;
        final List<Window> opened = new ArrayList<>();
        final List<Window> closed = new ArrayList<>();
        /** The focus owner as an agent is shown it (itself, or its nearest listed ancestor); nullable. */
        Node focus;
        /** Listed nodes whose facts changed, with what they showed before. */
        final List<Change> changed = new ArrayList<>();
        /** Nodes listed now that were not, windows that opened left out; in the order they were found. */
        final List<WatchedNode> added = new ArrayList<>();
        /** The listed nodes of the windows that opened, in tree order. */
        final List<WatchedNode> shown = new ArrayList<>();
        final Map<Window, Integer> addedCounts = new IdentityHashMap<>();
        final Map<Window, Integer> removedCounts = new IdentityHashMap<>();
        /** Listed nodes whose logical children came or went: where {@link #added} and the removed nodes were. */
        final List<WatchedNode> reshaped = new ArrayList<>();
        /** The branches that went from under a listed node, with how many nodes each held. */
        final List<Left> left = new ArrayList<>();
        /** What the nodes this look read anew, and found changed, showed before: kept for those that then went. */
        final Map<WatchedNode, WatchedFacts> readBefore = new IdentityHashMap<>();
        /** Marked nodes whose facts or children changed at several moments since the last look (see {@link OwnMotion}). */
        final Set<WatchedNode> restless = Collections.newSetFromMap(new IdentityHashMap<>());
        /** Marked nodes left unread because they change on their own (see {@link SceneWatch#look(Predicate)}). */
        final List<WatchedNode> unread = new ArrayList<>();
        /** Nodes read to answer: a measure of the look's cost. */
        int visited;

        private final List<WatchedNode> leftRoots = new ArrayList<>();
        private final List<Node[]> cameRoots = new ArrayList<>();
        private final List<WatchedNode> cameUnder = new ArrayList<>();

        Look(List<Window> windows) {
            this.windows = windows;
        }
    }

    /** A listed node whose facts changed. */
    record Change(WatchedNode node, WatchedFacts was) {
    }

    /** A branch that went from under {@code parent}, in {@code window}: its nodes, the branch's root first. */
    record Left(WatchedNode parent, Window window, List<WatchedNode> nodes) {
    }

    /**
     * Called by the listeners: {@code watched} may have changed; {@code facts} when a property its facts or children
     * are read from changed, not when only a layout was asked for.
     */
    void mark(WatchedNode watched, boolean facts) {
        if (!Platform.isFxApplicationThread()) {
            walkAll = true; // the app changed a node off the FX thread: no list is safe to touch here
            return;
        }
        if (facts) {
            causes.witness(watched); // whoever makes the change, even when a walk will find it
        }
        if (walkAll) {
            return;
        }
        if (facts && !watched.restless()) { // a moving value fires every frame: once restless, no clock is read
            watched.changedAt(System.nanoTime());
        }
        if (watched.marked) {
            return;
        }
        if (marks.size() >= MAX_MARKS) {
            walkAll = true;
            unmark();
            watched.forgetMoments();
            return;
        }
        watched.marked = true;
        marks.add(watched);
    }

    /** Looks at what changed since the last look, and remembers it as seen. FX thread. */
    Look look() {
        return look(node -> false);
    }

    /**
     * As {@link #look()}, leaving unread the marked nodes {@code moving} names: what changes on its own is known to
     * change and need not be read at every look (a dashboard's hundreds of moving values); they are listed in
     * {@link Look#unread}. Their facts stay as last read, and a later look that reads them compares with those. A
     * look that walks everything reads them all.
     */
    Look look(Predicate<WatchedNode> moving) {
        long seq = ++looks;
        visited = 0;
        Look look = new Look(WindowList.showing());
        boolean everything = walkAll || alwaysWalk;
        walkAll = false;
        List<WatchedNode> marked = marks;
        for (WatchedNode node : marked) {
            if (node.restless()) {
                look.restless.add(node);
            }
        }
        unmark();
        for (Window window : windows) {
            if (!look.windows.contains(window)) {
                look.closed.add(window);
                showings.remove(window).live = false;
            }
        }
        for (Window window : look.windows) {
            Node root = rootOf(window);
            WindowWatch showing = showings.get(window);
            if (showing == null) {
                look.opened.add(window);
                showing = new WindowWatch(window, root);
                showings.put(window, showing);
                if (root != null) {
                    walkIn(root, null, showing, seq, look.shown);
                }
            } else if (showing.root != root) { // the scene or its root was replaced: the old tree went, a new one came
                if (showing.root != null) {
                    leave(watchOf(showing.root), seq, look);
                }
                showing.live = false;
                showing = new WindowWatch(window, root);
                showings.put(window, showing);
                if (root != null) {
                    addCame(walkIn(root, null, showing, seq, look.added), look);
                }
            } else if (everything && root != null) {
                walkAgain(showing, seq, look);
            }
        }
        if (!everything) {
            for (WatchedNode node : marked) {
                if (!node.isLive()) {
                    continue;
                }
                if (moving.test(node)) {
                    look.unread.add(node);
                } else {
                    reread(node, look);
                }
            }
            for (int i = 0; i < look.cameRoots.size(); i++) {
                WatchedNode parent = look.cameUnder.get(i);
                if (parent.isLive() && parent.node.getScene() != null) { // not under a branch that left meanwhile
                    addCame(walkIn(look.cameRoots.get(i)[0], parent, parent.window, seq, look.added), look);
                }
            }
        }
        for (WatchedNode left : look.leftRoots) {
            Window window = left.window.window;
            List<WatchedNode> nodes = leave(left, seq, look);
            if (!nodes.isEmpty()) {
                look.left.add(new Left(left.parent, window, nodes));
            }
        }
        look.changed.removeIf(change -> !change.node().isLive());
        look.focus = focusOf(look.windows);
        windows = look.windows;
        look.visited = visited;
        return look;
    }

    /** Nodes read by the last look. */
    int visited() {
        return visited;
    }

    private void unmark() {
        for (WatchedNode node : marks) {
            node.marked = false;
            node.forgetMoments();
        }
        marks = new ArrayList<>();
    }

    private static Node rootOf(Window window) {
        Scene scene = window.getScene();
        return scene == null ? null : scene.getRoot();
    }

    WatchedNode watchOf(Node node) {
        return node != null && node.hasProperties() && node.getProperties().get(key) instanceof WatchedNode watched
                ? watched : null;
    }

    /** A marked node read again: its facts, and its logical children compared with those it had. */
    private void reread(WatchedNode watched, Look look) {
        visited++;
        watched.listenToCells();
        watched.listenToFlow();
        WatchedFacts now = WatchedFacts.of(watched.node);
        if (!now.sameAs(watched.facts)) {
            look.changed.add(new Change(watched, watched.facts));
            look.readBefore.put(watched, watched.facts);
        }
        watched.facts = now;
        List<Node> children = now.visible ? LogicalChildren.of(watched.node) : List.of();
        if (!sameNodes(children, watched.children)) {
            look.reshaped.add(watched);
            Set<Node> was = identitySet(watched.children);
            Set<Node> is = identitySet(children);
            for (Node child : watched.children) {
                WatchedNode gone = watchOf(child);
                if (!is.contains(child) && gone != null) {
                    look.leftRoots.add(gone);
                }
            }
            for (Node child : children) {
                if (!was.contains(child)) {
                    look.cameRoots.add(new Node[]{child});
                    look.cameUnder.add(watched);
                }
            }
            watched.children = List.copyOf(children);
        }
    }

    /**
     * Lists {@code root}'s branch, depth first into {@code found}; a node that was listed already
     * (it moved here) is kept as it is, with its branch. Returns the nodes it listed anew.
     */
    private List<WatchedNode> walkIn(Node root, WatchedNode parent, WindowWatch window, long seq, List<WatchedNode> found) {
        int from = found.size();
        Deque<Object[]> todo = new ArrayDeque<>();
        todo.push(new Object[]{root, parent});
        while (!todo.isEmpty()) {
            Object[] next = todo.pop();
            Node node = (Node) next[0];
            WatchedNode above = (WatchedNode) next[1];
            visited++;
            WatchedNode watched = watchOf(node);
            if (watched != null && watched.isLive() && watched.window == window && watched.seenAt != seq) {
                watched.parent = above; // moved here from elsewhere in the window: kept, not added
                watched.seenAt = seq;
                continue;
            }
            if (watched == null) {
                watched = WatchedNode.attach(node, this);
                node.getProperties().put(key, watched);
            }
            list(watched, above, window, seq);
            found.add(watched);
            for (int i = watched.children.size() - 1; i >= 0; i--) {
                todo.push(new Object[]{watched.children.get(i), watched});
            }
        }
        return found.subList(from, found.size());
    }

    private void list(WatchedNode watched, WatchedNode parent, WindowWatch window, long seq) {
        watched.facts = WatchedFacts.of(watched.node);
        watched.children = watched.facts.visible ? List.copyOf(LogicalChildren.of(watched.node)) : List.of();
        watched.parent = parent;
        watched.window = window;
        watched.listed = true;
        watched.seenAt = seq;
    }

    private static void addCame(List<WatchedNode> came, Look look) {
        for (WatchedNode node : came) {
            look.addedCounts.merge(node.window.window, 1, Integer::sum);
        }
    }

    /**
     * Every node of a window read again, as the first look did, and compared with what was seen:
     * after too many marks, when reading them all is no dearer than a walk.
     */
    private void walkAgain(WindowWatch window, long seq, Look look) {
        Deque<Object[]> todo = new ArrayDeque<>();
        todo.push(new Object[]{window.root, null});
        while (!todo.isEmpty()) {
            Object[] next = todo.pop();
            Node node = (Node) next[0];
            WatchedNode above = (WatchedNode) next[1];
            WatchedNode watched = watchOf(node);
            if (watched != null && watched.isLive() && watched.window == window && watched.seenAt != seq) {
                watched.parent = above;
                watched.seenAt = seq;
                reread(watched, look);
            } else if (watched == null || watched.seenAt != seq) {
                if (watched == null) {
                    watched = WatchedNode.attach(node, this);
                    node.getProperties().put(key, watched);
                }
                visited++;
                list(watched, above, window, seq);
                look.added.add(watched);
                look.addedCounts.merge(window.window, 1, Integer::sum);
            } else {
                continue; // listed twice: once is enough
            }
            for (int i = watched.children.size() - 1; i >= 0; i--) {
                todo.push(new Object[]{watched.children.get(i), watched});
            }
        }
        look.cameRoots.clear(); // the walk found them
        look.cameUnder.clear();
    }

    /**
     * A branch that is no longer listed: its nodes counted as removed, those that moved elsewhere left out.
     * Returns the nodes it counted.
     */
    private List<WatchedNode> leave(WatchedNode root, long seq, Look look) {
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
                WatchedNode below = watchOf(child);
                if (below != null && below.parent == gone) {
                    todo.push(below);
                }
            }
        }
        return counted;
    }

    /** The focus owner of the focused window (the last one: a popup is focused beside its owner), as it is listed. */
    private Node focusOf(List<Window> showing) {
        Node focus = null;
        for (Window window : showing) {
            if (window.isFocused() && window.getScene() != null) {
                focus = window.getScene().getFocusOwner();
            }
        }
        for (Node node = focus; node != null; node = node.getParent()) {
            visited++;
            WatchedNode watched = watchOf(node);
            if (watched != null && watched.isLive()) {
                return node;
            }
        }
        return focus;
    }

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
