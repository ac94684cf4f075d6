package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;

import java.util.List;

/** {@code focus}: gives the target keyboard focus, its window brought to the front. */
final class FocusAction extends ActionKind<ActionSpec.Focus> {

    @Override
    void check(ActionSpec.Focus focus, ActionChecks checks) {
        checks.require("target", focus.target());
    }

    @Override
    RobotActions.Acted run(ActionSpec.Focus focus, Step step) {
        return step.hands().keyboard().focus(step.target());
    }

    @Override
    public List<String> replay(ActionSpec.Focus focus, Replay replay) {
        return List.of("focus(" + replay.node() + ");");
    }
}
