package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.ActionSpec.Type;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.model.WaitRequest;
import io.github.mcpjavafx.debug.core.model.UiException;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.EnumMap;
import java.util.Map;

/**
 * Checks a whole batch before anything runs, so that bad input changes nothing: an unknown type,
 * a missing or misplaced field, an unknown key or a number out of range fails with {@code MCP_UI_INVALID_ARGUMENT} naming the action. Runs on any thread.
 */
final class ActionParser {

    /** Which fields each type takes, in the order the messages list them. */
    private static final Map<Type, List<String>> FIELDS = new EnumMap<>(Type.class);

    static {
        FIELDS.put(Type.FOCUS, List.of("target"));
        FIELDS.put(Type.CLICK, List.of("target", "x", "y", "button", "clickCount", "modifiers"));
        FIELDS.put(Type.TYPE_TEXT, List.of("text", "target"));
        FIELDS.put(Type.SET_TEXT, List.of("target", "text"));
        FIELDS.put(Type.PRESS_KEY, List.of("key", "modifiers"));
        FIELDS.put(Type.SCROLL, List.of("target", "deltaY", "deltaX"));
        FIELDS.put(Type.SELECT, List.of("target", "item", "index"));
        FIELDS.put(Type.EXPAND, List.of("target"));
        FIELDS.put(Type.COLLAPSE, List.of("target"));
        FIELDS.put(Type.HOVER, List.of("target"));
        FIELDS.put(Type.DRAG, List.of("target", "to", "x", "y"));
        FIELDS.put(Type.WAIT, List.of("until", "selector", "scope", "timeoutMs"));
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
        if (spec == null || spec.type() == null) {
            throw invalid(index, null, "needs a type, e.g. {\"type\": \"click\", \"target\": {\"css\": \"#save\"}}.");
        }
        Type type = spec.type();
        rejectForeignFields(index, type, spec);
        return switch (type) {
            case FOCUS -> new PlannedAction.Focus(require(index, type, "target", spec.target()));
            case CLICK -> click(index, spec);
            case TYPE_TEXT -> {
                if (spec.text() == null || spec.text().isEmpty()) {
                    throw invalid(index, type, "text", "needs a non-empty text to type.");
                }
                yield new PlannedAction.TypeText(spec.target(), spec.text());
            }
            case SET_TEXT -> new PlannedAction.SetText(require(index, type, "target", spec.target()),
                    require(index, type, "text", spec.text()));
            case PRESS_KEY -> pressKey(index, spec);
            case SCROLL -> scroll(index, spec);
            case SELECT -> select(index, spec);
            case EXPAND, COLLAPSE -> new PlannedAction.Expand(require(index, type, "target", spec.target()),
                    type == Type.EXPAND);
            case HOVER -> new PlannedAction.Hover(require(index, type, "target", spec.target()));
            case DRAG -> drag(index, spec);
            case WAIT -> new PlannedAction.Wait(waitOf(index, spec));
        };
    }

    private static PlannedAction click(int index, ActionSpec spec) {
        boolean hasPoint = spec.x() != null || spec.y() != null;
        if (spec.target() != null && hasPoint) {
            throw invalid(index, Type.CLICK, "has both a target and x,y; give one of them.");
        }
        if (spec.target() == null && (spec.x() == null || spec.y() == null || !Double.isFinite(spec.x())
                || !Double.isFinite(spec.y()))) {
            throw invalid(index, Type.CLICK, "needs a target, or both x and y in screen coordinates.");
        }
        MouseButton button = KeyNames.button(spec.button());
        int count = spec.clickCount() == null ? 1 : spec.clickCount();
        if (count < 1 || count > 3) {
            throw invalid(index, Type.CLICK, "clickCount", "has clickCount " + count + "; use 1, 2 (double click) or 3.");
        }
        List<KeyCode> modifiers = modifiers(spec);
        return hasPoint
                ? new PlannedAction.Click(null, spec.x(), spec.y(), button, count, modifiers)
                : new PlannedAction.Click(spec.target(), Double.NaN, Double.NaN, button, count, modifiers);
    }

    private static PlannedAction select(int index, ActionSpec spec) {
        Target target = require(index, Type.SELECT, "target", spec.target());
        if ((spec.item() == null) == (spec.index() == null)) {
            throw invalid(index, Type.SELECT, "needs item (the exact text shown) or index (from 0), one of them.");
        }
        return new PlannedAction.Select(target, spec.item(), spec.index());
    }

