package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;

import java.util.Collections;
import java.util.List;

/** {@code select}: chooses an item by its shown text or index, through the control's own selection. */
final class SelectAction extends ActionKind<ActionSpec.Select> {

    @Override
    void check(ActionSpec.Select select, ActionChecks checks) {
        checks.require("target", select.target());
        if ((select.item() == null) == (select.index() == null)) {
            throw checks.invalid(null, "needs item (the exact text shown) or index (from 0), one of them.");
        }
    }

    @Override
    RobotActions.Acted run(ActionSpec.Select select, Step step) {
        return RobotActions.Acted.done(step.hands().controls().select(step.target(), select.item(), select.index()));
    }

    @Override
    public List<String> replay(ActionSpec.Select select, Replay replay) {
        return List.of("select(" + replay.node() + ", "
                + (select.item() != null ? replay.literal(select.item()) : "null") + ", "
                + (select.index() != null ? select.index() : -1) + ");");
    }

    @Override
    public List<String> typed(ActionSpec.Select select) {
        return Collections.singletonList(select.item()); // null when chosen by index
    }
}
