package io.github.mcpjavafx.debug.core.text;

import io.github.mcpjavafx.debug.core.model.UiBounds;

import java.util.List;

/**
 * The small pieces of the text format: quoting, escaping and cutting texts, numbers, bounds and
 * lists. Every quoted text in every tool is cut at the same length, {@value #MAX_TEXT} characters.
 */
public final class TextFormat {

    /** The one cut length for texts an agent reads: long enough for a row of a table, short enough for a tree. */
    public static final int MAX_TEXT = 80;

    /**
     * The most characters of a request's own text (a selector, a regex) that a result repeats back:
     * the agent knows what it sent, and a text of a million characters must not come back whole.
     */
    public static final int MAX_ECHO = 200;

    /** Indentation is copied from here, up to 64 levels at a time. */
    private static final String SPACES = " ".repeat(64);

    private TextFormat() {
    }

    /** {@code label @x,y WxH}; nothing for null bounds. */
    public static void appendBounds(StringBuilder sb, String label, UiBounds bounds) {
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
            appendQuoted(sb, s);
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
            appendEscaped(sb, item);
        }
        sb.append(']');
    }

    /** {@code "text"}, escaped and cut as {@link #appendEscaped} does. */
    static void appendQuoted(StringBuilder sb, String text) {
        sb.append('"');
        appendEscaped(sb, text);
        sb.append('"');
    }

    /** {@link #appendQuoted} as a string. */
    public static String quoted(String text) {
        StringBuilder sb = new StringBuilder(Math.min(text.length(), MAX_TEXT) + 2);
        appendQuoted(sb, text);
        return sb.toString();
    }

    /** {@code Stage[0]}, {@code Dialog[2]}, {@code Popup[1]}: a window of {@code kind} at {@code index} of the showing windows. */
    public static String windowName(String kind, int index) {
        return switch (kind) {
            case "popup" -> "Popup";
            case "dialog" -> "Dialog";
            default -> "Stage";
        } + "[" + index + "]";
    }

    /**
     * How a result names a window, the one way: {@code Stage[0] "Orders"}, {@code Popup[1] ContextMenu}, then
     * {@code modal} and its owner's place ({@code title} and {@code owner} nullable: none). A snapshot's window line says
     * {@code owner=0 modal} ({@code ownerFirst}), what an action opened or closed {@code modal owner=0}: each output
     * keeps the order its readers know.
     */
    public static void appendWindowLabel(StringBuilder sb, String kind, int index, String type, String title,
                                         boolean modal, Integer owner, boolean ownerFirst) {
        sb.append(windowName(kind, index)).append("popup".equals(kind) ? " " + type : "");
        if (title != null) {
            sb.append(' ');
            appendQuoted(sb, title);
        }
        String ownerPart = owner == null ? "" : " owner=" + owner;
        sb.append(ownerFirst ? ownerPart : "").append(modal ? " modal" : "").append(ownerFirst ? "" : ownerPart);
    }

    /**
     * A request's text as a result repeats it: itself when it has at most {@value #MAX_ECHO}
     * characters, otherwise its start and {@code … (N characters)}. Not escaped, so that a regex
     * reads as it was written.
     */
    public static String echoed(String text) {
        if (text.length() <= MAX_ECHO) {
            return text;
        }
        int end = MAX_ECHO - 1;
        if (Character.isHighSurrogate(text.charAt(end - 1))) {
            end--;
        }
        return text.substring(0, end) + "… (" + grouped(text.length()) + " characters)";
    }

    /**
     * Escapes quotes, backslashes and line breaks. A text longer than {@value #MAX_TEXT} characters
     * keeps its first {@code MAX_TEXT - 1} and ends with {@code …}, one character shorter when that
     * would keep only the first half of a surrogate pair (an emoji is shown whole or not at all).
     */
    static void appendEscaped(StringBuilder sb, String text) {
        int end = text.length();
        boolean cut = false;
        if (end > MAX_TEXT) {
            end = MAX_TEXT - 1;
            if (Character.isHighSurrogate(text.charAt(end - 1))) {
                end--;
            }
            cut = true;
        }
        StringEscapes.appendEscaped(sb, text, end);
        if (cut) {
            sb.append('…');
        }
    }

    /** A number as {@link #appendNumber} writes it. */
    public static String number(double value) {
        StringBuilder sb = new StringBuilder(8);
        appendNumber(sb, value);
        return sb.toString();
    }

    /** Whole numbers without a fraction, others with one decimal: pixels, not precision. */
    static void appendNumber(StringBuilder sb, double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            sb.append((long) value);
        } else {
            sb.append(Math.round(value * 10) / 10.0);
        }
    }

    /**
     * {@code 12,345}: a count with a comma between groups of three digits, as {@code %,d} writes it in
     * the root locale, without a formatter (a large snapshot writes one per cut subtree).
     */
    static String grouped(long count) {
        String digits = Long.toString(count);
        int sign = count < 0 ? 1 : 0;
        int length = digits.length() - sign;
        StringBuilder sb = new StringBuilder(digits.length() + length / 3);
        sb.append(digits, 0, sign);
        for (int i = 0; i < length; i++) {
            if (i > 0 && (length - i) % 3 == 0) {
                sb.append(',');
            }
            sb.append(digits.charAt(sign + i));
        }
        return sb.toString();
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

    /**
     * What a line ending with a newline costs in the larger of the two channels a model may read:
     * the text block, or the same line inside a JSON string ({@code JSON.stringify(structuredContent)}),
     * where each quote, backslash and newline takes two characters and another control character six.
     */
    static long channelChars(String line) {
        long chars = line.length() + 2L;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"' || c == '\\' || c == '\n' || c == '\r' || c == '\t' || c == '\b' || c == '\f') {
                chars++;
            } else if (c < 0x20) {
                chars += 5;
            }
        }
        return chars;
    }

    /** One space per level: indentation is a third of a deep tree's bytes at two. */
    static void indent(StringBuilder sb, int level) {
        for (int left = level; left > 0; left -= SPACES.length()) {
            sb.append(SPACES, 0, Math.min(left, SPACES.length()));
        }
    }

    static String trimLastNewline(StringBuilder sb) {
        int length = sb.length();
        return length > 0 && sb.charAt(length - 1) == '\n' ? sb.substring(0, length - 1) : sb.toString();
    }
}
