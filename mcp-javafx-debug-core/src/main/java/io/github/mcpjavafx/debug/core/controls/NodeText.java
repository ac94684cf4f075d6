package io.github.mcpjavafx.debug.core.controls;

import io.github.mcpjavafx.debug.core.scene.ShapeNames;
import io.github.mcpjavafx.debug.core.scene.SkinItems;
import javafx.scene.Node;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Labeled;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.Toggle;
import javafx.scene.text.Text;

/**
 * What a node says: its text, prompt and value, read the same way by snapshots, queries and
 * summaries. FX thread only.
 */
public final class NodeText {

    private NodeText() {
    }

    /**
     * The visible text of a control with a text of its own (its family's, see {@link ControlFamily#text}) or
     * of a Text, and the title of what a skin node stands for (a tab's header, a menu item's row, see
     * {@link SkinItems}), and the name of a shape that stands for something ({@link ShapeNames}: a map's country);
     * {@code null} for other nodes. A password field gives one bullet per character.
     */
    public static String text(Node node) {
        if (node.hasProperties()) {
            Tab tab = SkinItems.tabOf(node);
            if (tab != null) {
                return tab.getText();
            }
            MenuItem item = SkinItems.menuItemOf(node);
            if (item != null) {
                return item.getText();
            }
        }
        if (node instanceof Text text) {
            return text.getText();
        }
        String text = ControlFamilies.of(node).text(node);
        return text != null ? text : ShapeNames.of(node);
    }

    /**
     * What a labeled control shows of its text when its skin cut it to fit (an ellipsis: {@code "w…"} for "week"):
     * the text of the skin's own {@code Text}, as JavaFX laid it out; {@code null} when the whole text shows, or the
     * node is no labeled control with a text.
     */
    public static String shownWhenCut(Node node) {
        if (!(node instanceof Labeled labeled) || labeled.getText() == null || labeled.getText().isEmpty()) {
            return null;
        }
        for (Node child : labeled.getChildrenUnmodifiable()) {
            if (child instanceof Text shown && shown.getStyleClass().contains("text")
                    && !labeled.getText().equals(shown.getText())) {
                return shown.getText();
            }
        }
        return null;
    }

    /** The prompt of a text input or a combo box; {@code null} when it has none. */
    public static String prompt(Node node) {
        return ControlFamilies.of(node).prompt(node);
    }

    /**
     * The current value of a value-holding control, as the user sees it ({@link ControlFamily#value}), or of
     * a toggling menu item's row: its state. {@code null} for nodes without a value.
     */
    public static String value(Node node) {
        MenuItem item = node.hasProperties() ? SkinItems.menuItemOf(node) : null;
        if (item instanceof Toggle toggle) { // CheckMenuItem is no Toggle, RadioMenuItem is
            return Boolean.toString(toggle.isSelected());
        }
        if (item instanceof CheckMenuItem check) {
            return Boolean.toString(check.isSelected());
        }
        return ControlFamilies.of(node).value(node);
    }
}