    private static PlannedAction drag(int index, ActionSpec spec) {
        Target from = require(index, Type.DRAG, "target", spec.target());
        boolean hasPoint = spec.x() != null || spec.y() != null;
        if ((spec.to() != null) == hasPoint || (hasPoint && (spec.x() == null || spec.y() == null))) {
            throw invalid(index, Type.DRAG, "needs where to drop: to (a target), or both x and y in screen coordinates.");
        }
        return hasPoint
                ? new PlannedAction.Drag(from, null, spec.x(), spec.y())
                : new PlannedAction.Drag(from, spec.to(), Double.NaN, Double.NaN);
    }

    private static WaitRequest waitOf(int index, ActionSpec spec) {
        try {
            return spec.waitRequest();
        } catch (UiException e) {
            throw invalid(index, Type.WAIT, e.getMessage());
        }
    }

    private static PlannedAction pressKey(int index, ActionSpec spec) {
        KeyCode key = KeyNames.key(require(index, Type.PRESS_KEY, "key", spec.key()));
        if (key == null) {
            throw invalid(index, Type.PRESS_KEY, "key", "has unknown key \"" + spec.key() + "\"; use a KeyCode name such as "
                    + "ENTER, ESCAPE, TAB, BACK_SPACE, DELETE, UP, PAGE_DOWN, F5, A or DIGIT1.");
        }
        return new PlannedAction.PressKey(key, modifiers(spec));
    }

    /** The distinct modifier keys, in order. */
    private static List<KeyCode> modifiers(ActionSpec spec) {
        List<KeyCode> modifiers = new ArrayList<>();
        for (ActionSpec.Modifier name : spec.modifiers() == null ? List.<ActionSpec.Modifier>of() : spec.modifiers()) {
            KeyCode modifier = KeyNames.modifier(name);
            if (!modifiers.contains(modifier)) {
                modifiers.add(modifier);
            }
        }
        return List.copyOf(modifiers);
    }

    private static PlannedAction scroll(int index, ActionSpec spec) {
        int deltaY = notches(index, "deltaY", spec.deltaY());
        int deltaX = notches(index, "deltaX", spec.deltaX());
        if (deltaX == 0 && deltaY == 0) {
            throw invalid(index, Type.SCROLL, "needs deltaY (wheel notches, positive scrolls down) or deltaX "
                    + "(positive scrolls right), not zero.");
        }
        return new PlannedAction.Scroll(require(index, Type.SCROLL, "target", spec.target()), deltaX, deltaY);
    }

    private static int notches(int index, String field, Integer value) {
        if (value == null) {
            return 0;
        }
        if (Math.abs(value) > ActionSpec.MAX_SCROLL_NOTCHES) {
            throw invalid(index, Type.SCROLL, field, "has " + field + " " + value + "; it counts wheel notches: a whole number "
                    + "from -" + ActionSpec.MAX_SCROLL_NOTCHES + " to " + ActionSpec.MAX_SCROLL_NOTCHES + ".");
        }
        return value;
    }

    /** A field of another type is most likely a mistake (a text meant as a target): say so instead of ignoring it. */
    private static void rejectForeignFields(int index, Type type, ActionSpec spec) {
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
        given.put("item", spec.item());
        given.put("index", spec.index());
        given.put("to", spec.to());
        given.put("until", spec.until());
        given.put("selector", spec.selector());
        given.put("scope", spec.scope());
        given.put("timeoutMs", spec.timeoutMs());
        List<String> allowed = FIELDS.get(type);
        for (Map.Entry<String, Object> field : given.entrySet()) {
            if (field.getValue() != null && !allowed.contains(field.getKey())) {
                String hint = field.getKey().equals("text") ? " (to target a node by its text use "
                        + "\"target\": {\"text\": \"...\"})" : "";
                throw invalid(index, type, field.getKey(), "does not take " + field.getKey() + hint + "; " + type.wireName() + " takes "
                        + String.join(", ", allowed) + ".");
            }
        }
    }

    private static <T> T require(int index, Type type, String field, T value) {
        if (value == null) {
            throw invalid(index, type, field, "needs " + field + ".");
        }
        return value;
    }

    private static UiException invalid(int index, Type type, String problem) {
        return invalid(index, type, null, problem);
    }

    /** {@code field}: the action's field at fault, or null for the action as a whole. */
    private static UiException invalid(int index, Type type, String field, String problem) {
        String what = type == null ? "Action " + index : "Action " + index + " (" + type.wireName() + ")";
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("argument", "actions[" + index + "]" + (field == null ? "" : "." + field));
        details.put("actionIndex", index);
        if (type != null) {
            details.put("actionType", type.wireName());
        }
        return new UiException(ErrorCode.MCP_UI_INVALID_ARGUMENT, what + " " + problem
                + " Nothing was run.", details);
    }
}
