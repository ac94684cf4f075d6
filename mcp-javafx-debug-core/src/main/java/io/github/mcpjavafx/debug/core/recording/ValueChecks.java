package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.controls.CheckedItems;
import io.github.mcpjavafx.debug.core.controls.ControlFamilies;
import io.github.mcpjavafx.debug.core.controls.ControlFamily;
import io.github.mcpjavafx.debug.core.controls.NodeText;
import io.github.mcpjavafx.debug.core.scene.FxProperties;
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
 * would write: a custom control's changed number (a Rating's rating, a RangeSlider's low value) and a slider's value
 * as numbers, to the precision shown; a choice's item, a check box's state or a spinner's value as the control shows
 * it; a list's or a tree's selected items by their text, a table's selected rows by their first cell (when it
 * selected some); a CheckComboBox's checked items. A popup's items close with it and are not checked; a row's
 * and a field's texts are checked as texts ({@link TextChecks}). FX thread only.
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
     */
    public static List<RecordedStep> of(Node node, boolean value, List<String> ownProperties, boolean selection) {
        Control checking = checkModelOwner(node);
        if (checking != null) { // a part of a CheckComboBox's skin changed: what the control has checked did
            NodeFacts facts = NodeFacts.of(checking);
            return facts == null ? List.of() : List.of(new RecordedStep.CheckedShown(facts, CheckedItems.all(checking)));
        }
        ControlFamily family = ControlFamilies.of(node);
        boolean checkable = !ownProperties.isEmpty() || value && family.checksValue(node)
                || selection && family.checksSelection(node);
        NodeFacts facts = checkable ? NodeFacts.of(node) : null;
        if (facts == null || facts.inPopup() || facts.skinOf() != null) {
            return List.of(); // a popup's items close with it; a skin's parts are no value of the app's
        }
        List<RecordedStep> checks = new ArrayList<>();
        Map<String, Object> own = ownProperties.isEmpty() ? Map.of() : FxProperties.own(node);
        for (String name : ownProperties) {
            if (own.get(name) instanceof Number number) {
                checks.add(new RecordedStep.ValueShown(facts, name, shown(number.doubleValue())));
            }
        }
        Double number = value ? family.checkedNumber(node) : null;
        if (number != null) {
            checks.add(new RecordedStep.ValueShown(facts, "value", shown(number)));
        } else if (value && family.checksValue(node) && NodeText.value(node) != null) {
            checks.add(new RecordedStep.ValueShown(facts, null, NodeText.value(node)));
        }
        List<String> selected = selection ? family.selectedTexts(node) : List.of();
        if (!selected.isEmpty() && selected.stream().noneMatch(text -> OBJECT_NAME.matcher(text).matches())) {
            checks.add(new RecordedStep.SelectionShown(facts, selected));
        }
        return checks;
    }

    /** The control with a check model whose skin holds {@code node}: the nearest control above it. */
    private static Control checkModelOwner(Node node) {
        for (Node n = node.getParent(); n != null; n = n.getParent()) {
            if (n instanceof Control control) {
                return CheckedItems.all(control) != null ? control : null;
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
