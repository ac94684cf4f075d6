package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.core.model.UiBounds;

import java.util.List;

/** The small pieces of the text format: quoting, escaping and cutting texts, numbers, bounds and lists. */
final class TextFormat {

    private TextFormat() {
    }

    /** {@code label @x,y WxH}; nothing for null bounds. */
    static void appendBounds(StringBuilder sb, String label, UiBounds bounds) {
        if (bounds == null) {
            return;
        }
        sb.append(label).append(" @");
        appendNumber(sb, bounds.x());
        sb.append(',');
        appendNumber(sb, bounds.y());
        sb.append(' ');
        appendNumber(sb, bounds.width());
        sb.append('x');
        appendNumber(sb, bounds.height());
    }

    /** A property value: numbers as pixels, strings quoted, lists bracketed. */
    static void appendValue(StringBuilder sb, Object value) {
        if (value instanceof Double d) {
            appendNumber(sb, d);
        } else if (value instanceof String s) {
            appendQuoted(sb, s, TextTreeRenderer.MAX_TEXT);
        } else if (value instanceof List<?> list) {
            sb.append('[');
            for (int i = 0; i < list.size(); i++) {
                sb.append(i == 0 ? "" : ", ").append(list.get(i));
            }
            sb.append(']');
        } else {
            sb.append(value);
        }
    }

    /** {@code [A, *B]}: items unquoted; the one equal to {@code marked} (nullable) is starred. */
    static void appendList(StringBuilder sb, List<String> items, String marked) {
        sb.append('[');
        boolean starred = false;
        for (int i = 0; i < items.size(); i++) {
            sb.append(i == 0 ? "" : ", ");
            String item = items.get(i);
            if (!starred && item.equals(marked)) {
                sb.append('*');
                starred = true;
            }
            appendEscaped(sb, item, TextTreeRenderer.MAX_CELL_TEXT);
        }
        sb.append(']');
    }

    static void appendQuoted(StringBuilder sb, String text, int max) {
        sb.append('"');
        appendEscaped(sb, text, max);
        sb.append('"');
    }

    /** Escapes quotes, backslashes and line breaks; cuts after {@code max} characters with {@code …}. */
    static void appendEscaped(StringBuilder sb, String text, int max) {
        int end = text.length();
        boolean cut = false;
        if (end > max) {
            end = Character.isHighSurrogate(text.charAt(max - 1)) ? max - 2 : max - 1;
            cut = true;
        }
        for (int i = 0; i < end; i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> sb.append(c);
            }
        }
        if (cut) {
            sb.append('…');
        }
    }

    /** Whole numbers without a fraction, others with one decimal: pixels, not precision. */
    static void appendNumber(StringBuilder sb, double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            sb.append((long) value);
        } else {
            sb.append(Math.round(value * 10) / 10.0);
        }
    }

    /** A plain decimal number, written without quotes. */
    static boolean isNumber(String value) {
        int start = value.startsWith("-") ? 1 : 0;
        boolean digits = false;
        boolean dot = false;
        for (int i = start; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c >= '0' && c <= '9') {
                digits = true;
            } else if (c == '.' && !dot) {
                dot = true;
            } else {
                return false;
            }
        }
        return digits;
    }

    /** One space per level: indentation is a third of a deep tree's bytes at two. */
    static void indent(StringBuilder sb, int level) {
        for (int i = 0; i < level; i++) {
            sb.append(' ');
        }
    }

    static String trimLastNewline(StringBuilder sb) {
        int length = sb.length();
        return length > 0 && sb.charAt(length - 1) == '\n' ? sb.substring(0, length - 1) : sb.toString();
    }
}
