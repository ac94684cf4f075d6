package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;

import java.util.List;

/** {@code hover}: rests the pointer on the target until its tooltip shows. */
final class HoverAction extends ActionKind<ActionSpec.Hover> {

    @Override
    void check(ActionSpec.Hover hover, ActionChecks checks) {
        checks.require("target", hover.target());
    }

    @Override
    RobotActions.Acted run(ActionSpec.Hover hover, Step step) {
        return step.hands().gestures().hover(step.target());
    }

    @Override
    public List<String> replay(ActionSpec.Hover hover, Replay replay) {
        return List.of("moveTo(" + replay.node() + ");");
    }
}
