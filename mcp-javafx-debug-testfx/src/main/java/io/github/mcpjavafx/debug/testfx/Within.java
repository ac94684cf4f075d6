package io.github.mcpjavafx.debug.testfx;

import io.github.mcpjavafx.debug.finder.NodeFinder;
import javafx.scene.Node;

/**
 * The finders of {@link Finders} below one node ({@link Finders#within}): how an exported test finds a node whose name
 * another node on screen shares, by the nearest thing a person would name around it (the segmented button that holds
 * the "month" segment, the tile titled "Switch Tile"). The rules are {@link NodeFinder#within}'s. Each fails the step
 * with what it looked for, and where.
 */
public final class Within {

    private final Node scope;

    Within(Node scope) {
        this.scope = scope;
    }

    /** A node of this CSS type below the scope showing exactly this text. */
    public Node named(String type, String text) {
        return Finders.found(() -> finder().named(type, text), missed(type + " \"" + text + "\""));
    }

    /** A control of this type below the scope by the title in its property {@code property}. */
    public Node titled(String type, String property, String title) {
        return Finders.found(() -> finder().titled(type, property, title), missed("a " + type + " titled \"" + title + "\""));
    }

    /** The node of this type below the scope that a label there names. */
    public Node labelled(String label, String type) {
        return Finders.found(() -> finder().labelled(label, type), missed("a " + type + " labelled \"" + label + "\""));
    }

    /** A text input below the scope showing this prompt. */
    public Node prompted(String prompt) {
        return Finders.found(() -> finder().prompted(prompt), missed("a field with the prompt \"" + prompt + "\""));
    }

    /** A control of this type below the scope with this tooltip. */
    public Node withTooltip(String tooltip, String type) {
        return Finders.found(() -> finder().withTooltip(tooltip, type),
                missed("a " + type + " with the tooltip \"" + tooltip + "\""));
    }

    /** The first control of this type below the scope. */
    public Node ofType(String type) {
        return Finders.found(() -> finder().ofType(type), missed("a " + type));
    }

    private NodeFinder finder() {
        return NodeFinder.within(scope);
    }

    private String missed(String what) {
        return "Nothing in " + scope + " is " + what;
    }
}
