package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;

import java.util.ArrayList;
import java.util.List;

/** {@code scroll}: turns the wheel over the target, the result telling how far its content moved. */
final class ScrollAction extends ActionKind<ActionSpec.Scroll> {

    @Override
    void check(ActionSpec.Scroll scroll, ActionChecks checks) {
        int deltaY = notches(checks, "deltaY", scroll.notchesDown());
        int deltaX = notches(checks, "deltaX", scroll.notchesRight());
        if (deltaX == 0 && deltaY == 0) {
            throw checks.invalid(null, "needs deltaY (wheel notches, positive scrolls down) or deltaX "
                    + "(positive scrolls right), not zero.");
        }
        checks.require("target", scroll.target());
    }

    private static int notches(ActionChecks checks, String field, int value) {
        if (Math.abs(value) > ActionSpec.MAX_SCROLL_NOTCHES) {
            throw checks.invalid(field, "has " + field + " " + value + "; it counts wheel notches: a whole number "
                    + "from -" + ActionSpec.MAX_SCROLL_NOTCHES + " to " + ActionSpec.MAX_SCROLL_NOTCHES + ".");
        }
        return value;
    }

    @Override
    RobotActions.Acted run(ActionSpec.Scroll scroll, Step step) {
        step.scrolling(); // where its content stood: how far it moved is the scroll's effect
        return step.hands().robot().scroll(step.target(), scroll.notchesRight(), scroll.notchesDown());
    }

    @Override
    String given(ActionSpec.Scroll scroll) {
        int deltaY = scroll.notchesDown();
        int deltaX = scroll.notchesRight();
        return ((deltaY != 0 ? "deltaY=" + deltaY : "") + " " + (deltaX != 0 ? "deltaX=" + deltaX : "")).trim();
    }

    @Override
    public List<String> replay(ActionSpec.Scroll scroll, Replay replay) {
        List<String> lines = new ArrayList<>();
        lines.add("moveTo(" + replay.node() + ");");
        int dy = scroll.notchesDown();
        int dx = scroll.notchesRight();
        if (dy != 0) {
            lines.add("scroll(" + Math.abs(dy) + ", VerticalDirection." + (dy > 0 ? "DOWN" : "UP") + ");");
        }
        if (dx != 0) {
            lines.add("scroll(" + Math.abs(dx) + ", HorizontalDirection." + (dx > 0 ? "RIGHT" : "LEFT") + ");");
        }
        return lines;
    }
}
