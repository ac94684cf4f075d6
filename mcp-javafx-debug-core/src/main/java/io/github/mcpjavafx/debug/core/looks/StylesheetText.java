package io.github.mcpjavafx.debug.core.looks;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A stylesheet's source read as blocks, in order, with their lines: what JavaFX's parsed {@code Stylesheet}
 * does not keep. The parser makes one rule of each block that is not an {@code @}-rule, in the same order, so
 * the rule at index {@code i} is the block at index {@code i}; where the two disagree (a block the parser
 * dropped), a block that does not declare the property asked for is not taken for the rule.
 */
final class StylesheetText {

    /** One {@code selectors { declarations }} block: its selectors as written, and where it starts. */
    record Block(List<String> selectors, String body, int line, int bodyLine) {

        /** The line of the last declaration of {@code property} in the block, or -1. */
        int lineOf(String property) {
            Matcher m = declaration(property).matcher(body);
            int found = -1;
            while (m.find()) {
                found = bodyLine + count(body, m.start());
            }
            return found;
        }

        /** The value of the last declaration of {@code property} as written, or {@code null}. */
        String valueOf(String property) {
            return StylesheetText.valueOf(body, property);
        }
    }

    private final List<Block> blocks;

    private StylesheetText(List<Block> blocks) {
        this.blocks = blocks;
    }

    /** The block the parser made its {@code index}-th rule of, or {@code null}. */
    Block block(int index) {
        return index >= 0 && index < blocks.size() ? blocks.get(index) : null;
    }

    /** Reads the blocks of a stylesheet's source; comments are skipped, lines counted from 1. */
    static StylesheetText of(String css) {
        String text = withoutComments(css);
        List<Block> blocks = new ArrayList<>();
        int i = 0;
        int open;
        while ((open = text.indexOf('{', i)) >= 0) {
            int close = closing(text, open);
            String head = text.substring(i, open);
            String selectors = head.strip();
            if (!selectors.startsWith("@")) {
                List<String> parts = new ArrayList<>();
                for (String selector : selectors.split(",")) {
                    parts.add(selector.strip().replaceAll("\\s+", " "));
                }
                int headStart = i + head.length() - head.stripLeading().length();
                blocks.add(new Block(parts, text.substring(open + 1, close), 1 + count(text, headStart),
                        1 + count(text, open + 1)));
            }
            i = Math.min(close + 1, text.length());
        }
        return new StylesheetText(blocks);
    }

    /** The value of the last declaration of {@code property} in a block's or an inline style's text, or null. */
    static String valueOf(String declarations, String property) {
        Matcher m = declaration(property).matcher(declarations);
        String value = null;
        while (m.find()) {
            int end = m.end();
            while (end < declarations.length() && declarations.charAt(end) != ';' && declarations.charAt(end) != '}') {
                end++;
            }
            value = declarations.substring(m.end(), end).strip().replaceAll("\\s+", " ");
        }
        return value;
    }

    private static Pattern declaration(String property) {
        return Pattern.compile("(?<![\\w-])" + Pattern.quote(property) + "\\s*:");
    }

    /** The index of the brace that closes the one at {@code open}, nested braces counted. */
    private static int closing(String text, int open) {
        int depth = 0;
        for (int i = open; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '{') {
                depth++;
            } else if (c == '}' && --depth == 0) {
                return i;
            }
        }
        return text.length();
    }

    /** How many line breaks come before {@code end}. */
    private static int count(String text, int end) {
        int lines = 0;
        for (int i = 0; i < end && i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                lines++;
            }
        }
        return lines;
    }

    /** The text with each comment blanked out, its line breaks kept, so lines still count right. */
    static String withoutComments(String css) {
        StringBuilder sb = new StringBuilder(css.length());
        int i = 0;
        while (i < css.length()) {
            if (css.startsWith("/*", i)) {
                int end = css.indexOf("*/", i + 2);
                end = end < 0 ? css.length() : end + 2;
                for (int k = i; k < end; k++) {
                    sb.append(css.charAt(k) == '\n' ? '\n' : ' ');
                }
                i = end;
            } else {
                sb.append(css.charAt(i++));
            }
        }
        return sb.toString();
    }
}
