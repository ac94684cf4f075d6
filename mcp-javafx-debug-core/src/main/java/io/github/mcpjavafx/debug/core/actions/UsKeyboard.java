package io.github.mcpjavafx.debug.core.actions;

import javafx.scene.input.KeyCode;

import java.util.HashMap;
import java.util.Map;

/**
 * Which key (and whether SHIFT) types a character on a US keyboard. The robot presses keys, not
 * characters, and the platform turns keys into characters through its keyboard layout; US is
 * what headless test platforms (Monocle) and most CI machines use. Characters without a key
 * here (é, €, 日本, and the brackets) are typed another way, see {@link RobotActions#typeText}.
 */
final class UsKeyboard {

    /** A key to press, with or without SHIFT held. */
    record Stroke(KeyCode key, boolean shift) {
    }

    private static final Map<Character, Stroke> STROKES = new HashMap<>();

    static {
        for (char c = 'a'; c <= 'z'; c++) {
            KeyCode key = KeyCode.valueOf(String.valueOf(Character.toUpperCase(c)));
            STROKES.put(c, new Stroke(key, false));
            STROKES.put(Character.toUpperCase(c), new Stroke(key, true));
        }
        String digits = "0123456789";
        String shiftedDigits = ")!@#$%^&*(";
        for (int i = 0; i < digits.length(); i++) {
            KeyCode key = KeyCode.valueOf("DIGIT" + i);
            STROKES.put(digits.charAt(i), new Stroke(key, false));
            STROKES.put(shiftedDigits.charAt(i), new Stroke(key, true));
        }
        punctuation('-', '_', KeyCode.MINUS);
        punctuation('=', '+', KeyCode.EQUALS);
        // No [ ] { }: Monocle (headless) maps its bracket key to BRACELEFT/BRACERIGHT, so a robot
        // pressing OPEN_BRACKET types nothing there. They take the keyless way, which works everywhere.
        punctuation('\\', '|', KeyCode.BACK_SLASH);
        punctuation(';', ':', KeyCode.SEMICOLON);
        punctuation('\'', '"', KeyCode.QUOTE);
        punctuation(',', '<', KeyCode.COMMA);
        punctuation('.', '>', KeyCode.PERIOD);
        punctuation('/', '?', KeyCode.SLASH);
        punctuation('`', '~', KeyCode.BACK_QUOTE);
        STROKES.put(' ', new Stroke(KeyCode.SPACE, false));
        STROKES.put('\n', new Stroke(KeyCode.ENTER, false));
        STROKES.put('\t', new Stroke(KeyCode.TAB, false));
    }

    private UsKeyboard() {
    }

    /** The stroke that types {@code codePoint}, or {@code null} when no US key does. */
    static Stroke strokeFor(int codePoint) {
        return codePoint > Character.MAX_VALUE ? null : STROKES.get((char) codePoint);
    }

    private static void punctuation(char plain, char shifted, KeyCode key) {
        STROKES.put(plain, new Stroke(key, false));
        STROKES.put(shifted, new Stroke(key, true));
    }
}
