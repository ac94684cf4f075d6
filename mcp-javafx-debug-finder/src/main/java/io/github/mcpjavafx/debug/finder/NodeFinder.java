package io.github.mcpjavafx.debug.finder;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextInputControl;
import javafx.scene.layout.GridPane;
import javafx.stage.PopupWindow;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * The rules by which a node is found as a person names it: by what it shows, its title, the label beside it, its
 * prompt, its tooltip or its type, on the whole screen (newest window first, in tree order) or below one node; a
 * popup's item; a part of a control's skin; a position. The tests {@code ui_export_test} writes find their nodes with
 * these rules (through mcp-javafx-debug-testfx's {@code Finders}, which wait and fail the step when nothing matches),
 * and the recorder resolves each locator it writes with them while the node acted on shows, writing it only when it
 * leads there. Each answer is {@code null} when nothing matches. FX thread only.
 */
public final class NodeFinder {

    /** Nullable: every showing window. */
    private final Node scope;

    private NodeFinder(Node scope) {
        this.scope = scope;
    }

    /** Looks through every showing window, the newest first (a dialog before its owner, a popup before its window). */
    public static NodeFinder onScreen() {
        return new NodeFinder(null);
    }

    /** Looks below one node (itself included): a name shared elsewhere on screen, narrowed by what holds it. */
    public static NodeFinder within(Node scope) {
        return new NodeFinder(scope);
    }

    /** A node of this CSS type ({@code "Button"}; {@code "*"}: any) showing exactly this text. */
    public Node named(String type, String text) {
        return first(showing(type, text));
    }

    /** Whether a node is of this CSS type ({@code "*"}: any) and shows exactly this text: what {@link #named} finds. */
    public static Predicate<Node> showing(String type, String text) {
        return n -> text.equals(NodeReads.textOf(n)) && SceneWalk.isType(n, type); // the type read last: it costs a string
    }

    /** A control of this type by the title in its property {@code property}: a dashboard's tile, which no label names. */
    public Node titled(String type, String property, String title) {
        return first(n -> SceneWalk.isType(n, type) && title.equals(NodeReads.ownProperty(n, property)));
    }

    /** The node of this type a label names: its labelFor, else the next cell of its grid row, else the node after it. */
    public Node labelled(String label, String type) {
        Node named = first(n -> n instanceof Label l && label.equals(l.getText()) && labelledBy(l, type) != null);
        return named == null ? null : labelledBy((Label) named, type);
    }

    /** A text input showing this prompt. */
    public Node prompted(String prompt) {
        return first(n -> n instanceof TextInputControl t && prompt.equals(t.getPromptText()));
    }

    /** A control of this type with this tooltip: an icon-only button. */
    public Node withTooltip(String tooltip, String type) {
        return first(n -> n instanceof Control c && c.getTooltip() != null && tooltip.equals(c.getTooltip().getText())
                && SceneWalk.isType(n, type));
    }

    /** The first control of this type (below a scope: not the scope itself). */
    public Node ofType(String type) {
        return first(n -> n != scope && SceneWalk.isType(n, type));
    }

    /** The first shown node that matches, where this finder looks. */
    public Node first(Predicate<Node> matches) {
        return scope == null ? firstOnScreen(w -> true, matches) : SceneWalk.first(scope, matches);
    }

    /** An item of an open popup (a menu, a combo box's list) showing this text. */
    public static Node popupItem(String text) {
        return firstOnScreen(w -> w instanceof PopupWindow, n -> n instanceof Labeled && text.equals(NodeReads.textOf(n)));
    }

    /** The node of this type inside {@code container} (a row's check box), else the container itself. */
    public static Node inside(Node container, String type) {
        Node found = SceneWalk.first(container, n -> n != container && SceneWalk.isType(n, type));
        return found == null ? container : found;
    }

    /**
     * A part of a control's skin ({@code ".thumb"}): the node at {@code path} below the control when it has that
     * style class, else the first below it that has.
     */
    public static Node part(Node control, String styleClass, int... path) {
        String style = styleClass.startsWith(".") ? styleClass.substring(1) : styleClass;
        Node n = SceneWalk.walk(control, path);
        return n != null && n.getStyleClass().contains(style) ? n
                : SceneWalk.first(control, c -> c.getStyleClass().contains(style));
    }

    /** The node at this position below a control: a part of its skin that nothing names, not even a style class. */
    public static Node below(Node control, int... path) {
        return SceneWalk.walk(control, path);
    }

    /** The node at this position below a window's root (a stage by its title, any when null, or a popup). */
    public static Node at(String title, boolean popup, int... path) {
        for (Window w : SceneWalk.newestWindowsFirst()) {
            if ((w instanceof PopupWindow) == popup && (title == null || w instanceof Stage s && title.equals(s.getTitle()))) {
                Node n = SceneWalk.walk(w.getScene().getRoot(), path);
                if (n != null) {
                    return n;
                }
            }
        }
        return null;
    }

    /**
     * Every node of the showing windows with this id, hidden ones too: TestFX's {@code lookup("#id")} takes any of
     * them, so an id finds a node only when it is the one node there that has it.
     */
    public static List<Node> withId(String id) {
        List<Node> found = new ArrayList<>();
        for (Window w : SceneWalk.newestWindowsFirst()) {
            found.addAll(w.getScene().getRoot().lookupAll("#" + id));
        }
        return found;
    }

    /**
     * In one walk of every showing window, the newest first: how many nodes have the id {@code id} (hidden ones too, as
     * {@link #withId} counts them; 0 when {@code id} is null) and the first shown node that {@code named} matches
     * (as {@link #first} finds it on screen; null when none or when {@code named} is null). The recorder asks both of
     * a node before each action: one walk of a large scene instead of two.
     */
    public static Census census(String id, Predicate<Node> named) {
        Census census = new Census(id, named);
        for (Window w : SceneWalk.newestWindowsFirst()) {
            census.walk(w.getScene().getRoot(), true);
        }
        return census;
    }

    /** What {@link #census} found. */
    public static final class Census {
        private final String id;
        private final Predicate<Node> named;
        private int sameId;
        private Node first;

        private Census(String id, Predicate<Node> named) {
            this.id = id;
            this.named = named;
        }

        private void walk(Node node, boolean shown) {
            if (id != null && id.equals(node.getId())) {
                sameId++;
            }
            boolean visible = shown && node.isVisible();
            if (visible && first == null && named != null && named.test(node)) {
                first = node;
            }
            if (id == null && (first != null || !visible)) {
                return; // nothing left to find below
            }
            if (node instanceof Parent parent) {
                List<Node> children = parent.getChildrenUnmodifiable();
                for (int i = 0; i < children.size(); i++) {
                    walk(children.get(i), visible);
                }
            }
        }

        /** How many nodes have the id, hidden ones too. */
        public int sameId() {
            return sameId;
        }

        /** The first shown node that matched; null when none did. */
        public Node first() {
            return first;
        }
    }

    /** The first shown node that matches in the windows {@code inWindow} takes, the newest first. */
    static Node firstOnScreen(Predicate<Window> inWindow, Predicate<Node> matches) {
        for (Window w : SceneWalk.newestWindowsFirst()) {
            if (inWindow.test(w)) {
                Node n = SceneWalk.first(w.getScene().getRoot(), matches);
                if (n != null) {
                    return n;
                }
            }
        }
        return null;
    }

    private static Node labelledBy(Label label, String type) {
        Node field = label.getLabelFor();
        Parent parent = label.getParent();
        if (field == null && parent instanceof GridPane) {
            int row = cell(GridPane.getRowIndex(label));
            int column = cell(GridPane.getColumnIndex(label));
            int nearest = Integer.MAX_VALUE;
            for (Node n : parent.getChildrenUnmodifiable()) {
                int c = cell(GridPane.getColumnIndex(n));
                if (cell(GridPane.getRowIndex(n)) == row && c > column && c < nearest) {
                    nearest = c;
                    field = n;
                }
            }
        } else if (field == null && parent != null) {
            List<Node> siblings = parent.getChildrenUnmodifiable();
            int at = siblings.indexOf(label);
            field = at + 1 < siblings.size() ? siblings.get(at + 1) : null;
        }
        return field == null ? null : SceneWalk.first(field, n -> SceneWalk.isType(n, type));
    }

    private static int cell(Integer index) {
        return index == null ? 0 : index;
    }
}
