package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.core.scene.FxProperties;
import javafx.scene.Node;
import javafx.scene.Parent;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.TimeUnit;

/**
 * What the app changes on its own: animations, timers, clocks, live values. A look taken while no action
 * runs (before an action, or when the agent reads the UI) sees what moved since the look before; a node
 * two such looks saw changing moves on its own, for {@value #MEMORY_SECONDS} seconds after the last. An action's changes to such
 * a node are then told apart from what the action caused: a dashboard's gauges keep moving while its
 * switch is clicked, and only the switch is the click's effect.
 *
 * <p>A control from outside JavaFX that changed on its own (a gauge tile whose value moves) takes its
 * whole skin with it: its needle, its texts and its chart's nodes are its motion, too. A branch that came
 * or went under a node whose children changed on their own (a chart re-creating its points) is motion
 * as well. A JavaFX layout or control that holds changing nodes does not take its other content with
 * it: a ticking clock in a status bar leaves the form beside it the action's. FX thread.
 */
final class OwnMotion {

    static final long MEMORY_SECONDS = 60;
    /** A node's subtree is looked through this far for motion: a control's skin, a list's rows. */
    private static final int MAX_BELOW = 2_000;
    private static final long MEMORY_NANOS = TimeUnit.SECONDS.toNanos(MEMORY_SECONDS);

    /** How often each node's facts were seen changing on their own (a weak key: a node that goes is forgotten). */
    private final Map<Node, Sightings> changedAt = new WeakHashMap<>();
    /** How often each node's children were seen coming or going on their own. */
    private final Map<Node, Sightings> reshapedAt = new WeakHashMap<>();

    /**
     * The looks that saw a node change, the last one's time. Motion is what changes again and again: a node seen
     * changing by one look only may have shown an action's late effect (a status that turned "Saved" after the
     * answer), which must stay the next action's to report.
     */
    private record Sightings(long last, int looks) {

        Sightings again(long now) {
            return now - last < MEMORY_NANOS ? new Sightings(now, looks + 1) : new Sightings(now, 1);
        }
    }

    /** Remembers what {@code look}, taken while no action ran, saw changing. */
    void note(SceneWatch.Look look, long now) {
        for (SceneWatch.Change change : look.changed) {
            seen(changedAt, change.node().node, now);
        }
        for (WatchedNode parent : look.reshaped) {
            seen(reshapedAt, parent.node, now);
        }
        for (WatchedNode moving : look.unread) { // known to move, and marked again: it still does
            seen(changedAt, moving.node, now);
        }
    }

    private static void seen(Map<Node, Sightings> seen, Node node, long now) {
        Sightings before = seen.get(node);
        seen.put(node, before == null ? new Sightings(now, 1) : before.again(now));
    }

    /** Whether a change of {@code node}'s facts is part of what moves on its own. */
    boolean moves(Node node, long now) {
        if (recent(changedAt, node, now)) {
            return true;
        }
        for (Node above = node.getParent(); above != null; above = above.getParent()) {
            if (FxProperties.isControlFromOutside(above) && recent(changedAt, above, now)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code node} or a node below it (up to {@value #MAX_BELOW} of them) moves on its own, or its children
     * come and go so: a list whose rows re-sort, a tile whose texts tick.
     */
    boolean movesWithin(Node node, long now) {
        Deque<Node> todo = new ArrayDeque<>(List.of(node));
        for (int seen = 0; !todo.isEmpty() && seen < MAX_BELOW; seen++) {
            Node at = todo.pollFirst();
            if (recent(changedAt, at, now) || recent(reshapedAt, at, now)) {
                return true;
            }
            if (at instanceof Parent parent) {
                todo.addAll(parent.getChildrenUnmodifiable());
            }
        }
        return moves(node, now);
    }

    /** Whether a branch that came or went under {@code parent} is part of what moves on its own. */
    boolean reshapes(Node parent, long now) {
        return recent(reshapedAt, parent, now) || moves(parent, now);
    }

    /**
     * The nearest control from outside JavaFX at or above {@code node} (a gauge tile, a company's widget): what
     * a person names motion inside it by. Null when there is none.
     */
    static Node widgetOf(Node node) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (FxProperties.isControlFromOutside(at)) {
                return at;
            }
        }
        return null;
    }

    /** Seen changing by two looks or more, the last one within the memory. */
    private static boolean recent(Map<Node, Sightings> seen, Node node, long now) {
        Sightings at = seen.get(node);
        return at != null && at.looks() >= 2 && now - at.last() < MEMORY_NANOS;
    }
}
