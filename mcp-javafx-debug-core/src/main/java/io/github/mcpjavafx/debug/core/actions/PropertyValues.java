package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.controls.ControlFamilies;
import io.github.mcpjavafx.debug.core.model.FailureReason;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.scene.FxProperties;
import io.github.mcpjavafx.debug.core.scene.OwnProperties;
import javafx.beans.property.Property;
import javafx.beans.value.WritableBooleanValue;
import javafx.beans.value.WritableDoubleValue;
import javafx.beans.value.WritableFloatValue;
import javafx.beans.value.WritableIntegerValue;
import javafx.beans.value.WritableLongValue;
import javafx.beans.value.WritableStringValue;
import javafx.beans.value.WritableValue;
import javafx.scene.Node;

import java.util.Map;

/**
 * Sets a JavaFX property of a node by name, custom controls included ({@code setValue}): a
 * slider's value, a spinner's value, a range slider's low value, a rating's rating. The value must be of the
 * property's type and, for a number, within the control's {@code min} and {@code max} when it has
 * them; a control that keeps another value than the one set (one that clamps or rounds) fails the
 * action, naming the value it kept. FX thread only.
 */
final class PropertyValues {

    private final NodeLabels labels;
    private final TargetChecks checks;

    PropertyValues(NodeLabels labels, TargetChecks checks) {
        this.labels = labels;
        this.checks = checks;
    }

    /** Sets the property; returns the node. */
    Node set(Node node, String name, Object value) {
        checks.requireUsable(node);
        FxProperties.Found found = FxProperties.find(node, name);
        if (found == null) {
            Map<String, Object> details = labels.facts(node);
            details.put("property", name);
            Map<String, Object> own = OwnProperties.of(node);
            throw UiException.actionFailed(FailureReason.UNSUPPORTED_TARGET_TYPE, labels.label(node) + " has no property \""
                    + name + "\"" + (own.isEmpty() ? "" : "; its own are " + String.join(", ", own.keySet()))
                    + ". Name a property as its xxxProperty() method does.", details);
        }
        WritableValue<Object> writable = writableOf(node, found);
        if (writable == null || writable instanceof Property<?> property && property.isBound()) {
            throw failure(FailureReason.READ_ONLY, node, name, value, labels.label(node) + "'s " + name
                    + (writable == null ? " is read-only." : " is bound to another value and cannot be set."));
        }
        Object converted = convert(node, found, writable, value);
        if (converted instanceof Number number) {
            requireWithin(node, name, number);
        }
        writable.setValue(converted);
        Object kept = writable.getValue();
        if (!same(kept, converted)) {
            throw failure(FailureReason.NOT_A_VALUE, node, name, value, labels.label(node) + " kept " + name + "="
                    + FxProperties.plain(kept) + " when set to " + FxProperties.plain(converted)
                    + ": the control limits it. Read its bounds with ui_get_node and set a value within them.");
        }
        return node;
    }

    /**
     * Where a value is written: the property itself, except a spinner's value, which follows its value
     * factory's (the spinner's own is bound to it), so that it is set as the spinner's arrows set it.
     */
    private static WritableValue<Object> writableOf(Node node, FxProperties.Found found) {
        WritableValue<Object> target = ControlFamilies.of(node).valueTarget(node, found.name());
        return target != null ? target : found.writable();
    }

