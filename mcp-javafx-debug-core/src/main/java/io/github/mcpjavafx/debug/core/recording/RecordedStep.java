package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.WaitRequest;

/** One step of a recorded session, with what a test needs to replay or check it later, when the nodes may be gone. */
public sealed interface RecordedStep {

    /**
     * An action that succeeded, as the agent sent it, with its nodes' locators taken when it ran.
     *
     * @param target the locator of the node acted on, nullable (no target, or none could be found)
     * @param to     the locator of a drag's drop target, nullable
     * @param key    the {@code KeyCode} constant of a {@code pressKey} ({@code BACK_SPACE} for "Backspace"), nullable
     */
    record Act(ActionSpec action, Locator target, Locator to, String key) implements RecordedStep {
    }

    /** A wait that held: {@code ui_wait}, or a {@code wait} action of a batch. */
    record Wait(WaitRequest request) implements RecordedStep {
    }

    /**
     * A text an action changed, as it read afterwards.
     *
     * @param kind which TestFX matchers fit the node
     */
    record TextShown(Locator node, TextKind kind, String text) implements RecordedStep {
    }

    /** The node families TestFX has a {@code hasText} matcher for. */
    enum TextKind { LABELED, TEXT_INPUT, TEXT }
}
