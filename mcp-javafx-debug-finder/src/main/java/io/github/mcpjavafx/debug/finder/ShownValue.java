package io.github.mcpjavafx.debug.finder;

import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Labeled;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.Slider;
import javafx.scene.control.Spinner;
import javafx.scene.control.Toggle;
import javafx.scene.control.skin.ComboBoxBaseSkin;
import javafx.scene.paint.Color;
import javafx.util.StringConverter;

import java.util.regex.Pattern;

/**
 * The value a JavaFX value control holds, as a person sees it: a check box's state ({@code true}, {@code false},
 * {@code indeterminate}), a toggle's selection, a spinner's, slider's or progress's number, a choice's or picker's
 * value through its converter, a colour picker's as it writes it ({@code Red}, {@code #7f3f3f}). Read by the line of the control, by the recorder's checks and by the exported test's
 * {@code valueOf}, and for a cell that shows only such a control. FX thread only.
 */
public final class ShownValue {

    private ShownValue() {
    }

    /** The node's value; {@code null} for a node that holds none, or an empty one. */
    public static String of(Node node) {
        if (node instanceof CheckBox box) {
            return box.isIndeterminate() ? "indeterminate" : Boolean.toString(box.isSelected());
        }
        if (node instanceof Toggle toggle) {
            return Boolean.toString(toggle.isSelected());
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
        if (node instanceof ChoiceBox<?> choice) {
            return converted(choice.getValue(), choice.getConverter());
        }
        if (node instanceof ComboBoxBase<?> combo) {
            StringConverter<?> converter = combo instanceof ComboBox<?> box ? box.getConverter()
                    : combo instanceof DatePicker picker ? picker.getConverter() : null;
            if (combo.getValue() instanceof Color color) { // a colour picker writes its name ("Red"), not 0xff0000ff
                String shown = shownByCell(combo);
                return shown != null ? shown : web(color);
            }
            String value = converted(combo.getValue(), converter);
            return isIdentity(value) ? shownByCell(combo) : value;
        }
        return null;
    }

    /**
     * Whether {@code text} is what {@code Object.toString} gives an object that has no text of its own
     * ({@code org.acme.Decoration@13a8f189}): no person reads that on the screen, the app's cell shows something else.
     */
    public static boolean isIdentity(String text) {
        return text != null && IDENTITY.matcher(text).matches();
    }

    private static final Pattern IDENTITY = Pattern.compile("[\\p{L}_$][\\p{L}\\p{N}_$.]*@[0-9a-f]{1,8}");

    /**
     * What a combo box's button cell shows of a value its converter does not render (the app's cell factory names
     * it, a colour picker's label its colour); {@code null} when it shows no text.
     */
    private static String shownByCell(ComboBoxBase<?> combo) {
        Node shown = combo.getSkin() instanceof ComboBoxBaseSkin<?> skin ? skin.getDisplayNode() : null;
        String text = shown instanceof Labeled cell ? cell.getText() : null;
        return text == null || text.isBlank() || isIdentity(text) ? null : text;
    }

    /** A value through its converter, else its {@code toString()}; {@code null} for none. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static String converted(Object value, StringConverter converter) {
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

    /** A colour as {@code #rrggbb}, with the opacity as a fourth byte when it is not opaque. */
    public static String web(Color c) {
        String rgb = String.format("#%02x%02x%02x", channel(c.getRed()), channel(c.getGreen()), channel(c.getBlue()));
        return c.getOpacity() >= 1 ? rgb : rgb + String.format("%02x", channel(c.getOpacity()));
    }

    private static int channel(double value) {
        return (int) Math.round(value * 255);
    }

    /** A whole number without its ".0". */
    private static String number(double value) {
        return value == Math.rint(value) && !Double.isInfinite(value) ? Long.toString((long) value) : Double.toString(value);
    }
}
