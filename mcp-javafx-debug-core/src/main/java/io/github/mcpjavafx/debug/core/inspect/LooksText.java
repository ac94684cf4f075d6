package io.github.mcpjavafx.debug.core.inspect;

import io.github.mcpjavafx.debug.core.model.UiStyle;

import java.util.List;

/** The lines {@code ui_get_node} adds under a node's line for how it looks: unseen, cut, and its styles' origins. */
final class LooksText {

    private LooksText() {
    }

    static String append(String nodeText, String unseen, String cut, List<UiStyle> styles) {
        StringBuilder sb = new StringBuilder(nodeText);
        if (unseen != null) {
            newLine(sb).append("unseen: ").append(unseen);
        }
        if (cut != null) {
            newLine(sb).append("cut: ").append(cut);
        }
        if (styles != null) {
            newLine(sb).append(styles.isEmpty() ? "style: every CSS property at its default" : "style (value: origin):");
            for (UiStyle style : styles) {
                newLine(sb).append("  ").append(style.property());
                if (style.value() != null) {
                    sb.append(' ').append(style.value());
                }
                sb.append(": ").append(style.origin());
                if (style.stylesheet() != null) {
                    sb.append(' ').append(style.stylesheet());
                    if (style.line() != null) {
                        sb.append(':').append(style.line());
                    }
                }
                if (style.selector() != null) {
                    sb.append(" `").append(style.selector()).append('`');
                }
                if (style.declared() != null && !style.declared().equals(style.value())) {
                    sb.append(" declared ").append(style.declared());
                }
                if (style.on() != null) {
                    sb.append(", inherited from ").append(style.on());
                }
            }
        }
        return sb.toString();
    }

    private static StringBuilder newLine(StringBuilder sb) {
        if (!sb.isEmpty() && sb.charAt(sb.length() - 1) != '\n') {
            sb.append('\n');
        }
        return sb;
    }
}
