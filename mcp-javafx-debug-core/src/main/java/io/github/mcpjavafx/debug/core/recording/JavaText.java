package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.text.StringEscapes;

/** Java source spelling for the values a recorded test holds. */
final class JavaText {

    private JavaText() {
    }

    /** {@code "a\"b"}: a string literal holding exactly {@code text}. */
    static String literal(String text) {
        return StringEscapes.literal(text);
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
