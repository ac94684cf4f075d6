package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.model.Changes;
import io.github.mcpjavafx.debug.core.scene.NamingLabel;
import io.github.mcpjavafx.debug.core.scene.ShownControl;
import io.github.mcpjavafx.debug.core.scene.SkinItems;
import io.github.mcpjavafx.debug.core.text.NodeLine;
import javafx.scene.Node;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextInputControl;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The lines of what an action changed, from the look taken after it: what changed on its own is counted apart
 * ({@link MotionSummary}), a skin's change that its control's line tells is left out, and a branch the app rebuilt
 * as it was is no change ({@link RebuiltNodes}). A few of each are listed, the rest counted. One per diff; FX thread.
 */
final class ChangeReport {

    /** Changed nodes listed; the rest are counted. */
    static final int LISTED_CHANGES = 20;
    /** Added nodes listed; the rest are counted per window. */
    static final int LISTED_ADDED = 10;
    /** Nodes listed of the windows that opened; the rest are counted. */
    static final int LISTED_SHOWN = 12;

    private final NodeReader reader;
    private final OwnMotion motion;
    private final ChangeCauses causes;
    private final Look look;
    private final long now;
    private final MotionSummary movers;
    private final Changes.Builder changes = Changes.builder();
    private final List<Node> textChanged = new ArrayList<>();
    private final List<ChangeTracker.ValueChange> valueChanged = new ArrayList<>();
    private final List<Node> cameLate = new ArrayList<>();
    /** Nodes removed per window, less those that went on their own or came back as they went. */
    private final Map<Window, Integer> removedCounts;

    ChangeReport(NodeReader reader, OwnMotion motion, ChangeCauses causes, Look look, long now) {
        this.reader = reader;
        this.motion = motion;
        this.causes = causes;
        this.look = look;
        this.now = now;
        this.movers = new MotionSummary(reader);
        this.removedCounts = new IdentityHashMap<>(look.removedCounts);
    }

    /** What changed since the windows and focus before the action, with the app's uncaught exceptions meanwhile. */
    ChangeTracker.Diff diff(List<Window> windowsBefore, Node focusBefore, List<String> exceptions) {
        for (WatchedNode moving : look.unread) { // changing on its own, as before: not read again
            movers.add(moving.node, 1);
        }
        // The node that took focus is named once, on the focus line, even when its state changed too.
        String focus = look.focus != null && look.focus != focusBefore ? line(look.focus) : null;
        changes.windows(WindowLabels.of(look.opened, look.windows), WindowLabels.of(look.closed, windowsBefore))
                .focus(focus).exceptions(exceptions);
        listChanged(focus != null);
        listShown();
        RebuiltNodes rebuilt = rebuiltOf(look.left);
        listAdded(rebuilt);
        rebuilt.taken().forEach(node -> removedCounts.merge(node.window.window, -1, Integer::sum));
        changes.removed(WindowLabels.perWindow(removedCounts, windowsBefore), new RemovedLines(reader, look).of(rebuilt.left()));
        return new ChangeTracker.Diff(changes.onTheirOwn(movers.summary()).build(), List.copyOf(textChanged),
                List.copyOf(valueChanged), List.copyOf(cameLate), List.copyOf(look.opened), List.copyOf(look.closed));
    }

