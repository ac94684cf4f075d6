package io.github.mcpjavafx.debug.core.text;

/**
 * The one string escaper. Quotes, backslashes and line breaks are written as {@code \"}, {@code \\},
 * {@code \n}, {@code \r} and {@code \t}, which Java source and JSON both read back. A text an agent
 * reads keeps every other character as it is; a literal also spells out the characters that would
 * break a source file or a JSON body, or hide in one.
 */
public final class StringEscapes {

    private StringEscapes() {
    }

    /** Appends the first {@code end} characters of {@code text} with quotes, backslashes and line breaks escaped. */
    public static void appendEscaped(StringBuilder sb, CharSequence text, int end) {
        append(sb, text, end, false);
    }

    /**
     * {@code "a\"b"}: a Java string literal, and equally a JSON string, holding exactly {@code text}.
     * Other control characters, DEL, lone surrogate halves (every half, so a pair is written as two
     * escapes) and the line and paragraph separators are written as {@code \}{@code uXXXX}.
     */
    public static String literal(String text) {
        StringBuilder sb = new StringBuilder(text.length() + 2).append('"');
        append(sb, text, text.length(), true);
        return sb.append('"').toString();
    }

    private static void append(StringBuilder sb, CharSequence text, int end, boolean spellInvisible) {
        for (int i = 0; i < end; i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (spellInvisible && invisible(c)) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
    }

    private static boolean invisible(char c) {
        return c < 0x20 || c == 0x7f || Character.isSurrogate(c) || c == '\u2028' || c == '\u2029';
    }
}
