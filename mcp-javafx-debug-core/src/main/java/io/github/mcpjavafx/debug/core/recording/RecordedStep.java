package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.WaitRequest;

import java.util.List;

/**
 * One step of a recorded session, with what a test needs to replay or check it later, when the nodes
 * may be gone: the facts its nodes are found by, chosen into locators only when the test is exported.
 */
public sealed interface RecordedStep {

    /**
     * An action that succeeded, as the agent sent it, with its nodes' facts taken when it ran.
     *
     * @param target the facts of the node acted on, nullable (no target, or it was in no window)
     * @param to     the facts of a drag's drop target, nullable
     * @param key    the {@code KeyCode} constant of a {@code pressKey} ({@code BACK_SPACE} for "Backspace"), nullable
     * @param offset where a drag to a screen point went, from the dragged node's centre; nullable
     * @param window the title of the window a {@code window} action changed, what a replay finds it by; nullable
     */
    record Act(ActionSpec action, NodeFacts target, NodeFacts to, String key, Offset offset, String window)
            implements RecordedStep {

        public Act(ActionSpec action, NodeFacts target, NodeFacts to, String key, Offset offset) {
            this(action, target, to, key, offset, null);
        }

        @Override
        public RecordedStep withNamesChecked() {
            return new Act(action, checked(target), checked(to), key, offset, window);
        }
    }

    /** A move from a node's centre, in pixels: what survives another screen where the point would not. */
    record Offset(double dx, double dy) {
    }

    /** A wait that held: {@code ui_wait}, or a {@code wait} action of a batch. */
    record Wait(WaitRequest request) implements RecordedStep {
    }

    /**
     * A text an action changed, as it read afterwards.
     *
     * @param kind which TestFX matchers fit the node
     */
    record TextShown(NodeFacts node, TextKind kind, String text) implements RecordedStep {
        @Override
        public RecordedStep withNamesChecked() {
            return new TextShown(checked(node), kind, text);
        }
    }

    /** The items a list shows after an action changed them (a move between lists), as their text. */
    record ItemsShown(NodeFacts list, List<String> items) implements RecordedStep {
        @Override
        public RecordedStep withNamesChecked() {
            return new ItemsShown(checked(list), items);
        }
    }

    /**
     * A value an action changed, as it read afterwards.
     *
     * @param property the property read by name as a number: a custom control's own ({@code rating}), a slider's
     *                 {@code value}; null for a control's value read as text
     * @param value    as shown: {@code 4}, {@code 30.25}; {@code Archive} (a choice box's item), {@code true} (a check box)
     */
    record ValueShown(NodeFacts node, String property, String value) implements RecordedStep {
        @Override
        public RecordedStep withNamesChecked() {
            return new ValueShown(checked(node), property, value);
        }
    }

    /** The items a list or tree has selected after an action changed its selection, as their text. */
    record SelectionShown(NodeFacts control, List<String> items) implements RecordedStep {
        @Override
        public RecordedStep withNamesChecked() {
            return new SelectionShown(checked(control), items);
        }
    }

    /** The items a control with a check model (a CheckComboBox) has checked after an action, as their text. */
    record CheckedShown(NodeFacts control, List<String> items) implements RecordedStep {
        @Override
        public RecordedStep withNamesChecked() {
            return new CheckedShown(checked(control), items);
        }
    }

    /** A whole line the app printed to {@code System.out} while an action ran. */
    record Printed(String line) implements RecordedStep {
    }

    /**
     * This step with its nodes' names checked against the showing windows ({@link NodeFacts#namesChecked()}),
     * as the export does; itself when it holds no node. FX thread.
     */
    default RecordedStep withNamesChecked() {
        return this;
    }

    private static NodeFacts checked(NodeFacts facts) {
        return facts == null ? null : facts.namesChecked();
    }

    /** The node families TestFX has a {@code hasText} matcher for. */
    enum TextKind { LABELED, TEXT_INPUT, TEXT }
}
