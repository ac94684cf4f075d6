package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.text.TextFormat;

import java.util.List;

/** {@code setValue}: sets a control's property by name (a slider's value, a rating). */
final class SetValueAction extends ActionKind<ActionSpec.SetValue> {

    @Override
    void check(ActionSpec.SetValue set, ActionChecks checks) {
        checks.require("target", set.target());
        if (set.property() == null || set.property().isBlank()) {
            throw checks.invalid("property", "needs property: a property name such as value, rating or lowValue.");
        }
        if (!(set.value() instanceof Number || set.value() instanceof Boolean || set.value() instanceof String)) {
            throw checks.invalid("value", "needs value: a number, true or false, a text or an enum constant's name.");
        }
    }

    @Override
    RobotActions.Acted run(ActionSpec.SetValue set, Step step) {
        return RobotActions.Acted.done(step.hands().controls().setValue(step.target(), set.property(), set.value()));
    }

    @Override
    String given(ActionSpec.SetValue set) {
        return set.property() + "=" + (set.value() instanceof String text ? TextFormat.quoted(text) : set.value());
    }

    @Override
    public List<String> replay(ActionSpec.SetValue set, Replay replay) {
        Object value = set.value();
        String literal = value instanceof String text ? replay.literal(text)
                : value instanceof Number number ? replay.number(number.doubleValue()) : String.valueOf(value);
        return List.of("setValue(" + replay.node() + ", " + replay.literal(set.property()) + ", " + literal + ");");
    }

    @Override
    public List<String> typed(ActionSpec.SetValue set) {
        return List.of(String.valueOf(set.value()));
    }
}
