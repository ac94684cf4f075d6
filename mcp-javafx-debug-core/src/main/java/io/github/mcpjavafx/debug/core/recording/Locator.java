package io.github.mcpjavafx.debug.core.recording;

/**
 * How a recorded test finds a node again: a Java expression of type {@code Node}, written the way a
 * person would find it ({@code named("Button", "Login")}, {@code row("TreeView", "Dialogs", 22)}, a name shared on
 * screen below the ancestor that holds it: {@code within(titled("Tile", "title", "Speed")).named("Label", "0")}),
 * and a comment when the way is one a person should improve (a position).
 *
 * @param how        what names the node
 * @param expression a Java expression that evaluates to the node in the test
 * @param comment    a line to write above the statement, nullable
 */
public record Locator(How how, String expression, String comment) {

    /** What a locator finds the node by, from the sturdiest to the last resort. */
    public enum How { ID, TEXT, TITLE, LABEL, PROMPT, TOOLTIP, ROW, POPUP_ITEM, TYPE, SKIN_PART, POSITION }
}
