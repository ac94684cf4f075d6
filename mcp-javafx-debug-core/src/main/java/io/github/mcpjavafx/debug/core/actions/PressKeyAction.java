package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** {@code pressKey}: taps a key in the focused window, modifiers held. */
final class PressKeyAction extends ActionKind<ActionSpec.PressKey> {

    @Override
    void check(ActionSpec.PressKey key, ActionChecks checks) {
        checks.require("key", key.key());
        if (KeyNames.key(key.key()) == null) {
            throw checks.invalid("key", "has unknown key \"" + key.key() + "\"; use a KeyCode name such as "
                    + "ENTER, ESCAPE, TAB, BACK_SPACE, DELETE, UP, PAGE_DOWN, F5, A or DIGIT1.");
        }
    }

    @Override
    RobotActions.Acted run(ActionSpec.PressKey key, Step step) {
        return step.hands().keyboard().pressKey(KeyNames.key(key.key()), KeyNames.modifiers(key.held()));
    }

    @Override
    String given(ActionSpec.PressKey key) {
        return KeyNames.modifiers(key.held()).stream().map(m -> m.name() + "+").collect(Collectors.joining())
                + pressedKey(key);
    }

    @Override
    String pressedKey(ActionSpec.PressKey key) {
        return KeyNames.key(key.key()).name();
    }

    @Override
    public List<String> replay(ActionSpec.PressKey key, Replay replay) {
        List<String> all = new ArrayList<>(key.held().stream().map(KeyNames::testFxKey).toList());
        all.add("KeyCode." + replay.key());
        return List.of("push(" + String.join(", ", all) + ");");
    }
}
