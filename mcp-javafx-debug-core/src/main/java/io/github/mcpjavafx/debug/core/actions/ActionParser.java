package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.UiException;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Checks a whole batch before anything runs, so that bad input changes nothing: an unknown type,
 * a missing or misplaced field, an unknown key, modifier or button, or a number out of range
 * fails with {@code MCP_UI_INVALID_ARGUMENT} naming the action. Runs on any thread.
 */
final class ActionParser {

    static final int MAX_SCROLL_NOTCHES = 100;

    /** Which fields each type takes, in the order the messages list them. */
    private static final Map<String, List<String>> FIELDS = new LinkedHashMap<>();

    static {
        FIELDS.put("focus", List.of("target"));
        FIELDS.put("click", List.of("target", "x", "y", "button", "clickCount"));
        FIELDS.put("typeText", List.of("text", "target"));
        FIELDS.put("setText", List.of("target", "text"));
        FIELDS.put("pressKey", List.of("key", "modifiers"));
        FIELDS.put("scroll", List.of("target", "deltaY", "deltaX"));
    }

    private ActionParser() {
    }

    /** The batch, checked and parsed; fails on the first bad action. */
    static List<PlannedAction> parse(List<ActionSpec> specs) {
        List<PlannedAction> plan = new ArrayList<>(specs.size());
        for (int i = 0; i < specs.size(); i++) {
            plan.add(parse(i, specs.get(i)));
        }
        return plan;
    }

    private static PlannedAction parse(int index, ActionSpec spec) {
        if (spec == null) {
            throw invalid(index, null, "is empty; give at least a type, e.g. {\"type\": \"click\", \"target\": {\"css\": \"#save\"}}.");
        }
        String type = canonicalType(spec.type());
        if (type == null) {
            throw invalid(index, spec.type(), "has unknown type \"" + spec.type() + "\"; use one of " + FIELDS.keySet() + ".");
        }
        rejectForeignFields(index, type, spec);
        return switch (type) {
            case "focus" -> new PlannedAction.Focus(require(index, type, "target", spec.target()));
            case "click" -> click(index, spec);
            case "typeText" -> {
                if (spec.text() == null || spec.text().isEmpty()) {
                    throw invalid(index, type, "needs a non-empty text to type.");
                }
                yield new PlannedAction.TypeText(spec.target(), spec.text());
            }
            case "setText" -> new PlannedAction.SetText(require(index, type, "target", spec.target()),
                    require(index, type, "text", spec.text()));
            case "pressKey" -> pressKey(index, spec);
            case "scroll" -> scroll(index, spec);
            default -> throw new IllegalStateException(type);
        };
    }

    private static PlannedAction click(int index, ActionSpec spec) {
        boolean hasPoint = spec.x() != null || spec.y() != null;
        if (spec.target() != null && hasPoint) {
            throw invalid(index, "click", "has both a target and x,y; give one of them.");
        }
        if (spec.target() == null && (spec.x() == null || spec.y() == null || !Double.isFinite(spec.x())
                || !Double.isFinite(spec.y()))) {
            throw invalid(index, "click", "needs a target, or both x and y in screen coordinates.");
        }
        MouseButton button = KeyNames.button(spec.button());
        if (button == null) {
            throw invalid(index, "click", "has unknown button \"" + spec.button() + "\"; use PRIMARY, SECONDARY or MIDDLE.");
        }
        int count = spec.clickCount() == null ? 1 : spec.clickCount();
        if (count < 1 || count > 3) {
            throw invalid(index, "click", "has clickCount " + count + "; use 1, 2 (double click) or 3.");
        }
        return hasPoint
                ? new PlannedAction.Click(null, spec.x(), spec.y(), button, count)
                : new PlannedAction.Click(spec.target(), Double.NaN, Double.NaN, button, count);
    }

