package io.github.mcpjavafx.debug.testfx;

import javafx.scene.control.Label;
import javafx.scene.Node;
import org.testfx.util.WaitForAsyncUtils;

import java.util.function.Predicate;

/**
 * The finders of {@link Finders} below one node ({@link Finders#within}): how an exported test finds a node whose name
 * another node on screen shares, by the nearest thing a person would name around it (the segmented button that holds
 * the "month" segment, the tile titled "Switch Tile"). Each fails the step with what it looked for, and where.
 */
public final class Within {

    private final Node scope;

    Within(Node scope) {
        this.scope = scope;
    }

    /** A node of this CSS type below the scope showing exactly this text. */
    public Node named(String type, String text) {
        return find(Finders.isNamed(type, text), type + " \"" + text + "\"");
    }

    /** A control of this type below the scope by the title in its property {@code property}. */
    public Node titled(String type, String property, String title) {
        return find(Finders.isTitled(type, property, title), "a " + type + " titled \"" + title + "\"");
    }

    /** The node of this type below the scope that a label there names. */
    public Node labelled(String label, String type) {
        Node named = find(Finders.isLabelFor(label, type), "a " + type + " labelled \"" + label + "\"");
        return OnFx.read(() -> Finders.labelledBy((Label) named, type));
    }

    /** A text input below the scope showing this prompt. */
    public Node prompted(String prompt) {
        return find(Finders.isPrompted(prompt), "a field with the prompt \"" + prompt + "\"");
    }

    /** A control of this type below the scope with this tooltip. */
    public Node withTooltip(String tooltip, String type) {
        return find(Finders.hasTooltip(tooltip, type), "a " + type + " with the tooltip \"" + tooltip + "\"");
    }

    /** The first control of this type below the scope. */
    public Node ofType(String type) {
        return find(n -> n != scope && SceneWalk.isType(n, type), "a " + type);
    }

    private Node find(Predicate<Node> matches, String what) {
        WaitForAsyncUtils.waitForFxEvents();
        Node found = OnFx.read(() -> SceneWalk.first(scope, matches));
        if (found == null) {
            throw new AssertionError("Nothing in " + scope + " is " + what);
        }
        return found;
    }
}
