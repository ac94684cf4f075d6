package io.github.mcpjavafx.debug.core.scene;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextInputControl;
import javafx.scene.layout.GridPane;

import java.util.List;

/**
 * The label a person names a node by, as the finder's {@code labelled(label, type)} finds the node again from it:
 * the line of a control whose own texts are its items' (a segmented button's toggles, a list's items) says it, and
 * an exported test finds a field by it. FX thread only.
 */
public final class NamingLabel {

    /** How far up a label is looked for: a field wrapped in a box or two, no further. */
    private static final int LABEL_REACH = 3;

    private NamingLabel() {
    }

    /**
     * The text of the label a person reads the node by ({@link #labelOf}), or null.
     */
    public static String of(Node node) {
        Label label = labelOf(node);
        return label == null ? null : label.getText();
    }

    /**
     * The label a person reads the node by: a Label whose labelFor is the node (or a wrapper of it),
     * else the Label nearest before it in its grid row, else the Label just before it in its box.
     */
    public static Label labelOf(Node node) {
        Node n = node;
        for (int up = 0; up < LABEL_REACH && n != null && n.getParent() != null; up++, n = n.getParent()) {
            if (n instanceof Control && n != node) {
                return null; // a label inside a control names the control's part; one beside it, the control
            }
            Parent parent = n.getParent();
            List<Node> siblings = parent.getChildrenUnmodifiable();
            for (Node sibling : siblings) {
                if (sibling instanceof Label label && label.getLabelFor() == n && usable(label.getText())) {
                    return label;
                }
            }
            if (parent instanceof GridPane) {
                Label inRow = gridLabel(n, siblings);
                if (inRow != null) {
                    return inRow;
                }
            } else {
                int at = siblings.indexOf(n);
                if (at > 0 && siblings.get(at - 1) instanceof Label label && label.getLabelFor() == null
                        && usable(label.getText())) {
                    return label;
                }
            }
        }
        return null;
    }

    /**
     * The label beside a field of JavaFX's own that no prompt names (a text input, combo box, choice box, spinner or
     * slider), which the field's line says ({@code label="Email:"}); null for other nodes.
     */
    public static Label ofField(Node node) {
        String prompt = node instanceof TextInputControl input ? input.getPromptText()
                : node instanceof ComboBoxBase<?> combo ? combo.getPromptText() : null;
        boolean field = node instanceof TextInputControl || node instanceof ComboBoxBase<?> || node instanceof ChoiceBox<?>
                || node instanceof Spinner<?> || node instanceof Slider;
        if (!field || prompt != null && !prompt.isBlank() || !FxProperties.isJavaFx(node.getClass())) {
            return null;
        }
        return labelOf(node);
    }

    /** The Label nearest before {@code n} in its grid row, and only when nothing stands between them. */
    private static Label gridLabel(Node n, List<Node> cells) {
        int row = index(GridPane.getRowIndex(n));
        int column = index(GridPane.getColumnIndex(n));
        Label best = null;
        int bestColumn = -1;
        for (Node cell : cells) {
            int c = index(GridPane.getColumnIndex(cell));
            if (cell != n && index(GridPane.getRowIndex(cell)) == row && c < column && c > bestColumn) {
                bestColumn = c;
                best = cell instanceof Label label && usable(label.getText()) ? label : null;
            }
        }
        return best;
    }

    private static int index(Integer index) {
        return index == null ? 0 : index;
    }

    /** Whether a text can name something: one line, not blank. */
    public static boolean usable(String text) {
        return text != null && !text.isBlank() && !text.contains("\n");
    }
}