    /** The nodes whose facts changed, in tree order, as lines; those that change on their own only counted. */
    private void listChanged(boolean focusMoved) {
        TreeOrder.sort(look.changed, Look.Change::node, look.windows);
        List<String> changed = new ArrayList<>();
        int moreChanged = 0;
        Set<Node> changedWidgets = Collections.newSetFromMap(new IdentityHashMap<>());
        RowsBefore rowsBefore = new RowsBefore(look.changed);
        Set<Node> listed = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Look.Change change : look.changed) {
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
            WatchedFacts was = change.was();
            WatchedFacts is = change.node().facts;
            if (was.otherRow(is) && !rowsBefore.changedRow(node, is)) {
                // a reused cell: its list's line tells what the list shows now, once for all its cells
                Control list = SkinItems.virtualizedOwnerOf(node);
                if (list != null && listed.add(list) && changed.size() < LISTED_CHANGES) {
                    changed.add(line(list));
                }
                continue;
            }
            if (textChanged.size() < LISTED_CHANGES && was.textDiffers(is)) {
                textChanged.add(node);
            }
            if (valueChanged.size() < LISTED_CHANGES
                    && (was.valueDiffers(is) || was.selectionDiffers(is) || was.stateDiffers(is))) {
                valueChanged.add(new ChangeTracker.ValueChange(node, was.valueDiffers(is) && is.own().isEmpty(),
                        was.ownChanged(is), was.selectionDiffers(is), was.stateDiffers(is)));
            }
            if (causes.cameLate(change.node())) {
                cameLate.add(node);
            }
            if (!(node == look.focus && focusMoved) && listed.add(node)) {
                if (changed.size() < LISTED_CHANGES) {
                    changed.add(line(node));
                } else {
                    moreChanged++;
                }
            }
        }
        changes.changed(changed, moreChanged);
    }

    /**
     * What an opened menu or dialog offers is listed, so that the agent can act on it without a snapshot; a node it
     * keeps hidden is not something it shows.
     */
    private void listShown() {
        List<String> shown = new ArrayList<>();
        int moreShown = 0;
        for (WatchedNode node : look.shown) {
            if (node.isLive() && node.facts.saysSomething() && node.node.isVisible() && !repeatsItsControl(node.node)) {
                if (shown.size() < LISTED_SHOWN) {
                    shown.add(line(node.node));
                } else {
                    moreShown++;
                }
            }
        }
        changes.shown(shown, moreShown);
    }

    /**
     * Whether {@code node} is a text of a control's skin that writes what the control's own line says: its text, its
     * prompt or its title (a switch's {@code "Off"}, a password field's prompt {@code "Password"}). Counted, not
     * listed: the control's line says it once.
     */
    private static boolean repeatsItsControl(Node node) {
        Control control = null;
        for (Node above = node.getParent(); above != null && control == null; above = above.getParent()) {
            control = above instanceof Control c ? c : null;
        }
        if (control == null) {
            return false;
        }
        String text = control instanceof Labeled labeled ? labeled.getText()
                : control instanceof TextInputControl input ? input.getText() : null;
        String prompt = control instanceof TextInputControl input ? input.getPromptText() : null;
        return ShownControl.repeatsTitle(node, text) || ShownControl.repeatsTitle(node, prompt)
                || ShownControl.repeatsTitle(node, ShownControl.ownTitle(control));
    }

    /** The branches that went, those that went on their own counted apart, paired with what came alike. */
    private RebuiltNodes rebuiltOf(List<Look.Left> branches) {
        List<WatchedNode> gone = new ArrayList<>();
        for (Look.Left left : branches) {
            if (left.parent() != null && motion.reshapes(left.parent(), now)) {
                removedCounts.merge(left.window(), -left.nodes().size(), Integer::sum);
                movers.add(left.parent().node, left.nodes().size());
            } else {
                gone.addAll(left.nodes());
            }
        }
        return new RebuiltNodes(gone, look.readBefore);
    }

    /**
     * The nodes that came, counted per window less those that came on their own and those that came back as they
     * went, and the lines of a few that say something, in tree order.
     */
    private void listAdded(RebuiltNodes rebuilt) {
        Map<Window, Integer> addedCounts = new IdentityHashMap<>(look.addedCounts);
        List<WatchedNode> added = new ArrayList<>();
        Set<WatchedNode> came = Collections.newSetFromMap(new IdentityHashMap<>());
        came.addAll(look.added);
        for (WatchedNode node : look.added) {
            if (cameOnItsOwn(node, came)) {
                addedCounts.merge(node.window.window, -1, Integer::sum);
                movers.add(node.node, 1);
            } else if (rebuilt.replaces(node)) { // came back as it went: nothing a person sees changed
                addedCounts.merge(node.window.window, -1, Integer::sum);
            } else if (node.isLive() && node.facts.saysSomething() && !repeatsItsControl(node.node)) {
                added.add(node);
            }
        }
        dropLabelsTheirFieldsSay(added);
        TreeOrder.sort(added, node -> node, look.windows);
        List<String> addedLines = new ArrayList<>();
        for (WatchedNode node : added.subList(0, Math.min(LISTED_ADDED, added.size()))) {
            addedLines.add(line(node.node));
        }
        changes.added(WindowLabels.perWindow(addedCounts, look.windows), addedLines);
    }

    /** Whether a node that came came on its own: the listed node its branch came under changes its children so. */
    private boolean cameOnItsOwn(WatchedNode node, Set<WatchedNode> came) {
        WatchedNode under = node.parent;
        while (under != null && came.contains(under)) {
            under = under.parent;
        }
        return under != null && motion.reshapes(under, now);
    }

    /** A label that came with the field it names is said on the field's line ({@code label="Email:"}): not listed again. */
    private static void dropLabelsTheirFieldsSay(List<WatchedNode> added) {
        Set<Node> said = Collections.newSetFromMap(new IdentityHashMap<>());
        for (WatchedNode node : added) {
            Label label = NamingLabel.ofField(node.node);
            if (label != null) {
                said.add(label);
            }
        }
        if (!said.isEmpty()) {
            added.removeIf(node -> said.contains(node.node));
        }
    }

    private String line(Node node) {
        return NodeLine.of(reader.summary(node, look.windows));
    }
}
