package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.controls.ControlFamilies;
import io.github.mcpjavafx.debug.core.controls.ControlFamily;
import io.github.mcpjavafx.debug.core.controls.NodeText;
import io.github.mcpjavafx.debug.core.controls.SelectedItems;
import io.github.mcpjavafx.debug.core.scene.FxProperties;
import io.github.mcpjavafx.debug.core.scene.OwnProperties;
import io.github.mcpjavafx.debug.core.scene.ShownControl;
import io.github.mcpjavafx.debug.finder.CheckedTexts;
import javafx.scene.Node;
import javafx.scene.control.Control;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Turns a node whose value or selection an action changed, as the consequences reported it, into the checks a person
 * would write: what the control shows, to the precision it shows it. A custom control that writes its value checks
 * that one number (a tile's {@code currentValue} as its "3.0"), not the figures derived from it (its maximum so far);
 * one that writes none checks its changed numbers (a Rating's rating, a RangeSlider's low value); a switch checks its
 * on/off state, and a segmented button or a map the items it has selected. A slider's value is checked as a number, a
 * choice's item, a check box's state or a spinner's value as the control shows it; a list's or a tree's selected items
 * by their text, a table's selected rows by their first cell (when it selected some); a CheckComboBox's checked items.
 * A popup's items close with it and are not checked; a row's and a field's texts are checked as texts
 * ({@link TextChecks}). FX thread only.
 */
public final class ValueChecks {

    /** Object.toString of an item that shows through its cell's own text: no name a person reads. */
    private static final Pattern OBJECT_NAME = Pattern.compile("[\\w.$]+@\\p{XDigit}+");
    /** A number is shown with at most this many decimals. */
    private static final int MAX_DECIMALS = 6;

    private ValueChecks() {
    }

    /**
     * @param value         whether a JavaFX control's value changed
     * @param ownProperties the custom control's own properties that changed
     * @param selection     whether its selection changed
     * @param state         whether a custom control's on/off state changed
     */
    public static List<RecordedStep> of(Node node, boolean value, List<String> ownProperties, boolean selection,
                                        boolean state) {
        // a part of a CheckComboBox's skin changed, or the control's own checked items did: what it has checked
        Control checking = selection && node instanceof Control control && CheckedTexts.of(control) != null ? control
                : checkModelOwner(node);
        if (checking != null) {
            NodeFacts facts = NodeFacts.of(checking);
            return facts == null ? List.of() : List.of(new RecordedStep.CheckedShown(facts, CheckedTexts.of(checking)));
        }
        ControlFamily family = ControlFamilies.of(node);
        Map<String, List<String>> chosen = selection ? SelectedItems.texts(node) : Map.of();
        boolean checkable = !ownProperties.isEmpty() || state || !chosen.isEmpty()
                || value && family.checksValue(node) || selection && family.checksSelection(node);
        NodeFacts facts = checkable ? NodeFacts.of(node) : null;
        if (facts == null || facts.inPopup() || facts.skinOf() != null) {
            return List.of(); // a popup's items close with it; a skin's parts are no value of the app's
        }
        List<RecordedStep> checks = new ArrayList<>(ownChecks(node, facts, ownProperties));
        String stateProperty = state ? ShownControl.stateProperty(node) : null;
        if (stateProperty != null) {
            checks.add(new RecordedStep.ValueShown(facts, stateProperty,
                    String.valueOf(FxProperties.find(node, stateProperty).value())));
        }
        Double number = value ? family.checkedNumber(node) : null;
        if (number != null) {
            checks.add(new RecordedStep.ValueShown(facts, "value", shown(number)));
        } else if (value && family.checksValue(node) && NodeText.value(node) != null) {
            checks.add(new RecordedStep.ValueShown(facts, null, NodeText.value(node)));
        }
        List<String> selected = selection ? family.selectedTexts(node) : List.of();
        if (!selected.isEmpty() && selected.stream().noneMatch(text -> OBJECT_NAME.matcher(text).matches())) {
            checks.add(new RecordedStep.SelectionShown(facts, null, selected));
        }
        chosen.forEach((name, items) -> checks.add(new RecordedStep.SelectionShown(facts, name, items)));
        return checks;
    }

    /**
     * The checks of a custom control's own numbers, when some changed: the one its skin writes, as written, when it
     * writes one (what follows from it, a maximum so far, is no separate result); else each changed number.
     */
    private static List<RecordedStep> ownChecks(Node node, NodeFacts facts, List<String> ownProperties) {
        if (ownProperties.isEmpty()) {
            return List.of();
        }
        ShownControl.Reading written = ShownControl.displayedNumber(node);
        if (written != null) { // a tile whose "currentValue" moved shows its "value" (where the animation heads)
            return List.of(new RecordedStep.ValueShown(facts, written.property(), asJava(written.shown())));
        }
        List<RecordedStep> checks = new ArrayList<>();
        Map<String, Object> own = OwnProperties.of(node);
        for (String name : ownProperties) {
            if (own.get(name) instanceof Number number) {
                checks.add(new RecordedStep.ValueShown(facts, name, shown(number.doubleValue())));
            }
        }
        return checks;
    }

    /** A number as its skin writes it ({@code "1,5"}, {@code "\u22123"}), as Java writes it ({@code 1.5}, {@code -3}). */
    private static String asJava(String written) {
        return written.replace(',', '.').replace('\u2212', '-').replaceFirst("^\\+", "");
    }

    /** The control with a check model whose skin holds {@code node}: the nearest control above it. */
    private static Control checkModelOwner(Node node) {
        for (Node n = node.getParent(); n != null; n = n.getParent()) {
            if (n instanceof Control control) {
                return CheckedTexts.of(control) != null ? control : null;
            }
        }
        return null;
    }

    /** {@code 4} for a whole number, else its decimals up to {@value #MAX_DECIMALS}: {@code 30.25}. */
    static String shown(double number) {
        if (number == Math.rint(number) && !Double.isInfinite(number)) {
            return Long.toString((long) number);
        }
        return BigDecimal.valueOf(number).setScale(MAX_DECIMALS, RoundingMode.HALF_UP).stripTrailingZeros().toPlainString();
    }
}