    private static PlannedAction pressKey(int index, ActionSpec spec) {
        KeyCode key = KeyNames.key(require(index, "pressKey", "key", spec.key()));
        if (key == null) {
            throw invalid(index, "pressKey", "has unknown key \"" + spec.key() + "\"; use a KeyCode name such as "
                    + "ENTER, ESCAPE, TAB, BACK_SPACE, DELETE, UP, PAGE_DOWN, F5, A or DIGIT1.");
        }
        List<KeyCode> modifiers = new ArrayList<>();
        for (String name : spec.modifiers() == null ? List.<String>of() : spec.modifiers()) {
            KeyCode modifier = KeyNames.modifier(name);
            if (modifier == null) {
                throw invalid(index, "pressKey", "has unknown modifier \"" + name + "\"; use SHIFT, CTRL, ALT, META or SHORTCUT.");
            }
            if (!modifiers.contains(modifier)) {
                modifiers.add(modifier);
            }
        }
        return new PlannedAction.PressKey(key, List.copyOf(modifiers));
    }

    private static PlannedAction scroll(int index, ActionSpec spec) {
        int deltaY = notches(index, "deltaY", spec.deltaY());
        int deltaX = notches(index, "deltaX", spec.deltaX());
        if (deltaX == 0 && deltaY == 0) {
            throw invalid(index, "scroll", "needs deltaY (wheel notches, positive scrolls down) or deltaX "
                    + "(positive scrolls right), not zero.");
        }
        return new PlannedAction.Scroll(require(index, "scroll", "target", spec.target()), deltaX, deltaY);
    }

    private static int notches(int index, String field, Double value) {
        if (value == null) {
            return 0;
        }
        if (!Double.isFinite(value) || value != Math.rint(value) || Math.abs(value) > MAX_SCROLL_NOTCHES) {
            throw invalid(index, "scroll", "has " + field + " " + value + "; it counts wheel notches: a whole number "
                    + "from -" + MAX_SCROLL_NOTCHES + " to " + MAX_SCROLL_NOTCHES + ".");
        }
        return (int) (double) value;
    }

    private static String canonicalType(String type) {
        if (type == null) {
            return null;
        }
        String wanted = type.trim().toLowerCase(Locale.ROOT);
        for (String known : FIELDS.keySet()) {
            if (known.toLowerCase(Locale.ROOT).equals(wanted)) {
                return known;
            }
        }
        return null;
    }

    /** A field of another type is most likely a mistake (a text meant as a target): say so instead of ignoring it. */
    private static void rejectForeignFields(int index, String type, ActionSpec spec) {
        Map<String, Object> given = new LinkedHashMap<>();
        given.put("target", spec.target());
        given.put("x", spec.x());
        given.put("y", spec.y());
        given.put("button", spec.button());
        given.put("clickCount", spec.clickCount());
        given.put("text", spec.text());
        given.put("key", spec.key());
        given.put("modifiers", spec.modifiers());
        given.put("deltaX", spec.deltaX());
        given.put("deltaY", spec.deltaY());
        List<String> allowed = FIELDS.get(type);
        for (Map.Entry<String, Object> field : given.entrySet()) {
            if (field.getValue() != null && !allowed.contains(field.getKey())) {
                String hint = field.getKey().equals("text") ? " (to target a node by its text use "
                        + "\"target\": {\"text\": \"...\"})" : "";
                throw invalid(index, type, "does not take " + field.getKey() + hint + "; " + type + " takes "
                        + String.join(", ", allowed) + ".");
            }
        }
    }

    private static <T> T require(int index, String type, String field, T value) {
        if (value == null) {
            throw invalid(index, type, "needs " + field + ".");
        }
        return value;
    }

    private static UiException invalid(int index, String type, String problem) {
        String what = type == null ? "Action " + index : "Action " + index + " (" + type + ")";
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("actionIndex", index);
        if (type != null) {
            details.put("actionType", type);
        }
        return new UiException(ErrorCode.MCP_UI_INVALID_ARGUMENT, what + " " + problem
                + " Nothing was run.", details);
    }
}
