package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.model.WaitRequest;

import java.util.List;

/** {@code wait}: waits between two actions as {@code ui_wait} does, off the FX thread. */
final class WaitAction extends ActionKind<ActionSpec.Wait> {

    @Override
    void check(ActionSpec.Wait wait, ActionChecks checks) {
        try {
            wait.request();
        } catch (UiException e) {
            throw checks.invalid(null, e.getMessage());
        }
    }

    @Override
    WaitRequest awaits(ActionSpec.Wait wait) {
        return wait.request();
    }

    @Override
    RobotActions.Acted run(ActionSpec.Wait wait, Step step) {
        throw new IllegalStateException("a wait is awaited between steps, never run on the FX thread");
    }

    @Override
    public List<String> replay(ActionSpec.Wait wait, Replay replay) {
        return replay.waitFor(wait.request());
    }
}