    private Object convert(Node node, FxProperties.Found found, Object writable, Object value) {
        Object current = found.value();
        Class<?> type = found.type();
        try {
            if (writable instanceof WritableDoubleValue) {
                return number(value).doubleValue();
            }
            if (writable instanceof WritableFloatValue) {
                return number(value).floatValue();
            }
            if (writable instanceof WritableIntegerValue) {
                return Math.toIntExact(whole(value));
            }
            if (writable instanceof WritableLongValue) {
                return whole(value);
            }
            if (writable instanceof WritableBooleanValue) {
                if (value instanceof Boolean flag) {
                    return flag;
                }
                if ("true".equals(value) || "false".equals(value)) {
                    return Boolean.valueOf((String) value);
                }
                throw new IllegalArgumentException("not true or false");
            }
            if (current instanceof Integer) { // an object property that holds a number (a spinner's value)
                return Math.toIntExact(whole(value));
            }
            if (current instanceof Double) {
                return number(value).doubleValue();
            }
            if (writable instanceof WritableStringValue || type == String.class || current instanceof String) {
                return String.valueOf(value);
            }
            Class<?> enumType = type.isEnum() ? type : current instanceof Enum<?> e ? e.getDeclaringClass() : null;
            if (enumType != null) {
                return enumConstant(enumType, String.valueOf(value));
            }
        } catch (RuntimeException notOfItsType) {
            throw failure(FailureReason.NOT_A_VALUE, node, found.name(), value, labels.label(node) + "'s " + found.name()
                    + " cannot take " + value + " (" + notOfItsType.getMessage() + "); it holds "
                    + typeName(found) + ". Give a value of that type.");
        }
        throw failure(FailureReason.UNSUPPORTED_TARGET_TYPE, node, found.name(), value, labels.label(node) + "'s "
                + found.name() + " holds " + typeName(found) + ", which setValue cannot write: only numbers, "
                + "booleans, texts and enum constants. Use the control's own gestures instead.");
    }

    /**
     * A number within the control's min and max (a spinner's: its value factory's), when it has them and
     * the property is not one of them.
     */
    private void requireWithin(Node node, String name, Number number) {
        if (name.equals("min") || name.equals("max")) {
            return;
        }
        Object min = bound(node, "min");
        Object max = bound(node, "max");
        double v = number.doubleValue();
        boolean below = min instanceof Number low && v < low.doubleValue();
        boolean above = max instanceof Number high && v > high.doubleValue();
        if (below || above) {
            throw failure(FailureReason.NOT_A_VALUE, node, name, number, labels.label(node) + "'s " + name + " must lie in "
                    + (min != null ? FxProperties.plain(min) : "…") + ".."
                    + (max != null ? FxProperties.plain(max) : "…") + ", not " + number + ".");
        }
    }

    /** The control's {@code min} or {@code max}, as its family reads it; null when it has none. */
    private static Object bound(Node node, String which) {
        return ControlFamilies.of(node).bound(node, which);
    }

    private static Number number(Object value) {
        if (value instanceof Number number) {
            return number;
        }
        if (value instanceof String text) {
            return Double.valueOf(text.trim());
        }
        throw new IllegalArgumentException("not a number");
    }

    private static long whole(Object value) {
        double v = number(value).doubleValue();
        if (v != Math.rint(v) || Double.isInfinite(v)) {
            throw new IllegalArgumentException("not a whole number");
        }
        return (long) v;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object enumConstant(Class<?> type, String name) {
        try {
            return Enum.valueOf((Class) type, name);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("not one of " + java.util.Arrays.toString(type.getEnumConstants()));
        }
    }

    private static String typeName(FxProperties.Found found) {
        Object w = found.writable();
        return w instanceof WritableDoubleValue || w instanceof WritableFloatValue ? "a number"
                : w instanceof WritableIntegerValue || w instanceof WritableLongValue ? "a whole number"
                : w instanceof WritableBooleanValue ? "true or false"
                : found.type() == Object.class ? "an object" : "a " + found.type().getSimpleName();
    }

    private static boolean same(Object kept, Object set) {
        if (kept instanceof Number a && set instanceof Number b) {
            return Double.compare(a.doubleValue(), b.doubleValue()) == 0;
        }
        return java.util.Objects.equals(kept, set);
    }

    private UiException failure(FailureReason reason, Node node, String name, Object value, String message) {
        Map<String, Object> details = labels.facts(node);
        details.put("property", name);
        details.put("value", String.valueOf(value));
        return UiException.actionFailed(reason, message, details);
    }
}
