package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.recording.RecordedStep.TextKind;
import io.github.mcpjavafx.debug.core.recording.RecordedStep.TextShown;
import javafx.scene.Node;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Labeled;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextInputControl;
import javafx.scene.text.Text;

import java.util.ArrayList;
import java.util.List;

/** Turns the nodes whose text an action changed into the checks a recorded test makes. FX thread only. */
public final class TextChecks {

    private TextChecks() {
    }

    /**
     * One check per node TestFX can read the text of and a locator can find, with the text it shows
     * now. A password field's content is left out: it must not reach a test's source either. So are
     * the rows of lists, tables and trees, which their flow hands to other items as it scrolls: no
     * locator names a row for long. The locator never relies on the text itself, which is what changed.
     */
    public static List<TextShown> of(List<Node> changed) {
        List<TextShown> checks = new ArrayList<>();
        for (Node node : changed) {
            TextKind kind = kindOf(node);
            if (kind == null) {
                continue;
            }
            Locator locator = Locators.of(node, false);
            if (locator != null) {
                checks.add(new TextShown(locator, kind, textOf(node)));
            }
        }
        return checks;
    }

    private static TextKind kindOf(Node node) {
        if (node instanceof IndexedCell<?>) {
            return null;
        }
        if (node instanceof Labeled) {
            return TextKind.LABELED;
        }
        if (node instanceof PasswordField) {
            return null;
        }
        if (node instanceof TextInputControl) {
            return TextKind.TEXT_INPUT;
        }
        return node instanceof Text ? TextKind.TEXT : null;
    }

    private static String textOf(Node node) {
        String text = node instanceof Labeled labeled ? labeled.getText()
                : node instanceof TextInputControl input ? input.getText() : ((Text) node).getText();
        return text == null ? "" : text;
    }
}
