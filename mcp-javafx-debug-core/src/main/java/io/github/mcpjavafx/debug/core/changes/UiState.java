package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.scene.LogicalChildren;
import io.github.mcpjavafx.debug.core.scene.FxProperties;
import io.github.mcpjavafx.debug.core.scene.NodeText;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.TreeTableView;
import javafx.scene.control.TreeView;
import javafx.stage.Window;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * What an agent can see change, captured cheaply on the FX thread before and after an action:
 * the showing windows, the focus owner, and for each node an agent is shown (the logical tree, not
 * descending into hidden nodes) its text, value, selection, disabled and visible state. Nodes are
 * held by identity, only for as long as the action runs.
 */
final class UiState {

    final List<Window> windows;
    /**
     * The focus owner as an agent is shown it: itself, or when it is a control's inner part (a menu's
     * content, an editor inside a spinner) its nearest ancestor that the agent is shown.
     */
    final Node focus;
    /** The nodes in tree order, windows in order: what makes change reports read the same every time. */
    private final List<Node> nodes;
    /** Per position in {@link #nodes}, what the node showed. */
    private final List<Facts> facts;
    /** Per position in {@link #nodes}, the window it was seen in. */
    private final List<Window> windowOf;
    /** Each node's last position, built on the first lookup: most actions change no node's position, and need none. */
    private IdentityHashMap<Node, Integer> positions;

    private UiState(List<Window> windows, Node focus, List<Node> nodes, List<Facts> facts, List<Window> windowOf) {
        this.windows = windows;
        this.focus = focus;
        this.nodes = nodes;
        this.facts = facts;
        this.windowOf = windowOf;
    }

    /** FX thread. */
    static UiState capture() {
        List<Window> windows = WindowList.showing();
        List<Node> nodes = new ArrayList<>(4096);
        List<Facts> facts = new ArrayList<>(4096);
        List<Window> windowOf = new ArrayList<>(4096);
        Node focus = null;
        boolean focusListed = false;
        Deque<Node> todo = new ArrayDeque<>();
        for (Window window : windows) {
            Scene scene = window.getScene();
            if (scene == null || scene.getRoot() == null) {
                continue;
            }
            if (window.isFocused()) { // a popup counts as focused beside its owner: the last one has the keyboard
                focus = scene.getFocusOwner();
                focusListed = false;
            }
            todo.push(scene.getRoot());
            while (!todo.isEmpty()) {
                Node node = todo.pop();
                focusListed |= node == focus;
                Facts seen = Facts.of(node);
                nodes.add(node);
                facts.add(seen);
                windowOf.add(window);
                if (seen.visible) {
                    List<Node> children = LogicalChildren.of(node);
                    for (int i = children.size() - 1; i >= 0; i--) {
                        todo.push(children.get(i));
                    }
                }
            }
        }
        return new UiState(List.copyOf(windows), focus == null || focusListed ? focus : listedAncestor(focus, nodes),
                nodes, facts, windowOf);
    }

    /** The nearest ancestor of {@code node} among {@code listed}; the node itself when there is none. */
    private static Node listedAncestor(Node node, List<Node> listed) {
        Set<Node> shown = Collections.newSetFromMap(new IdentityHashMap<>(listed.size() * 2));
        shown.addAll(listed);
        for (Node ancestor = node.getParent(); ancestor != null; ancestor = ancestor.getParent()) {
            if (shown.contains(ancestor)) {
                return ancestor;
            }
        }
        return node;
    }

    int size() {
        return nodes.size();
    }

    Node node(int position) {
        return nodes.get(position);
    }

    Facts facts(int position) {
        return facts.get(position);
    }

    Window windowAt(int position) {
        return windowOf.get(position);
    }

    /** The node's last position in this state, -1 when it is not in it. */
    int positionOf(Node node) {
        if (positions == null) {
            positions = new IdentityHashMap<>(nodes.size() * 2);
            for (int i = 0; i < nodes.size(); i++) {
                positions.put(nodes.get(i), i);
            }
        }
        Integer position = positions.get(node);
        return position == null ? -1 : position;
    }

    /** The few facts whose change an agent cares about; compared, never shown. */
    static final class Facts {
        final String text;
        final String value;
        final Object selection;
        final boolean disabled;
        final boolean visible;
        /** Worth a line of its own when added or shown: a text, a value, or a field to type in. */
        final boolean saysSomething;

        private Facts(String text, String value, Object selection, boolean disabled, boolean visible,
                      boolean saysSomething) {
            this.text = text;
            this.value = value;
            this.selection = selection;
            this.disabled = disabled;
            this.visible = visible;
            this.saysSomething = saysSomething;
        }

        static Facts of(Node node) {
            // a row the flow reuses for another item shows another text: a table row's is its cells'
            String text = node instanceof IndexedCell<?> row ? NodeReader.rowText(row) : NodeText.text(node);
            String value = NodeText.value(node);
            if (value == null) { // a custom control's value is what its own properties hold, as its line shows them
                Map<String, Object> own = FxProperties.own(node);
                value = own.isEmpty() ? null : own.toString();
            }
            boolean says = value != null || text != null && (!text.isBlank() || node instanceof TextInputControl);
            return new Facts(text, value, selectionOf(node), node.isDisabled(), node.isVisible(), says);
        }

        boolean sameAs(Facts other) {
            return disabled == other.disabled && visible == other.visible && Objects.equals(text, other.text)
                    && Objects.equals(value, other.value) && Objects.equals(selection, other.selection);
        }

        boolean textDiffers(Facts other) {
            return !Objects.equals(text, other.text);
        }

        /** A list's or table's selected indices, copied (the live list changes under us). */
        private static Object selectionOf(Node node) {
            List<Integer> selected = null;
            if (node instanceof ListView<?> list) {
                selected = list.getSelectionModel().getSelectedIndices();
            } else if (node instanceof TableView<?> table) {
                selected = table.getSelectionModel().getSelectedIndices();
            } else if (node instanceof TreeView<?> tree) {
                selected = tree.getSelectionModel().getSelectedIndices();
            } else if (node instanceof TreeTableView<?> tree) {
                selected = tree.getSelectionModel().getSelectedIndices();
            }
            return selected == null || selected.isEmpty() ? null : new ArrayList<>(selected);
        }
    }

    /** Windows in {@code this} that are not in {@code other}, by identity. */
    List<Window> windowsNotIn(UiState other) {
        List<Window> only = new ArrayList<>();
        for (Window window : windows) {
            if (other.windows.stream().noneMatch(w -> w == window)) {
                only.add(window);
            }
        }
        return only;
    }
}
