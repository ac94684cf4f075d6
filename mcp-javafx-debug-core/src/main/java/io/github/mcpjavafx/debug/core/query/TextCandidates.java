package io.github.mcpjavafx.debug.core.query;

import io.github.mcpjavafx.debug.core.controls.ControlFamilies;
import io.github.mcpjavafx.debug.core.controls.NodeText;
import io.github.mcpjavafx.debug.core.scene.LogicalChildren;
import io.github.mcpjavafx.debug.core.scene.NodeVisibility;
import io.github.mcpjavafx.debug.core.scene.ShownControl;
import io.github.mcpjavafx.debug.core.scene.SkinItems;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Control;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.MenuBar;
import javafx.scene.text.Text;

import java.util.ArrayList;
import java.util.List;

/**
 * Collects what a text search looks at, as plain strings next to their nodes, so that matching
 * can happen off the FX thread.
 *
 * <p>The walk follows the {@link LogicalChildren public tree} (so a Button matches once, not again
 * through the Text inside its skin) and skips hidden nodes. That tree holds the clickable nodes
 * that standard skins make for the application's data (tab headers, a MenuBar's menu buttons, the
 * item rows of an open menu); a list, table or tree is searched through its visible cells, table
 * cells included (combo-box lists too).
 */
final class TextCandidates {

    /**
     * A node and the texts it shows: its text, a text input's or combo box's prompt, a tab
     * header's title, a custom control's title and value as its line shows them. Never empty; no blank entries.
     */
    record Candidate(Node node, List<String> texts) {
    }

    private final List<Candidate> found = new ArrayList<>();

    private TextCandidates() {
    }

    /** Every candidate in {@code windows}, in window order and scene order. FX thread. */
    static List<Candidate> collect(List<WindowList.Indexed> windows) {
        TextCandidates walk = new TextCandidates();
        for (WindowList.Indexed w : windows) {
            Scene scene = w.window().getScene();
            if (scene != null && scene.getRoot() != null) {
                walk.visit(scene.getRoot(), null);
            }
        }
        return walk.found;
    }

    /** The texts text search and {@code textContains} compare for a node of the public tree. */
    static List<String> textsOf(Node node) {
        List<String> texts = new ArrayList<>(2);
        addText(texts, NodeText.text(node));
        addText(texts, NodeText.prompt(node));
        ShownControl shown = ControlFamilies.shown(node); // null at once for JavaFX's own nodes
        if (shown != null) { // a custom control is found by what its line shows: its title and value
            if (texts.isEmpty()) {
                addText(texts, shown.title());
            }
            addText(texts, shown.shows());
        }
        return texts;
    }

    /**
     * @param title the title of the control from outside JavaFX the node lies in, nullable: the skin's text that writes
     *              it is that control's, which matches by it already (one match where one thing is meant)
     */
    private void visit(Node node, String title) {
        if (!node.isVisible() || isSkinText(node) || ShownControl.repeatsTitle(node, title)) {
            return;
        }
        String own = ShownControl.ownTitle(node);
        String inner = own != null ? own : title;
        add(node, textsOf(node));
        if (SkinItems.isVirtualized(node)) {
            // Row by row, top to bottom: the flow keeps its cells in whatever order it reused them in.
            for (IndexedCell<?> row : SkinItems.visibleRows((Control) node)) {
                visibleCells((Control) node, row); // the cells of table rows too, not only the rows
            }
            return;
        }
        for (Node child : LogicalChildren.of(node)) {
            visit(child, inner);
        }
    }

    /**
     * A row a virtualized control shows now, and the cells inside it. Only cells that hold an item
     * and overlap the control count (the flow keeps spare ones). A table row is a cell without
     * text: its own cells are searched inside it; a cell's graphic is searched like any public
     * subtree.
     */
    private void visibleCells(Control control, Node node) {
        if (!node.isVisible()) {
            return;
        }
        if (node instanceof IndexedCell<?> cell && node != control) {
            if (cell.isEmpty() || !overlaps(cell, control)) {
                return;
            }
            add(cell, textsOf(cell));
            if (cell.getGraphic() != null) {
                visit(cell.getGraphic(), null);
            }
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                if (!(node instanceof IndexedCell<?> cell && child == cell.getGraphic())) {
                    visibleCells(control, child);
                }
            }
        }
    }

    private void add(Node node, List<String> texts) {
        if (!texts.isEmpty() && NodeVisibility.isEffectivelyVisible(node)) {
            found.add(new Candidate(node, List.copyOf(texts)));
        }
    }

    private static boolean overlaps(Node cell, Node control) {
        Bounds cellBounds = cell.localToScene(cell.getLayoutBounds());
        Bounds controlBounds = control.localToScene(control.getLayoutBounds());
        return cellBounds.intersects(controlBounds) && cellBounds.getHeight() > 0;
    }

    /**
     * The Text a standard Labeled skin draws its text with ({@code LabeledText}): reached only
     * under an application's own skin, and already counted with its Labeled.
     */
    private static boolean isSkinText(Node node) {
        return node instanceof Text && node.getClass().getName().startsWith("com.sun.");
    }

    private static void addText(List<String> texts, String text) {
        if (text != null && !text.isBlank()) {
            texts.add(text);
        }
    }
}
