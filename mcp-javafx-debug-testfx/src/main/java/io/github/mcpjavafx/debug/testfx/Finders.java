package io.github.mcpjavafx.debug.testfx;

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
import org.testfx.util.WaitForAsyncUtils;

import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;

import static io.github.mcpjavafx.debug.testfx.Reads.textOf;

/**
 * How an exported test finds its nodes, as a person would: by what a node shows or what names it, in
 * the newest window first (a dialog before its owner). Each finder fails the step with what it looked
 * for when nothing on screen matches. For static import.
 */
public final class Finders {

    private Finders() {
    }

    /** A node of this CSS type ({@code "Button"}; {@code "*"}: any) showing exactly this text: a button, a label, a check box. */
    public static Node named(String type, String text) {
        return find(w -> true, isNamed(type, text), type + " \"" + text + "\"");
    }

    /**
     * A control of a library's or the app's own type by the title it names itself by, in its property {@code property}
     * ({@code titled("Tile", "title", "Switch Tile")}): a dashboard's tile, which no label names.
     */
    public static Node titled(String type, String property, String title) {
        return find(w -> true, isTitled(type, property, title), "a " + type + " titled \"" + title + "\"");
    }

    /**
     * The finders below one node: what it holds, found by a name shared elsewhere on screen
     * ({@code within(labelled("Period", "SegmentedButton")).named("ToggleButton", "month")}).
     */
    public static Within within(Node scope) {
        return new Within(scope);
    }

    /** An item of an open popup (a menu, a combo box's list) showing this text. */
    public static Node popupItem(String text) {
        return find(w -> w instanceof PopupWindow, n -> n instanceof Labeled && text.equals(textOf(n)),
                "a popup item \"" + text + "\"");
    }

    /** The node of this type that a label names: its labelFor, else the next cell of its grid row, else the node after it. */
    public static Node labelled(String label, String type) {
        Node named = find(w -> true, isLabelFor(label, type), "a " + type + " labelled \"" + label + "\"");
        return OnFx.read(() -> labelledBy((Label) named, type));
    }

    /** A control of a library's or the app's own type, the first on screen. */
    public static Node ofType(String type) {
        return find(w -> true, n -> SceneWalk.isType(n, type), "a " + type);
    }

    /** A text input showing this prompt. */
    public static Node prompted(String prompt) {
        return find(w -> true, isPrompted(prompt), "a field with the prompt \"" + prompt + "\"");
    }

    /** A control of this type with this tooltip: an icon-only button. */
    public static Node withTooltip(String tooltip, String type) {
        return find(w -> true, hasTooltip(tooltip, type), "a " + type + " with the tooltip \"" + tooltip + "\"");
    }

    /** The node of this type inside {@code container} (a row's check box), else the container itself. */
    public static Node inside(Node container, String type) {
        Node found = OnFx.read(() -> SceneWalk.first(container, n -> n != container && SceneWalk.isType(n, type)));
        return found == null ? container : found;
    }

    /**
     * A part of a control's skin ({@code ".thumb"}): the node at {@code path} below the control when it has that
     * style class, else the first below it that has.
     */
    public static Node part(Node control, String styleClass, int... path) {
        String style = styleClass.startsWith(".") ? styleClass.substring(1) : styleClass;
        Node found = OnFx.read(() -> {
            Node n = SceneWalk.walk(control, path);
            return n != null && n.getStyleClass().contains(style) ? n
                    : SceneWalk.first(control, c -> c.getStyleClass().contains(style));
        });
        if (found == null) {
            throw new AssertionError("No " + styleClass + " in " + control);
        }
        return found;
    }

    /**
     * The node at this position below a control a name finds ({@code below(titled("Tile", "title", "Switch Tile"), 0, 5)}):
     * a part of its skin that nothing names, not even a style class.
     */
    public static Node below(Node control, int... path) {
        Node found = OnFx.read(() -> SceneWalk.walk(control, path));
        if (found == null) {
            throw new AssertionError("No node at " + Arrays.toString(path) + " below " + control);
        }
        return found;
    }

    /**
     * The node at this position below a window's root (a stage by its title, or a popup): the last resort, for
     * a node nothing names.
     */
    public static Node at(String title, boolean popup, int... path) {
        WaitForAsyncUtils.waitForFxEvents();
        Node found = OnFx.read(() -> {
            for (Window w : SceneWalk.newestWindowsFirst()) {
                if ((w instanceof PopupWindow) == popup && (title == null || w instanceof Stage s && title.equals(s.getTitle()))) {
                    Node n = SceneWalk.walk(w.getScene().getRoot(), path);
                    if (n != null) {
                        return n;
                    }
                }
            }
            return null;
        });
        if (found == null) {
            throw new AssertionError("No node at " + Arrays.toString(path) + " below "
                    + (popup ? "a popup's root" : title == null ? "a window's root" : "the root of \"" + title + "\""));
        }
        return found;
    }

    /** The nodes a JavaFX CSS selector matches, as a predicate (for {@link #shown}). */
    public static Predicate<Node> css(String selector) {
        return n -> n.getScene() != null && n.getScene().getRoot().lookupAll(selector).contains(n);
    }

    /** Whether a node that {@code matches} is showing: in a showing window, it and its parents visible. */
    public static boolean shown(Predicate<Node> matches) {
        return OnFx.read(() -> SceneWalk.newestWindowsFirst().stream()
                .anyMatch(w -> SceneWalk.first(w.getScene().getRoot(), matches) != null));
    }

    /** The first showing node that matches, in the newest window first; fails naming {@code what} when none does. */
    static Node find(Predicate<Window> inWindow, Predicate<Node> matches, String what) {
        WaitForAsyncUtils.waitForFxEvents();
        Node found = OnFx.read(() -> {
            for (Window w : SceneWalk.newestWindowsFirst()) {
                if (inWindow.test(w)) {
                    Node n = SceneWalk.first(w.getScene().getRoot(), matches);
                    if (n != null) {
                        return n;
                    }
                }
            }
            return null;
        });
        if (found == null) {
            throw new AssertionError("Nothing on screen is " + what);
        }
        return found;
    }

    static Predicate<Node> isNamed(String type, String text) {
        return n -> SceneWalk.isType(n, type) && text.equals(textOf(n));
    }

    static Predicate<Node> isTitled(String type, String property, String title) {
        return n -> SceneWalk.isType(n, type) && title.equals(Reads.ownProperty(n, property));
    }

    /** A label with this text that names a node of this type. */
    static Predicate<Node> isLabelFor(String label, String type) {
        return n -> n instanceof Label l && label.equals(l.getText()) && labelledBy(l, type) != null;
    }

    static Predicate<Node> isPrompted(String prompt) {
        return n -> n instanceof TextInputControl t && prompt.equals(t.getPromptText());
    }

    static Predicate<Node> hasTooltip(String tooltip, String type) {
        return n -> n instanceof Control c && SceneWalk.isType(n, type) && c.getTooltip() != null
                && tooltip.equals(c.getTooltip().getText());
    }

    static Node labelledBy(Label label, String type) {
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
