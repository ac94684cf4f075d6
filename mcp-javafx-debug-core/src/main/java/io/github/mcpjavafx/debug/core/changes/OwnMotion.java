package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.core.scene.FxProperties;
import io.github.mcpjavafx.debug.core.scene.SeenMoving;
import javafx.scene.Node;
import javafx.scene.Parent;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * What the app changes on its own: animations, timers, clocks, live values. While a batch runs, a change whose
 * cause is known ({@link ChangeCauses}: the batch's handling or its animations, or the app's other animations and
 * timers) is judged by that alone, whatever was seen before. A change of no known cause (a {@code runLater} task that
 * ran while the batch's own tasks were still queued, see {@link HandedOver}) is judged by what was seen: a look taken
 * while no action
 * runs (before an action, or when the agent reads the UI) sees what moved since the look before; a node
 * two such looks saw changing, or one look saw changed at {@value #RESTLESS_MOMENTS} separate moments (the
 * listeners count them), moves on its own, for {@value #MEMORY_SECONDS} seconds after the last. An action's changes to such
 * a node are then told apart from what the action caused: a dashboard's gauges keep moving while its
 * switch is clicked, and only the switch is the click's effect.
 *
 * <p>A control from outside JavaFX that changed on its own (a gauge tile whose value moves) takes its
 * whole skin with it: its needle, its texts and its chart's nodes are its motion, too. A branch that came
 * or went under a node whose children changed on their own (a chart re-creating its points) is motion
 * as well. A JavaFX layout or control that holds changing nodes does not take its other content with
 * it: a ticking clock in a status bar leaves the form beside it the action's.
 *
 * <p>What was seen is kept on the nodes' {@link WatchedNode}s, which live exactly as long as their nodes: a
 * dashboard's hundreds of moving values are told apart at every look, and a field read costs less than a map's
 * lookup. FX thread.
 */
final class OwnMotion {

    static final long MEMORY_SECONDS = 60;
    /** A node's subtree is looked through this far for motion: a control's skin, a list's rows. */
    private static final int MAX_BELOW = 2_000;
    private static final long MEMORY_NANOS = TimeUnit.SECONDS.toNanos(MEMORY_SECONDS);
    /** Changes this far apart or more are separate moments; a frame's or an event's changes are one. */
    static final long MOMENT_NANOS = TimeUnit.MILLISECONDS.toNanos(100);
    /**
     * A node whose facts or children changed at this many moments between two looks taken while no action ran
     * moves on its own, as if two looks had seen it: a clock, a gauge or a chart shows it within a few seconds, and
     * an agent's first action after its first read is told apart from them. Two moments are not enough: an action's
     * late effects often come in two steps ("Saving…", then "Saved").
     */
    static final int RESTLESS_MOMENTS = 3;

    private final SceneWatch watch;
    private final ChangeCauses causes;

    OwnMotion(SceneWatch watch, ChangeCauses causes) {
        this.watch = watch;
        this.causes = causes;
    }

    /**
     * The looks that saw a node's facts, or its children, change on their own, and the last one's time. Motion is what
     * changes again and again: a node seen changing by one look only may have shown an action's late effect (a status
     * that turned "Saved" after the answer), which must stay the next action's to report.
     */
    static final class Sightings {
        private long last;
        private int looks;

        void seen(long now) {
            looks = looks > 0 && now - last < MEMORY_NANOS ? looks + 1 : 1;
            last = now;
        }

        /** Seen by two looks or more, the last one within the memory. */
        boolean recent(long now) {
            return looks >= 2 && now - last < MEMORY_NANOS;
        }
    }

    /**
     * Remembers what {@code look}, taken while no action ran, saw changing: as two looks' sightings when it changed
     * at {@value #RESTLESS_MOMENTS} moments or more since the look before.
     */
    void note(Look look, long now) {
        look.changed.forEach(change -> seenAlone(change.node(), change.node()::changes, look, now));
        look.reshaped.forEach(parent -> seenAlone(parent, parent::reshapes, look, now));
        look.unread.forEach(moving -> moving.changes().seen(now)); // known to move, and marked again: it still does
        markMoving(look, now);
    }

    private void seenAlone(WatchedNode node, Supplier<Sightings> sightings, Look look, long now) {
        if (!causes.causedLast(node)) { // what the last batch changed goes on changing: its late effect
            sighted(sightings.get(), look.restless.contains(node), now);
        }
    }

    private static void sighted(Sightings sightings, boolean restless, long now) {
        sightings.seen(now);
        if (restless) {
            sightings.seen(now);
        }
    }

    /**
     * Whether a change of {@code watched}'s facts is part of what moves on its own: as its cause says while a batch
     * runs ({@link ChangeCauses}), else as it was seen changing.
     */
    boolean moves(WatchedNode watched, long now) {
        Boolean told = causes.moves(watched);
        return told != null ? told : watched.movedOnItsOwn(now) || insideMovingWidget(watched.node, now);
    }

    /**
     * Remembers what {@code look}, taken at a batch's end, saw the app change on its own, as two looks' sightings
     * ({@link ChangeCauses} told): motion for the next batch and the export.
     */
    void noteBatch(Look look, long now) {
        look.changed.forEach(change -> movedInBatch(change.node(), change.node()::changes, now));
        look.reshaped.forEach(parent -> movedInBatch(parent, parent::reshapes, now));
        look.unread.forEach(moving -> movedInBatch(moving, moving::changes, now));
        markMoving(look, now);
    }

    /**
     * Marks what {@code look} saw moving on its own on the nodes themselves, for every tool's line of them
     * ({@link SeenMoving}): a node, or the control from outside JavaFX whose skin it is part of.
     */
    private static void markMoving(Look look, long now) {
        long until = now + MEMORY_NANOS;
        look.changed.forEach(change -> markIf(change.node(), change.node().movedOnItsOwn(now), until));
        look.unread.forEach(moving -> markIf(moving, moving.movedOnItsOwn(now), until));
        look.reshaped.forEach(parent -> markIf(parent, parent.reshapedOnItsOwn(now), until));
    }

    private static void markIf(WatchedNode watched, boolean moving, long until) {
        if (moving) {
            Node widget = widgetOf(watched.node);
            SeenMoving.mark(widget != null ? widget : watched.node, until);
        }
    }

    private void movedInBatch(WatchedNode node, Supplier<Sightings> sightings, long now) {
        if (Boolean.TRUE.equals(causes.moves(node))) {
            sighted(sightings.get(), true, now);
        }
    }

    /** Whether a change of {@code node}'s facts is part of what moves on its own. */
    boolean moves(Node node, long now) {
        WatchedNode watched = watch.watchOf(node);
        return watched != null ? moves(watched, now) : insideMovingWidget(node, now);
    }

    private boolean insideMovingWidget(Node node, long now) {
        for (Node above = node.getParent(); above != null; above = above.getParent()) {
            if (!FxProperties.isControlFromOutside(above)) {
                continue;
            }
            WatchedNode widget = watch.watchOf(above);
            Boolean told = widget == null ? null : causes.moves(widget);
            if (told != null) {
                return told; // the batch's (or the app's) change to the widget takes its skin with it
            }
            if (changedRecently(above, now)) {
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
            WatchedNode watched = watch.watchOf(at);
            if (watched != null && (watched.movedOnItsOwn(now) || watched.reshapedOnItsOwn(now))) {
                return true;
            }
            if (at instanceof Parent parent) {
                todo.addAll(parent.getChildrenUnmodifiable());
            }
        }
        return moves(node, now);
    }

    /** Whether a branch that came or went under {@code parent} is part of what moves on its own. */
    boolean reshapes(WatchedNode parent, long now) {
        Boolean told = causes.moves(parent);
        return told != null ? told : parent.reshapedOnItsOwn(now) || moves(parent, now);
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

    private boolean changedRecently(Node node, long now) {
        WatchedNode watched = watch.watchOf(node);
        return watched != null && watched.movedOnItsOwn(now);
    }
}
