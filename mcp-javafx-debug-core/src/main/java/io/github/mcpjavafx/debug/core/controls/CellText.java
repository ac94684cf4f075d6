package io.github.mcpjavafx.debug.core.controls;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Cell;

/**
 * What a cell of a list, tree, table or combo box shows, as a person reads its row: its text, or
 * for a cell that shows only a graphic (a check box cell, an icon beside a label) what the graphic
 * says. One reading for a row's line, a text search and {@code select} alike. FX thread only.
 */
public final class CellText {

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
        String own = NodeText.value(graphic) != null ? NodeText.value(graphic) : NodeText.text(graphic);
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
}
