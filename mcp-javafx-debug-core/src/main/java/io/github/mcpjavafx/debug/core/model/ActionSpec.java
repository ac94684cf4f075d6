package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.List;

/**
 * One action of {@code ui_perform}, as the agent sends it, and the published shape of an action.
 * Which fields apply depends on {@code type}; the engine checks that the ones it needs are there
 * and that no other is given.
 *
 * <ul>
 *   <li>{@code focus}: {@code target}</li>
 *   <li>{@code click}: {@code target}, or {@code x},{@code y} in screen coordinates; optional
 *       {@code button} and {@code clickCount}</li>
 *   <li>{@code typeText}: {@code text}, typed into the focused node (optionally focus {@code target} first)</li>
 *   <li>{@code setText}: {@code target} (a text input, or an editable Spinner, ComboBox or DatePicker) and {@code text}</li>
 *   <li>{@code pressKey}: {@code key} (a KeyCode name such as ENTER, TAB, A, F5) and {@code modifiers}</li>
 *   <li>{@code scroll}: {@code target}, {@code deltaY} (wheel notches, positive scrolls down) and/or
 *       {@code deltaX} (positive scrolls right)</li>
 *   <li>{@code select}: {@code target} (a ComboBox, ChoiceBox, list, table, tree or TabPane) and
 *       {@code item} (its exact text) or {@code index}</li>
 *   <li>{@code expand}, {@code collapse}: {@code target} (a tree row or a TitledPane)</li>
 *   <li>{@code hover}: {@code target}; waits for its tooltip when it has one</li>
 *   <li>{@code drag}: {@code target} to {@code to} (a target) or to screen {@code x},{@code y}</li>
 *   <li>{@code wait}: {@code until}, {@code selector}, {@code scope}, {@code timeoutMs}, as {@code ui_wait}</li>
 * </ul>
 */
@JsonClassDescription("Fields by type: click{target|x,y; button, clickCount, modifiers}; focus{target}; "
        + "typeText{text; target}; setText{target, text}; pressKey{key; modifiers}; scroll{target, deltaY|deltaX}; "
        + "select{target, item|index}; expand, collapse, hover{target}; drag{target, to|x,y}; "
        + "wait{until, selector, scope, timeoutMs} as ui_wait.")
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"type", "target", "x", "y", "button", "clickCount", "text", "key", "modifiers", "deltaX", "deltaY",
        "item", "index", "to", "until", "selector", "scope", "timeoutMs"})
public record ActionSpec(
        @JsonProperty(required = true) Type type,
        Target target,
        @JsonPropertyDescription("Screen x.") Double x,
        @JsonPropertyDescription("Screen y.") Double y,
        ClickButton button,
        @JsonPropertyDescription("2: double click.") @Range(min = 1, max = 3) Integer clickCount,
        String text,
        @JsonPropertyDescription("KeyCode name: ENTER, TAB, ESCAPE, A, F5...") String key,
        @JsonPropertyDescription("SHORTCUT: CTRL, or META on macOS.") List<Modifier> modifiers,
        @JsonPropertyDescription("Wheel notches, positive scrolls right.")
        @Range(min = -ActionSpec.MAX_SCROLL_NOTCHES, max = ActionSpec.MAX_SCROLL_NOTCHES) Integer deltaX,
        @JsonPropertyDescription("Wheel notches, positive scrolls down.")
        @Range(min = -ActionSpec.MAX_SCROLL_NOTCHES, max = ActionSpec.MAX_SCROLL_NOTCHES) Integer deltaY,
        @JsonPropertyDescription("Exact text shown (a table row: first cell, or cells joined \" | \").") String item,
        @Range(min = 0) Integer index,
        Target to,
        WaitRequest.Until until,
        QueryRequest.Selector selector,
        WindowScope scope,
        @Range(min = 1, max = WaitRequest.MAX_TIMEOUT_MS) Integer timeoutMs) {

    /** More than this many wheel notches in one action is a mistake, not a scroll. */
    public static final int MAX_SCROLL_NOTCHES = 100;

    /** What an action does. */
    public enum Type {
        FOCUS("focus"),
        CLICK("click"),
        TYPE_TEXT("typeText"),
        SET_TEXT("setText"),
        PRESS_KEY("pressKey"),
        SCROLL("scroll"),
        SELECT("select"),
        EXPAND("expand"),
        COLLAPSE("collapse"),
        HOVER("hover"),
        DRAG("drag"),
        WAIT("wait");

        private final String wireName;

        Type(String wireName) {
            this.wireName = wireName;
        }

        /** The name in JSON and in messages. */
        @JsonValue
        public String wireName() {
            return wireName;
        }
    }

    /** The mouse button of a click. */
    public enum ClickButton { PRIMARY, SECONDARY, MIDDLE }

    /** A modifier key held during a key press. SHORTCUT is the platform's shortcut key, as in {@code KeyCombination}. */
    public enum Modifier { SHIFT, CTRL, ALT, META, SHORTCUT }

    /** An action of {@code type} on {@code target} with no other field. */
    public static ActionSpec of(Type type, Target target) {
        return new ActionSpec(type, target, null, null, null, null, null, null, null, null, null,
                null, null, null, null, null, null, null);
    }

    public static ActionSpec click(Target target) {
        return of(Type.CLICK, target);
    }

    public static ActionSpec focus(Target target) {
        return of(Type.FOCUS, target);
    }

    public static ActionSpec typeText(String text) {
        return new ActionSpec(Type.TYPE_TEXT, null, null, null, null, null, text, null, null, null, null,
                null, null, null, null, null, null, null);
    }

    public static ActionSpec setText(Target target, String text) {
        return new ActionSpec(Type.SET_TEXT, target, null, null, null, null, text, null, null, null, null,
                null, null, null, null, null, null, null);
    }

    public static ActionSpec pressKey(String key, Modifier... modifiers) {
        return new ActionSpec(Type.PRESS_KEY, null, null, null, null, null, null, key, List.of(modifiers), null, null,
                null, null, null, null, null, null, null);
    }

    public static ActionSpec scroll(Target target, int deltaY) {
        return new ActionSpec(Type.SCROLL, target, null, null, null, null, null, null, null, null, deltaY,
                null, null, null, null, null, null, null);
    }

    public static ActionSpec select(Target target, String item) {
        return new ActionSpec(Type.SELECT, target, null, null, null, null, null, null, null, null, null,
                item, null, null, null, null, null, null);
    }

    public static ActionSpec wait(WaitRequest wait) {
        return new ActionSpec(Type.WAIT, null, null, null, null, null, null, null, null, null, null,
                null, null, null, wait.until(), wait.selector(), wait.scope(), wait.timeoutMs());
    }

    /** The wait this action describes; only for {@code wait}. */
    public WaitRequest waitRequest() {
        return new WaitRequest(until, selector, scope, timeoutMs);
    }
}
