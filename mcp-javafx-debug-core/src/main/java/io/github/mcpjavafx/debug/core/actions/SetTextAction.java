package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.text.TextFormat;

import java.util.List;

/** {@code setText}: replaces a text input's text (or an editable spinner's, combo box's or date picker's value). */
final class SetTextAction extends ActionKind<ActionSpec.SetText> {

    @Override
    void check(ActionSpec.SetText set, ActionChecks checks) {
        checks.require("target", set.target());
        checks.require("text", set.text());
    }

    @Override
    RobotActions.Acted run(ActionSpec.SetText set, Step step) {
        return RobotActions.Acted.done(step.hands().controls().setText(step.target(), set.text()));
    }

    @Override
    String given(ActionSpec.SetText set) {
        return TextFormat.quoted(set.text());
    }

    @Override
    public List<String> replay(ActionSpec.SetText set, Replay replay) {
        return List.of("setText(" + replay.node() + ", " + replay.literal(set.text()) + ");");
    }

    @Override
    public List<String> typed(ActionSpec.SetText set) {
        return List.of(set.text());
    }
}
