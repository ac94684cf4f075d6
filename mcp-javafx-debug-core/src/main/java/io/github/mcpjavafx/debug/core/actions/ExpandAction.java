package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;

import java.util.List;

/** {@code expand}: opens a tree row or a titled pane. */
final class ExpandAction extends ActionKind<ActionSpec.Expand> {

    @Override
    void check(ActionSpec.Expand expand, ActionChecks checks) {
        checks.require("target", expand.target());
    }

    @Override
    RobotActions.Acted run(ActionSpec.Expand expand, Step step) {
        return RobotActions.Acted.done(step.hands().controls().expand(step.target(), true));
    }

    @Override
    public List<String> replay(ActionSpec.Expand expand, Replay replay) {
        return List.of("expand(" + replay.node() + ", true);");
    }
}
