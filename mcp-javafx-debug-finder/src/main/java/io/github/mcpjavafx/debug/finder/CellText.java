package io.github.mcpjavafx.debug.finder;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Cell;
import javafx.scene.control.PasswordField;

/**
 * What a cell of a list, tree, table or combo box shows, as a person reads its row: its text, or
 * for a cell that shows only a graphic (a check box cell, an icon beside a label) what the graphic
 * says. One reading for a row's line, a text search, {@code select} and the exported test's reads alike.
 * FX thread only.
 */
public final class CellText {

    /** What a password field shows instead of its text: one bullet per character. */
    private static final char PASSWORD_BULLET = '\u2022';

    private CellText() {
    }

    /** The cell's shown text; {@code ""} when it shows none. */
    public static String of(Cell<?> cell) {
        String text = cell.getText();
        if ((text == null || text.isEmpty()) && cell.getGraphic() != null) {
            text = graphicText(cell.getGraphic());
        }
        return text == null ? "" : text;
    }

    /** The graphic's value or text, else the first text shown inside it, depth first; {@code null} for none. */
    private static String graphicText(Node graphic) {
        if (!graphic.isVisible()) {
            return null;
        }
        String value = ShownValue.of(graphic);
        String own = value != null ? value : shownText(graphic);
        if (own != null && !own.isBlank()) {
            return own;
        }
        if (graphic instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                String inner = graphicText(child);
                if (inner != null) {
                    return inner;
                }
            }
        }
        return null;
    }

    /** What a password field of {@code length} characters shows: one bullet each. */
    public static String masked(int length) {
        return String.valueOf(PASSWORD_BULLET).repeat(length);
    }

    /** The text a label, a text input (a password as bullets) or a {@code Text} shows; "" for other nodes. */
    private static String shownText(Node node) {
        return node instanceof PasswordField password ? masked(password.getLength()) : NodeReads.textOf(node);
    }
}
