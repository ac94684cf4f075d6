package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonTypeName;

import java.util.List;

/**
 * One action of {@code ui_perform}, as the agent sends it: one record per action type, bound from
 * JSON by its {@code type}. Each record is the one declaration of its type: its wire name
 * ({@link JsonTypeName}), what it does ({@link JsonClassDescription}) and its fields, typed and
 * described. The published schema, the tool's description, the agent instructions and the docs are
 * made from these records or checked against them ({@link ActionTypes}).
 *
 * <p>What each type does (its checks, how it runs, its result line, its replay in an exported test) is declared
 * by one class of {@code core.actions} named after its record ({@code ClickAction} for {@link Click}); an optional
 * field's default is given here, once, by a method beside it. Adding a type: {@code docs/development.md}.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "type")
@JsonSubTypes({
        @JsonSubTypes.Type(ActionSpec.Click.class),
        @JsonSubTypes.Type(ActionSpec.Focus.class),
        @JsonSubTypes.Type(ActionSpec.TypeText.class),
        @JsonSubTypes.Type(ActionSpec.SetText.class),
        @JsonSubTypes.Type(ActionSpec.SetValue.class),
        @JsonSubTypes.Type(ActionSpec.PressKey.class),
        @JsonSubTypes.Type(ActionSpec.Scroll.class),
        @JsonSubTypes.Type(ActionSpec.Select.class),
        @JsonSubTypes.Type(ActionSpec.Expand.class),
        @JsonSubTypes.Type(ActionSpec.Collapse.class),
        @JsonSubTypes.Type(ActionSpec.Hover.class),
        @JsonSubTypes.Type(ActionSpec.Drag.class),
        @JsonSubTypes.Type(ActionSpec.Wait.class),
        @JsonSubTypes.Type(ActionSpec.Style.class),
        @JsonSubTypes.Type(ActionSpec.Window.class)})
@JsonInclude(JsonInclude.Include.NON_NULL)
public sealed interface ActionSpec {

    /** A window larger than this, in logical units, is a mistake, not a size. */
    int MAX_WINDOW_SIZE = 100_000;

    /** More than this many wheel notches in one action is a mistake, not a scroll. */
    int MAX_SCROLL_NOTCHES = 100;

    /** The node to act on; {@code null} when the action has none. */
    Target target();

    /** The type's name in JSON and in messages: {@code click}, {@code typeText}, ... */
    default String type() {
        return ActionTypes.nameOf(getClass());
    }

    /** The mouse button of a click. */
    enum ClickButton { PRIMARY, SECONDARY, MIDDLE }

    /** A modifier key held during a key press. SHORTCUT is the platform's shortcut key, as in {@code KeyCombination}. */
    enum Modifier { SHIFT, CTRL, ALT, META, SHORTCUT }

    @JsonTypeName("click")
    @JsonClassDescription("Clicks target, or screen x,y; modifiers held.")
    record Click(
            Target target,
            @JsonPropertyDescription("Screen x.") Double x,
            @JsonPropertyDescription("Screen y.") Double y,
            ClickButton button,
            @JsonPropertyDescription("2: double click.") @Range(min = 1, max = 3) Integer clickCount,
            @JsonPropertyDescription("SHORTCUT: CTRL, or META on macOS.") List<Modifier> modifiers) implements ActionSpec {

        /** The button, {@code PRIMARY} when not given. */
        public ClickButton mouseButton() {
            return button == null ? ClickButton.PRIMARY : button;
        }

        /** How many clicks, 1 when not given. */
        public int clicks() {
            return clickCount == null ? 1 : clickCount;
        }

        /** The modifiers, none when not given. */
        public List<Modifier> held() {
            return modifiers == null ? List.of() : modifiers;
        }
    }

    @JsonTypeName("focus")
    @JsonClassDescription("Focuses target.")
    record Focus(@JsonProperty(required = true) Target target) implements ActionSpec {
    }

    @JsonTypeName("typeText")
    @JsonClassDescription("Types text into target, or the focused node.")
    record TypeText(@JsonProperty(required = true) String text,
                    Target target) implements ActionSpec {
    }

    @JsonTypeName("setText")
    @JsonClassDescription("Sets a text input's text (or an editable spinner/combo/date picker's value).")
    record SetText(@JsonProperty(required = true) Target target,
                   @JsonProperty(required = true) String text) implements ActionSpec {
    }

    @JsonTypeName("setValue")
    @JsonClassDescription("Sets target's property (slider value, rating...) to value.")
    record SetValue(@JsonProperty(required = true) Target target,
                    @JsonProperty(required = true) String property,
                    @JsonProperty(required = true) Object value) implements ActionSpec {
    }

    @JsonTypeName("pressKey")
    @JsonClassDescription("Presses key, modifiers held.")
    record PressKey(
            @JsonProperty(required = true) @JsonPropertyDescription("KeyCode name: ENTER, TAB, ESCAPE, A, F5...") String key,
            @JsonPropertyDescription("SHORTCUT: CTRL, or META on macOS.") List<Modifier> modifiers) implements ActionSpec {
        public Target target() {
            return null;
        }

        /** The modifiers, none when not given. */
        public List<Modifier> held() {
            return modifiers == null ? List.of() : modifiers;
        }
    }

    @JsonTypeName("scroll")
    @JsonClassDescription("Turns the wheel over target.")
    record Scroll(
            @JsonProperty(required = true) Target target,
            @JsonPropertyDescription("Wheel notches, positive scrolls down.")
            @Range(min = -MAX_SCROLL_NOTCHES, max = MAX_SCROLL_NOTCHES) Integer deltaY,
            @JsonPropertyDescription("Positive scrolls right.")
            @Range(min = -MAX_SCROLL_NOTCHES, max = MAX_SCROLL_NOTCHES) Integer deltaX) implements ActionSpec {

        /** Notches down (up when negative), 0 when not given. */
        public int notchesDown() {
            return deltaY == null ? 0 : deltaY;
        }

        /** Notches right (left when negative), 0 when not given. */
        public int notchesRight() {
            return deltaX == null ? 0 : deltaX;
        }
    }

    @JsonTypeName("select")
    @JsonClassDescription("Chooses item or index in a combo/choice box, list, table, tree or tab pane.")
    record Select(
            @JsonProperty(required = true) Target target,
            @JsonPropertyDescription("Exact text shown (a row: first cell or cells joined \" | \").") String item,
            @Range(min = 0) Integer index) implements ActionSpec {
    }

    @JsonTypeName("expand")
    @JsonClassDescription("Expands a tree row or titled pane.")
    record Expand(@JsonProperty(required = true) Target target) implements ActionSpec {
    }

    @JsonTypeName("collapse")
    @JsonClassDescription("The reverse.")
    record Collapse(@JsonProperty(required = true) Target target) implements ActionSpec {
    }

    @JsonTypeName("hover")
    @JsonClassDescription("Rests the pointer on target (its tooltip shows).")
    record Hover(@JsonProperty(required = true) Target target) implements ActionSpec {
    }

    @JsonTypeName("drag")
    @JsonClassDescription("Drags target onto to, or to screen x,y.")
    record Drag(
            @JsonProperty(required = true) Target target,
            Target to,
            @JsonPropertyDescription("Screen x.") Double x,
            @JsonPropertyDescription("Screen y.") Double y) implements ActionSpec {
    }

    @JsonTypeName("wait")
    @JsonClassDescription("Waits as ui_wait does.")
    record Wait(
            @JsonProperty(required = true) WaitRequest.Until until,
            @JsonPropertyDescription("As in ui_query.") QueryRequest.Selector selector,
            WindowScope scope,
            @JsonPropertyDescription("Default 5000.") @Range(min = 1, max = WaitRequest.MAX_TIMEOUT_MS) Integer timeoutMs)
            implements ActionSpec {

        public static Wait of(WaitRequest wait) {
            return new Wait(wait.until(), wait.selector(), wait.scope(), wait.timeoutMs());
        }

        /** The wait this action describes; fails as {@link WaitRequest} does. */
        public WaitRequest request() {
            return new WaitRequest(until, selector, scope, timeoutMs);
        }

        public Target target() {
            return null;
        }
    }

    @JsonTypeName("style")
    @JsonClassDescription("Tries a look live: target's inline style, a class added or removed, or a local stylesheet "
            + "or CSS text added to its scene.")
    record Style(
            @JsonProperty(required = true) Target target,
            String style,
            String addClass,
            String removeClass,
            String stylesheet) implements ActionSpec {

        /** Whether stylesheet is CSS text (rules have braces) rather than a URL. */
        public boolean stylesheetIsCss() {
            return stylesheet != null && stylesheet.indexOf('{') >= 0;
        }
    }

    @JsonTypeName("window")
    @JsonClassDescription("Resizes, moves, maximizes or closes (the app may veto) window stageIndex (default focused).")
    record Window(
            @Range(min = 0) Integer stageIndex,
            @Range(min = 1) Integer width,
            @Range(min = 1) Integer height,
            @JsonPropertyDescription("Screen x.") Double x,
            @JsonPropertyDescription("Screen y.") Double y,
            Boolean maximized,
            Boolean close) implements ActionSpec {
        public Target target() {
            return null;
        }
    }

    static Click click(Target target) {
        return new Click(target, null, null, null, null, null);
    }

    static Focus focus(Target target) {
        return new Focus(target);
    }

    static TypeText typeText(String text) {
        return new TypeText(text, null);
    }

    static SetText setText(Target target, String text) {
        return new SetText(target, text);
    }

    static SetValue setValue(Target target, String property, Object value) {
        return new SetValue(target, property, value);
    }

    static PressKey pressKey(String key, Modifier... modifiers) {
        return new PressKey(key, List.of(modifiers));
    }

    static Scroll scroll(Target target, int deltaY) {
        return new Scroll(target, deltaY, null);
    }

    static Select select(Target target, String item) {
        return new Select(target, item, null);
    }

    static Style inlineStyle(Target target, String style) {
        return new Style(target, style, null, null, null);
    }

    static Style addClass(Target target, String styleClass) {
        return new Style(target, null, styleClass, null, null);
    }

    static Style stylesheet(Target target, String urlOrCss) {
        return new Style(target, null, null, null, urlOrCss);
    }

    static Window resize(Integer stageIndex, int width, int height) {
        return new Window(stageIndex, width, height, null, null, null, null);
    }

    static Window close(Integer stageIndex) {
        return new Window(stageIndex, null, null, null, null, null, true);
    }
}
