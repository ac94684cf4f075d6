package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;

import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads the key, modifier and mouse-button names an agent sends. Keys are {@link KeyCode} names
 * in any case ({@code ENTER}, {@code enter}, {@code Page Up}, {@code 1}) or a common alias
 * ({@code Esc}, {@code Return}, {@code ArrowUp}); each method returns {@code null} for a name it
 * does not know, so the caller can say which action held it.
 */
final class KeyNames {

    private static final Map<String, KeyCode> KEY_ALIASES = Map.ofEntries(
            Map.entry("RETURN", KeyCode.ENTER),
            Map.entry("ESC", KeyCode.ESCAPE),
            Map.entry("DEL", KeyCode.DELETE),
            Map.entry("INS", KeyCode.INSERT),
            Map.entry("BACKSPACE", KeyCode.BACK_SPACE),
            Map.entry("PGUP", KeyCode.PAGE_UP),
            Map.entry("PAGEUP", KeyCode.PAGE_UP),
            Map.entry("PGDN", KeyCode.PAGE_DOWN),
            Map.entry("PAGEDOWN", KeyCode.PAGE_DOWN),
            Map.entry("ARROWUP", KeyCode.UP),
            Map.entry("ARROWDOWN", KeyCode.DOWN),
            Map.entry("ARROWLEFT", KeyCode.LEFT),
            Map.entry("ARROWRIGHT", KeyCode.RIGHT),
            Map.entry("SPACEBAR", KeyCode.SPACE));

    private KeyNames() {
    }

    /** The key a name stands for, or {@code null}. */
    static KeyCode key(String name) {
        if (name == null || name.isBlank()) {
            return null;
        }
        String trimmed = name.trim();
        String constant = trimmed.toUpperCase(Locale.ROOT).replace(' ', '_').replace('-', '_');
        try {
            return KeyCode.valueOf(constant);
        } catch (IllegalArgumentException notAConstant) {
            // try the alias and the display name ("Page Up", "1") next
        }
        KeyCode alias = KEY_ALIASES.get(constant.replace("_", ""));
        if (alias != null) {
            return alias;
        }
        for (KeyCode code : KeyCode.values()) {
            if (code.getName().equalsIgnoreCase(trimmed)) {
                return code;
            }
        }
        return null;
    }

    /** The key a modifier stands for; SHORTCUT is the platform's shortcut key (META on macOS, CTRL elsewhere). */
    static KeyCode modifier(ActionSpec.Modifier modifier) {
        return switch (modifier) {
            case SHIFT -> KeyCode.SHIFT;
            case CTRL -> KeyCode.CONTROL;
            case ALT -> KeyCode.ALT;
            case META -> KeyCode.META;
            case SHORTCUT -> isMac() ? KeyCode.META : KeyCode.CONTROL;
        };
    }

    /** The distinct modifier keys of {@code modifiers}, in order. */
    static List<KeyCode> modifiers(List<ActionSpec.Modifier> modifiers) {
        List<KeyCode> keys = new ArrayList<>();
        for (ActionSpec.Modifier name : modifiers) {
            KeyCode modifier = modifier(name);
            if (!keys.contains(modifier)) {
                keys.add(modifier);
            }
        }
        return List.copyOf(keys);
    }

    /** The JavaFX button. */
    static MouseButton button(ActionSpec.ClickButton button) {
        return switch (button) {
            case PRIMARY -> MouseButton.PRIMARY;
            case SECONDARY -> MouseButton.SECONDARY;
            case MIDDLE -> MouseButton.MIDDLE;
        };
    }

    /** The {@code KeyCode} constant a TestFX replay presses for a modifier: TestFX presses the platform's for SHORTCUT. */
    static String testFxKey(ActionSpec.Modifier modifier) {
        return "KeyCode." + (modifier == ActionSpec.Modifier.CTRL ? "CONTROL" : modifier.name());
    }

    private static boolean isMac() {
        return System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("mac");
    }
}
