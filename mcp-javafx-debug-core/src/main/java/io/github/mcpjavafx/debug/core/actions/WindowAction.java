package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;

import java.util.ArrayList;
import java.util.List;

/** {@code window}: resizes, moves, maximizes or closes a window (the app may veto a close). */
final class WindowAction extends ActionKind<ActionSpec.Window> {

    @Override
    void check(ActionSpec.Window window, ActionChecks checks) {
        boolean sized = window.width() != null || window.height() != null;
        boolean placed = window.x() != null || window.y() != null;
        if (window.close() != null) {
            if (!window.close() || sized || placed || window.maximized() != null) {
                throw checks.invalid("close", "has close " + window.close() + (window.close() ? " with other changes" : "")
                        + "; close takes true, alone: {\"type\": \"window\", \"close\": true}.");
            }
            return;
        }
        if (!sized && !placed && window.maximized() == null) {
            throw checks.invalid(null, "needs width and height, x and y, maximized, or close: true.");
        }
        if (Boolean.TRUE.equals(window.maximized()) && (sized || placed)) {
            throw checks.invalid("maximized", "has maximized true with a size or place; a maximized window fills the "
                    + "screen: give one of them.");
        }
        positive(checks, "width", window.width());
        positive(checks, "height", window.height());
        if (placed && (window.x() != null && !Double.isFinite(window.x()) || window.y() != null && !Double.isFinite(window.y()))) {
            throw checks.invalid(null, "needs finite screen coordinates x and y.");
        }
    }

    private static void positive(ActionChecks checks, String field, Integer size) {
        if (size != null && (size < 1 || size > ActionSpec.MAX_WINDOW_SIZE)) {
            throw checks.invalid(field, "has " + field + " " + size + "; a window's size is from 1 to "
                    + ActionSpec.MAX_WINDOW_SIZE + " logical units.");
        }
    }

    @Override
    Runnable screenCheck(ActionSpec.Window window) {
        return window.width() != null || window.height() != null ? () -> WindowChanges.requireOnScreen(window) : null;
    }

    @Override
    RobotActions.Acted run(ActionSpec.Window window, Step step) {
        return step.hands().windows().change(window);
    }

    @Override
    String given(ActionSpec.Window window) {
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
            given.add("to " + (window.x() == null ? "?" : OutcomeLine.coordinate(window.x())) + ","
                    + (window.y() == null ? "?" : OutcomeLine.coordinate(window.y())));
        }
        return String.join(" ", given);
    }

    @Override
    public List<String> replay(ActionSpec.Window change, Replay replay) {
        String window = "windowTitled(" + (replay.window() == null ? "null" : replay.literal(replay.window())) + ")";
        if (Boolean.TRUE.equals(change.close())) {
            return List.of("requestClose(" + window + ");");
        }
        List<String> lines = new ArrayList<>();
        if (change.maximized() != null) {
            lines.add("maximizeWindow(" + window + ", " + change.maximized() + ");");
        }
        if (change.width() != null || change.height() != null) {
            lines.add("resizeWindow(" + window + ", " + (change.width() == null ? "-1" : change.width()) + ", "
                    + (change.height() == null ? "-1" : change.height()) + ");");
        }
        if (change.x() != null || change.y() != null) {
            lines.add("// at the screen point recorded");
            lines.add("moveWindow(" + window + ", " + (change.x() == null ? "Double.NaN" : replay.number(change.x())) + ", "
                    + (change.y() == null ? "Double.NaN" : replay.number(change.y())) + ");");
        }
        return lines;
    }
}
