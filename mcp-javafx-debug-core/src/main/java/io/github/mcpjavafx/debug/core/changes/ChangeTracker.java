package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.model.Changes;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.text.ContainerName;
import io.github.mcpjavafx.debug.core.text.NodeLine;
import io.github.mcpjavafx.debug.core.text.TextFormat;
import io.github.mcpjavafx.debug.core.scene.NodePaths;
import javafx.scene.Node;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The consequences of an action: what changed between {@link #before()} and {@link #after}, as lines
 * an agent reads. Both run on the FX thread. Neither walks the scene: a {@link SceneWatch} follows
 * the listed nodes by listeners and reads only those that changed (the first look walks every window
 * once), so the cost follows what the action changed, not what the scene holds.
 */
public final class ChangeTracker {

    /** Changed nodes listed; the rest are counted. */
    static final int LISTED_CHANGES = 20;
    /** Added nodes listed; the rest are counted per window. */
    static final int LISTED_ADDED = 10;
    /** Removed nodes listed; the rest are counted per window. */
    static final int LISTED_REMOVED = 10;
    /** Nodes listed of the windows that opened; the rest are counted. */
    static final int LISTED_SHOWN = 12;

    /** Containers named in the line of what changed on its own; the rest are counted. */
    static final int NAMED_MOVERS = 3;
    /** Nodes changed on their own whose containers are looked up for that line. */
    private static final int MOVERS_LOOKED_AT = 20;

    private final NodeReader reader;
    private final SceneWatch watch;
    private final OwnMotion motion;
    private final ChangeCauses causes = new ChangeCauses();

    public ChangeTracker(NodeReader reader) {
        this(reader, false);
    }

    /** @param alwaysWalk every look walks every window: what the marks are checked against */
    ChangeTracker(NodeReader reader, boolean alwaysWalk) {
        this.reader = reader;
        this.watch = new SceneWatch(alwaysWalk, causes);
        this.motion = new OwnMotion(watch, causes);
    }

    /**
     * Stops following changes, from any thread. Nothing walks the app to take the listeners off: each one
     * takes itself off the next time it fires, with the node's entry, so a closed server costs the app
     * nothing beyond one call per listener.
     */
    public void close() {
        watch.close();
    }

    /**
     * What the UI looks like now; what changed since the last look is taken as seen, and as changing on its own
     * (no action ran meanwhile). FX thread.
     */
    public Before before() {
        long now = System.nanoTime();
        SceneWatch.Look look = watch.look(node -> motion.moves(node, now));
        motion.note(look, now);
        causes.begin(); // from here on each change is told by what made it
        return new Before(look.windows, look.focus);
    }

    /**
     * Looks at the UI while no action runs, so that what changes on its own is known before the next action (the
     * agent reads the UI before it acts). FX thread.
     */
    public void observe() {
        long now = System.nanoTime();
        motion.note(watch.look(node -> motion.moves(node, now)), now);
    }

    /**
     * Whether {@code node}, or something in it, was seen changing on its own (see {@link OwnMotion}): what a check of it
     * after an action cannot tell from that action. FX thread.
     */
    public boolean movesOnItsOwn(Node node) {
        return motion.movesWithin(node, System.nanoTime());
    }

    /** What makes each change while a batch runs: the actions tell it when they handle their calls and input. */
    public ChangeCauses causes() {
        return causes;
    }

    /** What changed since {@code before}, with the app's uncaught exceptions meanwhile. FX thread. */
    public Changes after(Before before, List<String> exceptions) {
        return diff(before, exceptions).changes();
    }

    /** Nodes read by the last {@link #before()} or {@link #diff}: what reporting the consequences cost. FX thread. */
    public int lastVisited() {
        return watch.visited();
    }

    /**
     * {@link #after}, with the nodes whose text changed (at most {@value #LISTED_CHANGES}). What changed on its own
     * (see {@link OwnMotion}) is counted apart and is in neither list. FX thread.
     */
    public Diff diff(Before before, List<String> exceptions) {
        try {
            return diffOf(before, exceptions);
        } finally {
            causes.end();
        }
    }

    private Diff diffOf(Before before, List<String> exceptions) {
        long now = System.nanoTime();
        SceneWatch.Look look = watch.look(node -> motion.moves(node, now));
        rememberMotion(look, now);
        List<Window> windows = look.windows;
        Movers movers = new Movers();
        for (WatchedNode moving : look.unread) { // changing on its own, as before: not read again
            movers.add(moving.node, 1);
        }

        // The node that took focus is named once, on the focus line, even when its state changed too.
        String focus = look.focus != null && look.focus != before.focus ? line(look.focus, windows) : null;
        List<SceneWatch.Change> changes = look.changed;
        TreeOrder.sort(changes, SceneWatch.Change::node, windows);
        List<String> changed = new ArrayList<>();
        List<Node> textChanged = new ArrayList<>();
        List<ValueChange> valueChanged = new ArrayList<>();
        int moreChanged = 0;
        Set<Node> changedWidgets = Collections.newSetFromMap(new IdentityHashMap<>());
        for (SceneWatch.Change change : changes) {
            Node node = change.node().node;
            if (motion.moves(change.node(), now)) {
                movers.add(node, 1);
                continue;
            }
            Node widget = node.getParent() == null ? null : OwnMotion.widgetOf(node.getParent());
            if (widget != null && changedWidgets.contains(widget)) {
                continue; // its skin showing the change its control's line already tells (the tile's "1.0")
            }
            if (OwnMotion.widgetOf(node) == node) {
                changedWidgets.add(node);
            }
            if (textChanged.size() < LISTED_CHANGES && change.was().textDiffers(change.node().facts)) {
                textChanged.add(node);
            }
            WatchedFacts was = change.was();
            WatchedFacts is = change.node().facts;
            if (valueChanged.size() < LISTED_CHANGES
                    && (was.valueDiffers(is) || was.selectionDiffers(is) || was.stateDiffers(is))) {
                valueChanged.add(new ValueChange(node, was.valueDiffers(is) && is.own.isEmpty(), was.ownChanged(is),
                        was.selectionDiffers(is), was.stateDiffers(is)));
            }
            if (!(node == look.focus && focus != null)) {
                if (changed.size() < LISTED_CHANGES) {
                    changed.add(line(node, windows));
                } else {
                    moreChanged++;
                }
            }
        }
        // What an opened menu or dialog offers is listed, so that the agent can act on it without a snapshot.
        List<String> shown = new ArrayList<>();
        int moreShown = 0;
        for (WatchedNode node : look.shown) {
            if (node.isLive() && node.facts.saysSomething) {
                if (shown.size() < LISTED_SHOWN) {
                    shown.add(line(node.node, windows));
                } else {
                    moreShown++;
                }
            }
        }
        Map<Window, Integer> addedCounts = new IdentityHashMap<>(look.addedCounts);
        Map<Window, Integer> removedCounts = new IdentityHashMap<>(look.removedCounts);
        List<WatchedNode> gone = new ArrayList<>();
        for (SceneWatch.Left left : look.left) {
            if (left.parent() != null && motion.reshapes(left.parent(), now)) {
                removedCounts.merge(left.window(), -left.nodes().size(), Integer::sum);
                movers.add(left.parent().node, left.nodes().size());
            } else {
                gone.addAll(left.nodes());
            }
        }
        Rebuilt rebuilt = new Rebuilt(gone, look.readBefore);
        List<WatchedNode> added = new ArrayList<>();
        Set<WatchedNode> came = Collections.newSetFromMap(new IdentityHashMap<>());
        came.addAll(look.added);
        for (WatchedNode node : look.added) {
            if (cameOnItsOwn(node, came, now)) {
                addedCounts.merge(node.window.window, -1, Integer::sum);
                movers.add(node.node, 1);
            } else if (rebuilt.replaces(node)) { // came back as it went: nothing a person sees changed
                addedCounts.merge(node.window.window, -1, Integer::sum);
            } else if (node.isLive() && node.facts.saysSomething) {
                added.add(node);
            }
        }
        rebuilt.taken().forEach(node -> removedCounts.merge(node.window.window, -1, Integer::sum));
        TreeOrder.sort(added, node -> node, windows);
        List<String> addedLines = new ArrayList<>();
        for (WatchedNode node : added.subList(0, Math.min(LISTED_ADDED, added.size()))) {
            addedLines.add(line(node.node, windows));
        }
        List<String> removedLines = new ArrayList<>();
        for (WatchedNode node : rebuilt.left()) {
            // a node this look read anew before it found it gone is told as the look before saw it
            WatchedFacts last = look.readBefore.getOrDefault(node, node.facts);
            if (last.saysSomething && removedLines.size() < LISTED_REMOVED) {
                removedLines.add(goneLine(node, last));
            }
        }
        return new Diff(new Changes(describe(look.opened, windows), shown, moreShown, describe(look.closed, before.windows),
                focus, changed, moreChanged, perWindow(addedCounts, windows), perWindow(removedCounts, before.windows),
                addedLines, List.copyOf(exceptions)).withRemovedLines(removedLines).withOnTheirOwn(movers.summary()),
                List.copyOf(textChanged), List.copyOf(valueChanged));
    }

    /** What the app changed on its own in the batch stays known as motion: for the next batch and the export. */
    private void rememberMotion(SceneWatch.Look look, long now) {
        for (SceneWatch.Change change : look.changed) {
            if (Boolean.TRUE.equals(causes.moves(change.node()))) {
                OwnMotion.movedInBatch(change.node().changes(), now);
            }
        }
        for (WatchedNode parent : look.reshaped) {
            if (Boolean.TRUE.equals(causes.moves(parent))) {
                OwnMotion.movedInBatch(parent.reshapes(), now);
            }
        }
        for (WatchedNode moving : look.unread) {
            if (Boolean.TRUE.equals(causes.moves(moving))) {
                OwnMotion.movedInBatch(moving.changes(), now);
            }
        }
    }

    /**
     * The nodes that went, paired with the nodes that came alike (same type, text and value): a list or a form the
     * app rebuilt as it was shows no change, and neither side is reported.
     */
    private static final class Rebuilt {
        private final Map<String, ArrayDeque<WatchedNode>> goneByLook = new HashMap<>();
        private final Set<WatchedNode> taken = Collections.newSetFromMap(new IdentityHashMap<>());
        private final List<WatchedNode> gone;

        /** @param readBefore what the nodes this look read anew showed before: a node that went is told by that */
        Rebuilt(List<WatchedNode> gone, Map<WatchedNode, WatchedFacts> readBefore) {
            this.gone = gone;
            for (WatchedNode node : gone) {
                goneByLook.computeIfAbsent(key(node, readBefore.getOrDefault(node, node.facts)), k -> new ArrayDeque<>())
                        .add(node);
            }
        }

        /** Whether {@code came} takes the place of a node that went alike; that node is then taken. */
        boolean replaces(WatchedNode came) {
            if (goneByLook.isEmpty()) {
                return false;
            }
            ArrayDeque<WatchedNode> alike = goneByLook.get(key(came, came.facts));
            WatchedNode replaced = alike == null ? null : alike.poll();
            if (replaced != null) {
                taken.add(replaced);
            }
            return replaced != null;
        }

        /** The nodes that went and came back alike. */
        Set<WatchedNode> taken() {
            return taken;
        }

        /** The nodes that went and did not come back, in the order they went. */
        List<WatchedNode> left() {
            return gone.stream().filter(node -> !taken.contains(node)).toList();
        }

        private static String key(WatchedNode node, WatchedFacts facts) {
            return node.node.getClass().getName() + '\u0000' + facts.text + '\u0000' + facts.value;
        }
    }

    /** Whether a node that came came on its own: the listed node its branch came under changes its children so. */
    private boolean cameOnItsOwn(WatchedNode node, Set<WatchedNode> came, long now) {
        WatchedNode under = node.parent;
        while (under != null && came.contains(under)) {
            under = under.parent;
        }
        return under != null && motion.reshapes(under, now);
    }

    /** What changed on its own while the action ran: counted, and named by the containers it is in. */
    private final class Movers {
        private int nodes;
        private final List<Node> lookedAt = new ArrayList<>();

        void add(Node node, int count) {
            nodes += count;
            if (lookedAt.size() < MOVERS_LOOKED_AT) {
                lookedAt.add(node);
            }
        }

        Changes.OnTheirOwn summary() {
            if (nodes == 0) {
                return null;
            }
            Set<String> names = new LinkedHashSet<>();
            for (Node node : lookedAt) {
                Node widget = OwnMotion.widgetOf(node);
                UiNode read = reader.named(widget != null ? widget : node);
                UiNode named = widget != null || ContainerName.names(read) ? read : reader.containerOf(node);
                if (named != null) {
                    names.add(ContainerName.name(named));
                }
            }
            List<String> listed = names.stream().limit(NAMED_MOVERS).toList();
            return new Changes.OnTheirOwn(nodes, listed, names.size() - listed.size());
        }
    }

    /**
     * What changed, as reported and as live nodes.
     *
     * @param textChanged  the nodes, still showing, whose text changed, in tree order; FX thread only
     * @param valueChanged the nodes, still showing, whose value or selection changed, in tree order; FX thread only
     */
    public record Diff(Changes changes, List<Node> textChanged, List<ValueChange> valueChanged) {
    }

    /**
     * A node whose value or selection an action changed.
     *
     * @param value         whether a JavaFX control's value changed (a combo box's item, a slider's number)
     * @param ownProperties the names of a custom control's own properties that changed ({@code rating})
     * @param selection     whether a list's, table's or tree's selection changed, or a custom control's (a segment)
     * @param state         whether a custom control's on/off state changed (a switch)
     */
    public record ValueChange(Node node, boolean value, List<String> ownProperties, boolean selection, boolean state) {
    }

    /**
     * {@code Label u-7 "row 5"}: a removed node's line, from what it showed at the last look, named as its line named
     * it while shown: a custom control by its title and what it shows ({@code "Gauge Tile" 60.8 V}), not its settings.
     */
    private String goneLine(WatchedNode gone, WatchedFacts last) {
        StringBuilder sb = new StringBuilder(NodePaths.typeOf(gone.node));
        if (gone.node.getId() != null && !gone.node.getId().isEmpty()) {
            sb.append('#').append(gone.node.getId());
        }
        sb.append(' ').append(reader.uidOf(gone.node));
        String says = last.text != null && !last.text.isBlank() ? last.text : last.title;
        if (says != null) {
            sb.append(' ').append(TextFormat.quoted(says));
        }
        if (last.shows != null) {
            sb.append(' ').append(last.shows);
        } else if (says == null && last.value != null) {
            sb.append(' ').append(TextFormat.quoted(last.value));
        }
        return sb.toString();
    }

    private String line(Node node, List<Window> windows) {
        return NodeLine.of(reader.summary(node, windows));
    }

    /** {@code Dialog[2] "Confirm" modal owner=0}, as a snapshot's window line starts. */
    private static List<String> describe(List<Window> changed, List<Window> all) {
        List<String> lines = new ArrayList<>();
        for (Window window : changed) {
            lines.add(windowLabel(window, all));
        }
        return lines;
    }

    /** A window as results name it: {@code Stage[0] "Orders"}, {@code Popup[1] ContextMenu owner=0}. */
    public static String windowLabel(Window window, List<Window> all) {
        return windowLine(window, all) + windowFacts(window, all);
    }

    /** {@code Stage[0]}, {@code Dialog[2]}; a popup with its type, as a snapshot names it: {@code Popup[1] PopOver}. */
    private static String windowName(Window window, List<Window> all) {
        String kind = WindowList.kindOf(window);
        String name = switch (kind) {
            case "popup" -> "Popup";
            case "dialog" -> "Dialog";
            default -> "Stage";
        };
        return name + "[" + all.indexOf(window) + "]";
    }

    private static String windowLine(Window window, List<Window> all) {
        String name = windowName(window, all);
        return "popup".equals(WindowList.kindOf(window)) ? name + " " + NodePaths.typeName(window.getClass()) : name;
    }

    private static String windowFacts(Window window, List<Window> all) {
        StringBuilder sb = new StringBuilder();
        String title = WindowList.titleOf(window);
        if (title != null && !title.isEmpty()) {
            sb.append(" \"").append(title.replace("\"", "\\\"")).append('"');
        }
        if (window instanceof Stage stage && stage.getModality() != Modality.NONE) {
            sb.append(" modal");
        }
        Window owner = WindowList.ownerOf(window);
        if (owner != null && all.contains(owner)) {
            sb.append(" owner=").append(all.indexOf(owner));
        }
        return sb.toString();
    }

    private static Map<String, Integer> perWindow(Map<Window, Integer> counts, List<Window> windows) {
        Map<String, Integer> named = new LinkedHashMap<>();
        for (Window window : windows) {
            Integer count = counts.get(window);
            if (count != null && count > 0) {
                named.put(windowName(window, windows), count);
            }
        }
        return named;
    }

    /** The state before an action: its windows and focus; opaque, holds them only while the action runs. */
    public static final class Before {
        private final List<Window> windows;
        private final Node focus;

        private Before(List<Window> windows, Node focus) {
            this.windows = windows;
            this.focus = focus;
        }
    }
}
