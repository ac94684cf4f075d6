package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;

import java.util.List;

/** {@code collapse}: closes a tree row or a titled pane. */
final class CollapseAction extends ActionKind<ActionSpec.Collapse> {

    @Override
    void check(ActionSpec.Collapse collapse, ActionChecks checks) {
        checks.require("target", collapse.target());
    }

    @Override
    RobotActions.Acted run(ActionSpec.Collapse collapse, Step step) {
        return RobotActions.Acted.done(step.hands().controls().expand(step.target(), false));
    }

    @Override
    public List<String> replay(ActionSpec.Collapse collapse, Replay replay) {
        return List.of("expand(" + replay.node() + ", false);");
    }
}
