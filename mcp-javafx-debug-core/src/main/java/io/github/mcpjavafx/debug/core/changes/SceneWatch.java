package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.core.scene.WindowList;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
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
    private static final AtomicLong WATCHES = new AtomicLong();
    /** Where a node holds its {@link WatchedNode} for this watch: a string, like the uid's key, for apps that read the map. */
    private final String key = "mcp.changes." + WATCHES.incrementAndGet();
    /** Every look walks everything: the reference the marks are checked against in tests. */
    private final boolean alwaysWalk;

    /** Set once: the listeners take themselves off as they fire. */
    private volatile boolean closed;

    /** What made each change while a batch runs. */
    private final ChangeCauses causes;
    private final BranchReader reader = new BranchReader(this);

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

    /**
     * Looks at what changed since the last look, and remembers it as seen. FX thread. The marked nodes {@code moving}
     * names are left unread: what changes on its own is known to change and need not be read at every look (a
     * dashboard's hundreds of moving values); they are listed in {@link Look#unread}. Their facts stay as last read,
     * and a later look that reads them compares with those. A look that walks everything reads them all.
     */
    Look look(Predicate<WatchedNode> moving) {
        long seq = ++looks;
        reader.startCount();
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
                    reader.walkIn(root, null, showing, seq, look.shown);
                }
            } else if (showing.root != root) { // the scene or its root was replaced: a new tree came, the old one went
                WindowWatch before = showing;
                showing = new WindowWatch(window, root);
                showings.put(window, showing);
                if (root != null) { // what of the old tree came again under the new root moved there: not added
                    look.addCame(reader.walkIn(root, null, showing, before, seq, look.added));
                }
                if (before.root != null) { // nor removed
                    reader.leave(watchOf(before.root), seq, look);
                }
                before.live = false;
            } else if (everything && root != null) {
                reader.walkAgain(showing, seq, look);
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
                    reader.reread(node, look);
                }
            }
            for (Look.Came came : look.came) {
                WatchedNode parent = came.parent();
                if (parent.isLive() && parent.node.getScene() != null) { // not under a branch that left meanwhile
                    look.addCame(reader.walkIn(came.root(), parent, parent.window, seq, look.added));
                }
            }
        }
        for (WatchedNode left : look.leftRoots) {
            Window window = left.window.window;
            List<WatchedNode> nodes = reader.leave(left, seq, look);
            if (!nodes.isEmpty()) {
                look.left.add(new Look.Left(left.parent, window, nodes));
            }
        }
        look.changed.removeIf(change -> !change.node().isLive());
        look.focus = reader.focusOf(look.windows);
        windows = look.windows;
        return look;
    }

    /** Nodes read by the last look. */
    int visited() {
        return reader.visited();
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

    /**
     * The node's watch, kept in its properties; none when the properties hold another node's (an app may copy one
     * node's properties to another: ControlsFX's decorator gives the pane it puts in a root's place the old root's).
     */
    WatchedNode watchOf(Node node) {
        return node != null && node.hasProperties() && node.getProperties().get(key) instanceof WatchedNode watched
                && watched.node == node ? watched : null;
    }
}
