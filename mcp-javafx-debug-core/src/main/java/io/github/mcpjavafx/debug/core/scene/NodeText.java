package io.github.mcpjavafx.debug.core.scene;

import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.Labeled;
import javafx.scene.control.MenuItem;
import javafx.scene.control.PasswordField;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.Slider;
import javafx.scene.control.Spinner;
import javafx.scene.control.Tab;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.Toggle;
import javafx.scene.text.Text;
import javafx.util.StringConverter;

/**
 * What a node says: its text, prompt and value, read the same way by snapshots, queries and
 * summaries. FX thread only.
 */
public final class NodeText {

    private NodeText() {
    }

    /** What a password field shows instead of its text: one bullet per character. */
    public static final char PASSWORD_BULLET = '\u2022';

    /**
     * The visible text of a Labeled, a text input or a Text, and the title of what a skin node
     * stands for (a tab's header, a menu item's row, see {@link SkinItems}); {@code null} for other
     * nodes. A password field gives one bullet per character, as it shows itself: its content must
     * never reach an agent's context (or the logs of the model behind it).
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
        if (node instanceof Labeled labeled) {
            return labeled.getText();
        }
        if (node instanceof PasswordField password) {
            String secret = password.getText();
            return secret == null ? null : String.valueOf(PASSWORD_BULLET).repeat(secret.length());
        }
        if (node instanceof TextInputControl input) {
            return input.getText();
        }
        if (node instanceof Text text) {
            return text.getText();
        }
        return null;
    }

    /** The prompt of a text input or a combo box; {@code null} when there is none. */
    public static String prompt(Node node) {
        String prompt = null;
        if (node instanceof TextInputControl input) {
            prompt = input.getPromptText();
        } else if (node instanceof ComboBoxBase<?> combo) {
            prompt = combo.getPromptText();
        }
        return prompt == null || prompt.isEmpty() ? null : prompt;
    }

    /**
     * The current value of a value-holding control, as the user sees it: a combo box's or date
     * picker's value through its converter, a check box's or toggle's state, a slider's or
     * progress indicator's number. {@code null} for nodes without a value.
     */
    public static String value(Node node) {
        MenuItem item = node.hasProperties() ? SkinItems.menuItemOf(node) : null;
        if (item instanceof Toggle toggle) { // CheckMenuItem is no Toggle, RadioMenuItem is
            return Boolean.toString(toggle.isSelected());
        }
        if (item instanceof CheckMenuItem check) {
            return Boolean.toString(check.isSelected());
        }
        if (node instanceof CheckBox box) {
            return box.isIndeterminate() ? "indeterminate" : Boolean.toString(box.isSelected());
        }
        if (node instanceof Toggle toggle) {
            return Boolean.toString(toggle.isSelected());
        }
        if (node instanceof ComboBoxBase<?> combo) {
            return convert(combo.getValue(), converterOf(combo));
        }
        if (node instanceof ChoiceBox<?> choice) {
            return convert(choice.getValue(), choice.getConverter());
        }
        if (node instanceof Spinner<?> spinner) {
            return spinner.getValue() == null ? null : String.valueOf(spinner.getValue());
        }
        if (node instanceof Slider slider) {
            return number(slider.getValue());
        }
        if (node instanceof ProgressIndicator progress) {
            return number(progress.getProgress());
        }
        return null;
    }

    private static StringConverter<?> converterOf(ComboBoxBase<?> combo) {
        if (combo instanceof javafx.scene.control.ComboBox<?> box) {
            return box.getConverter();
        }
        if (combo instanceof javafx.scene.control.DatePicker picker) {
            return picker.getConverter();
        }
        return null;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static String convert(Object value, StringConverter converter) {
        if (value == null) {
            return null;
        }
        if (converter != null) {
            try {
                return converter.toString(value);
            } catch (RuntimeException ignored) {
                // an application converter that cannot render its own value: fall back to toString
            }
        }
        return String.valueOf(value);
    }

    private static String number(double value) {
        return value == Math.rint(value) && !Double.isInfinite(value) ? Long.toString((long) value) : Double.toString(value);
    }
}
