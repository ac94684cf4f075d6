package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.text.NodeLine;
import io.github.mcpjavafx.debug.core.text.TextFormat;
import javafx.scene.input.MouseButton;

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
    static String of(int index, PlannedAction action, UiNode node, String result) {
        StringBuilder line = new StringBuilder().append('#').append(index).append(' ').append(action.type());
        String given = givenOf(action);
        if (!given.isEmpty()) {
            line.append(' ').append(given);
        }
        if (node != null) {
            line.append(' ');
            NodeLine.append(line, node);
        }
        return line.append(": ").append(result).toString();
    }

    private static String givenOf(PlannedAction action) {
        if (action instanceof PlannedAction.Click click) {
            String where = click.target() == null ? "(" + num(click.x()) + "," + num(click.y()) + ")" : "";
            String how = (click.button() == MouseButton.PRIMARY ? "" : click.button().name())
                    + (click.clickCount() == 1 ? "" : " x" + click.clickCount());
            return (where + " " + how).trim();
        }
        if (action instanceof PlannedAction.TypeText type) {
            return TextFormat.quoted(type.text());
        }
        if (action instanceof PlannedAction.SetText set) {
            return TextFormat.quoted(set.text());
        }
        if (action instanceof PlannedAction.PressKey key) {
            return key.modifiers().stream().map(Enum::name).map(m -> m + "+").collect(Collectors.joining())
                    + key.key().name();
        }
        if (action instanceof PlannedAction.Scroll scroll) {
            return ((scroll.deltaY() != 0 ? "deltaY=" + scroll.deltaY() : "") + " "
                    + (scroll.deltaX() != 0 ? "deltaX=" + scroll.deltaX() : "")).trim();
        }
        return "";
    }

    private static String num(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }
}
