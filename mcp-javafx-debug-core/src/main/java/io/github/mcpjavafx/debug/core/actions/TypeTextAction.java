package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.text.TextFormat;

import java.util.ArrayList;
import java.util.List;

/** {@code typeText}: types into the target, or into the focused node, key by key. */
final class TypeTextAction extends ActionKind<ActionSpec.TypeText> {

    @Override
    void check(ActionSpec.TypeText type, ActionChecks checks) {
        if (type.text() == null || type.text().isEmpty()) {
            throw checks.invalid("text", "needs a non-empty text to type.");
        }
    }

    @Override
    RobotActions.Acted run(ActionSpec.TypeText type, Step step) {
        return step.hands().keyboard().typeText(step.target(), type.text());
    }

    @Override
    String given(ActionSpec.TypeText type) {
        return TextFormat.quoted(type.text());
    }

    @Override
    public List<String> replay(ActionSpec.TypeText type, Replay replay) {
        List<String> lines = new ArrayList<>();
        if (type.target() != null) {
            // Clicked as a person would: keys go to the focused window, and a dialog's field may be in another.
            lines.add("clickOn(" + replay.node() + ", MouseButton.PRIMARY);");
        }
        lines.add("write(" + replay.literal(type.text()) + ");");
        return lines;
    }

    @Override
    public List<String> typed(ActionSpec.TypeText type) {
        return List.of(type.text());
    }
}
