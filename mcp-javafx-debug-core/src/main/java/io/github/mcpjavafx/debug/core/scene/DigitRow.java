package io.github.mcpjavafx.debug.core.scene;

import javafx.scene.Node;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A number a skin draws digit by digit with parts of its own, each showing one digit as its {@code value} (an
 * odometer's wheels, a split-flap display's flaps, drawn as images): the siblings outside JavaFX that a person sees
 * (visible, not faded out) and whose value is a whole number from 0 to 9, two or more in a row. A part that shows a
 * sign or a decimal point keeps a value of its own kind there, so the row is read against a control's value: it spells
 * the value when, written at some precision, it has as many characters as the row has parts and each digit is its
 * part's. FX thread only.
 */
record DigitRow(List<Integer> digits) {

    /** More decimals than this are no display's. */
    private static final int MAX_DECIMALS = 6;

    /** The row of digit parts among {@code siblings}, or {@code null} when fewer than two are there. */
    static DigitRow of(List<Node> siblings) {
        List<Integer> digits = null;
        for (Node sibling : siblings) {
            if (!sibling.isVisible() || sibling.getOpacity() == 0 || FxProperties.isJavaFx(sibling.getClass())) {
                continue; // a faded-out wheel shows nothing: a leading zero a display hides
            }
            Integer digit = digitOf(sibling);
            if (digit == null) {
                if (digits != null && digits.size() >= 2) {
                    break;
                }
                digits = null;
                continue;
            }
            if (digits == null) {
                digits = new ArrayList<>();
            }
            digits.add(digit);
        }
        return digits == null || digits.size() < 2 ? null : new DigitRow(List.copyOf(digits));
    }

    private static Integer digitOf(Node node) {
        FxProperties.Found found = FxProperties.find(node, "value");
        if (found == null || !(found.value() instanceof Number number)) {
            return null;
        }
        double value = number.doubleValue();
        return value == Math.rint(value) && value >= 0 && value <= 9 ? (int) value : null;
    }

    /** {@code value} as this row spells it ({@code "26.32"}), or {@code null} when it spells no writing of it. */
    String spelling(double value) {
        for (int decimals = 0; decimals <= MAX_DECIMALS; decimals++) {
            String written = String.format(Locale.ROOT, "%." + decimals + "f", value);
            if (written.length() == digits.size() && spells(written)) {
                return written;
            }
        }
        return null;
    }

    private boolean spells(String written) {
        boolean anyDigit = false;
        for (int i = 0; i < written.length(); i++) {
            char c = written.charAt(i);
            if (Character.isDigit(c)) {
                if (digits.get(i) != c - '0') {
                    return false;
                }
                anyDigit = true;
            }
        }
        return anyDigit;
    }
}
