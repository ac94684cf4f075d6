package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;

/**
 * One action of {@code ui_perform}, as the agent sends it. Which fields apply depends on
 * {@code type}; the engine checks that the ones it needs are there.
 *
 * <ul>
 *   <li>{@code focus}: {@code target}</li>
 *   <li>{@code click}: {@code target}, or {@code x},{@code y} in screen coordinates; optional
 *       {@code button} (PRIMARY, SECONDARY, MIDDLE) and {@code clickCount} (1..3)</li>
 *   <li>{@code typeText}: {@code text}, typed into the focused node (optionally focus {@code target} first)</li>
 *   <li>{@code setText}: {@code target} (a text input) and {@code text}</li>
 *   <li>{@code pressKey}: {@code key} (a KeyCode name such as ENTER, TAB, A, F5) and {@code modifiers}
 *       (SHIFT, CTRL, ALT, META, SHORTCUT)</li>
 *   <li>{@code scroll}: {@code target}, {@code deltaY} (wheel notches, positive scrolls down) and/or
 *       {@code deltaX} (positive scrolls right)</li>
 * </ul>
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"type", "target", "x", "y", "button", "clickCount", "text", "key", "modifiers", "deltaX", "deltaY"})
public record ActionSpec(
        String type,
        Target target,
        Double x,
        Double y,
        String button,
        Integer clickCount,
        String text,
        String key,
        List<String> modifiers,
        Double deltaX,
        Double deltaY) {

    public static ActionSpec click(Target target) {
        return new ActionSpec("click", target, null, null, null, null, null, null, null, null, null);
    }

    public static ActionSpec focus(Target target) {
        return new ActionSpec("focus", target, null, null, null, null, null, null, null, null, null);
    }

    public static ActionSpec typeText(String text) {
        return new ActionSpec("typeText", null, null, null, null, null, text, null, null, null, null);
    }

    public static ActionSpec setText(Target target, String text) {
        return new ActionSpec("setText", target, null, null, null, null, text, null, null, null, null);
    }

    public static ActionSpec pressKey(String key, String... modifiers) {
        return new ActionSpec("pressKey", null, null, null, null, null, null, key, List.of(modifiers), null, null);
    }

    public static ActionSpec scroll(Target target, double deltaY) {
        return new ActionSpec("scroll", target, null, null, null, null, null, null, null, null, deltaY);
    }
}
