package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.text.NodeLine;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

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
        String given = ActionKind.of(action).given(action);
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
        String shownAfter = UiNode.shownState(after.shows());
        String shownBefore = UiNode.shownState(before.shows());
        if (shownAfter != null && shownBefore != null && !shownAfter.equals(shownBefore)) {
            became.add(shownAfter); // a custom control's drawn state: a switch tile turned on
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

    /** A coordinate as a person reads it: to a tenth of a unit, without a trailing ".0". */
    static String coordinate(double v) {
        double tenths = Math.round(v * 10) / 10.0;
        return tenths == Math.rint(tenths) ? Long.toString((long) tenths) : Double.toString(tenths);
    }
}
