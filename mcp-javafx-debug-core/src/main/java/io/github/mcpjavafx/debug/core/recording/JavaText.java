package io.github.mcpjavafx.debug.core.recording;

/** Java source spelling for the values a recorded test holds. */
final class JavaText {

    private JavaText() {
    }

    /** {@code "a\"b"}: a string literal holding exactly {@code text}. */
    static String literal(String text) {
        StringBuilder sb = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20 || c == 0x7f || Character.isSurrogate(c) || c == '\u2028' || c == '\u2029') {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }

    /** A one-line mention of {@code text} for a comment: no line breaks, and nothing that ends the comment. */
    static String inComment(String text) {
        return text.replaceAll("[\\r\\n\\u2028\\u2029]+", " ").replace("*/", "* /");
    }

    /** {@code 12.5} or {@code 12.0}: a double literal as short as it reads. */
    static String number(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e9 ? Long.toString((long) value) + ".0" : Double.toString(value);
    }
}
