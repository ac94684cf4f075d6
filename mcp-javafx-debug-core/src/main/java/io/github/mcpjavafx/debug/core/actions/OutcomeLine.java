package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.text.NodeLine;
import io.github.mcpjavafx.debug.core.text.TextFormat;
import javafx.scene.input.MouseButton;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * The line a {@code ui_perform} result gives for one action: its index, its type, what it was
 * given (a typed text, a key, a point), the node it touched as that node's line reads after the
 * action, and how it ended: {@code #0 click Button#save u-9 "Save": ok},
 * {@code #1 setText "ACME" TextField#customer u-7 text="ACME" prompt="Customer name": ok},
 * {@code #2 pressKey CTRL+S: ok}. Any thread.
 */
final class OutcomeLine {

    private OutcomeLine() {
    }

    /**
     * @param node   the node the action touched, nullable
     * @param result {@code ok}, or why it failed
     */
    static String of(int index, ActionSpec action, UiNode node, String result) {
        StringBuilder line = new StringBuilder().append('#').append(index).append(' ').append(action.type());
        String given = action.accept(new Given());
        if (!given.isEmpty()) {
            line.append(' ').append(given);
        }
        if (node != null) {
            line.append(' ');
            NodeLine.append(line, node);
        }
        return line.append(": ").append(result).toString();
    }

    /**
     * As {@link #of}, for an action that succeeded: the node reads as it did before for the states the
     * action changed, which follow as changes, {@code #2 click Button u-ga "Send": ok (became disabled)},
     * so that the state after is not read as the state the action found.
     *
     * @param before the node's line data before the action, nullable
     * @param after  the same node now, nullable
     */
    static String ofChanged(int index, ActionSpec action, UiNode before, UiNode after, String result) {
        if (before == null || after == null || !Objects.equals(before.uid(), after.uid())) {
            return of(index, action, after, result);
        }
        List<String> became = new ArrayList<>();
        if (before.disabled() != after.disabled()) {
            became.add(after.disabled() ? "disabled" : "enabled");
        }
        if (before.visible() != after.visible()) {
            became.add(after.visible() ? "visible" : "hidden");
        }
        if (UiNode.isCheckState(before.value()) && UiNode.isCheckState(after.value())
                && !before.value().equals(after.value())) {
            became.add(switch (after.value()) {
                case "true" -> "checked";
                case "false" -> "unchecked";
                default -> "indeterminate";
            });
        }
        if (isSet(before.selected()) != isSet(after.selected())) {
            became.add(isSet(after.selected()) ? "selected" : "unselected");
        }
        if (isSet(before.expanded()) != isSet(after.expanded())) {
            became.add(isSet(after.expanded()) ? "expanded" : "collapsed");
        }
        if (became.isEmpty()) {
            return of(index, action, after, result);
        }
        return of(index, action, after.withStatesOf(before), result + " (became " + String.join(", ", became) + ")");
    }

    private static boolean isSet(Boolean flag) {
        return Boolean.TRUE.equals(flag);
    }

    /** What the action was given, as its line shows it; empty when its target says it all. */
    private static final class Given implements ActionSpec.Visitor<String> {

        @Override
        public String click(ActionSpec.Click click) {
            String where = click.target() == null ? "(" + num(click.x()) + "," + num(click.y()) + ")" : "";
            MouseButton button = KeyNames.button(click.button());
            int count = click.clickCount() == null ? 1 : click.clickCount();
            String how = (button == MouseButton.PRIMARY ? "" : button.name()) + (count == 1 ? "" : " x" + count);
            return (where + " " + how).trim();
        }

        @Override
        public String focus(ActionSpec.Focus focus) {
            return "";
        }

        @Override
        public String typeText(ActionSpec.TypeText type) {
            return TextFormat.quoted(type.text());
        }

        @Override
        public String setText(ActionSpec.SetText set) {
            return TextFormat.quoted(set.text());
        }

        @Override
        public String setValue(ActionSpec.SetValue set) {
            return set.property() + "=" + (set.value() instanceof String text ? TextFormat.quoted(text) : set.value());
        }

        @Override
        public String pressKey(ActionSpec.PressKey key) {
            return KeyNames.modifiers(key.modifiers()).stream().map(m -> m.name() + "+").collect(Collectors.joining())
                    + KeyNames.key(key.key()).name();
        }

        @Override
        public String scroll(ActionSpec.Scroll scroll) {
            int deltaY = scroll.deltaY() == null ? 0 : scroll.deltaY();
            int deltaX = scroll.deltaX() == null ? 0 : scroll.deltaX();
            return ((deltaY != 0 ? "deltaY=" + deltaY : "") + " " + (deltaX != 0 ? "deltaX=" + deltaX : "")).trim();
        }

        @Override
        public String select(ActionSpec.Select select) {
            return "";
        }

        @Override
        public String expand(ActionSpec.Expand expand) {
            return "";
        }

        @Override
        public String collapse(ActionSpec.Collapse collapse) {
            return "";
        }

        @Override
        public String hover(ActionSpec.Hover hover) {
            return "";
        }

        @Override
        public String drag(ActionSpec.Drag drag) {
            return "";
        }

        @Override
        public String await(ActionSpec.Wait wait) {
            return "";
        }

        @Override
        public String style(ActionSpec.Style style) {
            List<String> given = new ArrayList<>();
            if (style.stylesheet() != null) {
                given.add("stylesheet " + (style.stylesheetIsCss() ? "(CSS text)" : style.stylesheet()));
            }
            if (style.removeClass() != null) {
                given.add("-" + style.removeClass());
            }
            if (style.addClass() != null) {
                given.add("+" + style.addClass());
            }
            if (style.style() != null) {
                given.add(TextFormat.quoted(style.style()));
            }
            return String.join(" ", given);
        }

        @Override
        public String window(ActionSpec.Window window) {
            List<String> given = new ArrayList<>();
            if (window.close() != null) {
                given.add("close");
            }
            if (window.maximized() != null) {
                given.add(window.maximized() ? "maximize" : "restore");
            }
            if (window.width() != null || window.height() != null) {
                given.add((window.width() == null ? "?" : window.width()) + "x" + (window.height() == null ? "?" : window.height()));
            }
            if (window.x() != null || window.y() != null) {
                given.add("to " + (window.x() == null ? "?" : num(window.x())) + "," + (window.y() == null ? "?" : num(window.y())));
            }
            return String.join(" ", given);
        }
    }

    /** A coordinate as a person reads it: to a tenth of a unit, without a trailing ".0". */
    private static String num(double v) {
        double tenths = Math.round(v * 10) / 10.0;
        return tenths == Math.rint(tenths) ? Long.toString((long) tenths) : Double.toString(tenths);
    }
}
