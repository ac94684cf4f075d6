package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.model.Changes;
import javafx.scene.Node;
import javafx.stage.Window;

import java.util.List;

/**
 * The consequences of an action: what changed between {@link #before()} and {@link #after}, as lines
 * an agent reads. Both run on the FX thread. Neither walks the scene: a {@link SceneWatch} follows
 * the listed nodes by listeners and reads only those that changed (the first look walks every window
 * once), so the cost follows what the action changed, not what the scene holds. A {@link ChangeReport} turns what
 * the look after the action found into the lines.
 */
public final class ChangeTracker {

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
        Look look = watch.look(node -> motion.moves(node, now));
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
     * {@link #after}, with the nodes whose text changed (at most {@value ChangeReport#LISTED_CHANGES}). What changed on
     * its own (see {@link OwnMotion}) is counted apart and is in neither list. FX thread.
     */
    public Diff diff(Before before, List<String> exceptions) {
        try {
            long now = System.nanoTime();
            Look look = watch.look(node -> motion.moves(node, now));
            motion.noteBatch(look, now);
            return new ChangeReport(reader, motion, causes, look, now).diff(before.windows, before.focus, exceptions);
        } finally {
            causes.end();
        }
    }

    /**
     * What changed, as reported and as live nodes.
     *
     * @param textChanged  the nodes, still showing, whose text changed, in tree order; FX thread only
     * @param valueChanged the nodes, still showing, whose value or selection changed, in tree order; FX thread only
     * @param cameLate     the changed nodes whose change came after the action's dispatch (a thread it started handed
     *                     it back, an animation it started made it): a replay waits for it; FX thread only
     * @param opened       the windows the action opened that still show (a dialog); FX thread only
     * @param closed       the windows that showed before the action and no longer do (a popup); FX thread only
     */
    public record Diff(Changes changes, List<Node> textChanged, List<ValueChange> valueChanged, List<Node> cameLate,
                       List<Window> opened, List<Window> closed) {
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
