package io.github.mcpjavafx.debug.testfx;

import io.github.mcpjavafx.debug.finder.NodeFinder;
import io.github.mcpjavafx.debug.finder.SceneWalk;
import javafx.scene.Node;
import javafx.stage.Window;
import org.testfx.util.WaitForAsyncUtils;

import java.util.Arrays;
import java.util.concurrent.Callable;
import java.util.function.Predicate;

/**
 * How an exported test finds its nodes, as a person would: by what a node shows or what names it, in
 * the newest window first (a dialog before its owner). The rules are {@link NodeFinder}'s, the ones the recorder
 * checked each locator with while the session ran; here each finder first lets the UI handle what is pending and
 * fails the step with what it looked for when nothing on screen matches. For static import.
 */
public final class Finders {

    private Finders() {
    }

    /** A node of this CSS type ({@code "Button"}; {@code "*"}: any) showing exactly this text: a button, a label, a check box. */
    public static Node named(String type, String text) {
        return found(() -> NodeFinder.onScreen().named(type, text), "Nothing on screen is " + type + " \"" + text + "\"");
    }

    /**
     * A control of a library's or the app's own type by the title it names itself by, in its property {@code property}
     * ({@code titled("Tile", "title", "Switch Tile")}): a dashboard's tile, which no label names.
     */
    public static Node titled(String type, String property, String title) {
        return found(() -> NodeFinder.onScreen().titled(type, property, title),
                "Nothing on screen is a " + type + " titled \"" + title + "\"");
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
        return found(() -> NodeFinder.popupItem(text), "Nothing on screen is a popup item \"" + text + "\"");
    }

    /** The node of this type that a label names: its labelFor, else the next cell of its grid row, else the node after it. */
    public static Node labelled(String label, String type) {
        return found(() -> NodeFinder.onScreen().labelled(label, type),
                "Nothing on screen is a " + type + " labelled \"" + label + "\"");
    }

    /** A control of a library's or the app's own type, the first on screen. */
    public static Node ofType(String type) {
        return found(() -> NodeFinder.onScreen().ofType(type), "Nothing on screen is a " + type);
    }

    /** A text input showing this prompt. */
    public static Node prompted(String prompt) {
        return found(() -> NodeFinder.onScreen().prompted(prompt),
                "Nothing on screen is a field with the prompt \"" + prompt + "\"");
    }

    /** A control of this type with this tooltip: an icon-only button. */
    public static Node withTooltip(String tooltip, String type) {
        return found(() -> NodeFinder.onScreen().withTooltip(tooltip, type),
                "Nothing on screen is a " + type + " with the tooltip \"" + tooltip + "\"");
    }

    /** The node of this type inside {@code container} (a row's check box), else the container itself. */
    public static Node inside(Node container, String type) {
        return OnFx.read(() -> NodeFinder.inside(container, type));
    }

    /**
     * A part of a control's skin ({@code ".thumb"}): the node at {@code path} below the control when it has that
     * style class, else the first below it that has.
     */
    public static Node part(Node control, String styleClass, int... path) {
        Node found = OnFx.read(() -> NodeFinder.part(control, styleClass, path));
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
        Node found = OnFx.read(() -> NodeFinder.below(control, path));
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
        return found(() -> NodeFinder.at(title, popup, path), "No node at " + Arrays.toString(path) + " below "
                + (popup ? "a popup's root" : title == null ? "a window's root" : "the root of \"" + title + "\""));
    }

    /** The nodes a JavaFX CSS selector matches, as a predicate (for {@link #shown}). */
    public static Predicate<Node> css(String selector) {
        return n -> n.getScene() != null && n.getScene().getRoot().lookupAll(selector).contains(n);
    }

    /** Whether a node that {@code matches} is showing: in a showing window, it and its parents visible. */
    public static boolean shown(Predicate<Node> matches) {
        return OnFx.read(() -> {
            for (Window w : SceneWalk.newestWindowsFirst()) {
                if (SceneWalk.first(w.getScene().getRoot(), matches) != null) {
                    return true;
                }
            }
            return false;
        });
    }

    /** What a finder finds once the UI has handled what is pending; fails the step with {@code missed} when nothing. */
    static Node found(Callable<Node> find, String missed) {
        WaitForAsyncUtils.waitForFxEvents();
        Node found = OnFx.read(find);
        if (found == null) {
            throw new AssertionError(missed);
        }
        return found;
    }
}
