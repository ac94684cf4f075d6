package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.WaitRequest;

import java.time.LocalDateTime;
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
     * @param batchStart whether it is the first action of its {@code ui_perform} batch: the checks of a batch follow
     *                   all its actions, and prove them together
     */
    record Act(ActionSpec action, NodeFacts target, NodeFacts to, String key, Offset offset, String window,
               boolean batchStart) implements RecordedStep {

        public Act(ActionSpec action, NodeFacts target, NodeFacts to, String key, Offset offset) {
            this(action, target, to, key, offset, null);
        }

        /** An action that is a batch of its own. */
        public Act(ActionSpec action, NodeFacts target, NodeFacts to, String key, Offset offset, String window) {
            this(action, target, to, key, offset, window, true);
        }
    }

    /** A move from a node's centre, in pixels: what survives another screen where the point would not. */
    record Offset(double dx, double dy) {
    }

    /**
     * A wait that held: {@code ui_wait}, or a {@code wait} action of a batch.
     *
     * @param heldBefore whether its condition held already before the action it followed (what it waited for showed
     *                   then, as it shows now), so that it proves nothing the action did; null when unknown
     */
    record Wait(WaitRequest request, Boolean heldBefore) implements RecordedStep {

        /** A wait of unknown state before the action. */
        public Wait(WaitRequest request) {
            this(request, null);
        }
    }

    /**
     * A text an action changed, as it read afterwards.
     *
     * @param kind  which TestFX matchers fit the node
     * @param clock the dates and times of day in it that read as the clock when it was shown (today, now): a
     *              replay shows others there
     * @param before the text it showed before the action, nullable (none, or unknown): a check that would hold for
     *               it too is no proof of the action
     */
    record TextShown(NodeFacts node, TextKind kind, String text, List<String> clock, String before) implements RecordedStep {

        /** A text shown now: its clock's parts are told by the time of day. */
        public TextShown(NodeFacts node, TextKind kind, String text) {
            this(node, kind, text, (String) null);
        }

        /** A text shown now, and the text it showed before the action (nullable). */
        public TextShown(NodeFacts node, TextKind kind, String text, String before) {
            this(node, kind, text, ClockParts.readingAsNow(text, LocalDateTime.now()), before);
        }

        public TextShown(NodeFacts node, TextKind kind, String text, List<String> clock) {
            this(node, kind, text, clock, null);
        }

        @Override
        public NodeFacts checks() {
            return node;
        }
    }

    /** The items a list shows after an action changed them (a move between lists), as their text. */
    record ItemsShown(NodeFacts list, List<String> items) implements RecordedStep {
        @Override
        public NodeFacts checks() {
            return list;
        }
    }

    /**
     * A value an action changed, as it read afterwards.
     *
     * @param property the property read by name: a number ({@code rating}, a slider's {@code value}, a tile's
     *                 {@code currentValue}) or a switch's state ({@code active}); null for a control's value read as text
     * @param value    as shown: {@code 4}, {@code 30.25}; {@code true} (a switch, a check box); {@code Archive} (a choice
     *                 box's item)
     */
    record ValueShown(NodeFacts node, String property, String value) implements RecordedStep {
        @Override
        public NodeFacts checks() {
            return node;
        }
    }

    /**
     * The items a control has selected after an action changed its selection, as their text.
     *
     * @param selection the selection of a custom control, by name ({@code selected}: a segmented button's toggle,
     *                  {@code selectedCountries}); null for a list's, table's or tree's selection model
     */
    record SelectionShown(NodeFacts control, String selection, List<String> items) implements RecordedStep {
        @Override
        public NodeFacts checks() {
            return control;
        }
    }

    /** The items a control with a check model (a CheckComboBox) has checked after an action, as their text. */
    record CheckedShown(NodeFacts control, List<String> items) implements RecordedStep {
        @Override
        public NodeFacts checks() {
            return control;
        }
    }

    /** A window an action opened (a dialog), found again by its title: what the action caused, when no text changed. */
    record WindowShown(String title) implements RecordedStep {
    }

    /** A popup an action opened when none showed (a popover, a context menu): what it caused, when no text changed. */
    record PopupShown() implements RecordedStep {
    }

    /** The popups closed by an action (some showed before it, none after): what it caused, when no text changed. */
    record PopupsClosed() implements RecordedStep {
    }

    /** A whole line the app printed to {@code System.out} while an action ran. */
    record Printed(String line) implements RecordedStep {
    }

    /**
     * A check left out at export: what it reads was seen changing on its own while the session ran (a dashboard's
     * list that re-sorts every few seconds), so a replay would find it otherwise, whatever the actions did.
     *
     * @param what the node it would have read, as a person names it ({@code PrettyListView}, {@code Tile "Clock"})
     */
    record Moving(String what) implements RecordedStep {
    }

    /**
     * A check of a change that came after its action's dispatch (handed back by a thread the action started, or at an
     * animation's end): a replay waits for it to hold before it fails.
     */
    record Late(RecordedStep check) implements RecordedStep {
        @Override
        public NodeFacts checks() {
            return check.checks();
        }
    }

    /** The facts of the node this step checks; null for a step that checks no node (an action, a wait, a printed line). */
    default NodeFacts checks() {
        return null;
    }

    /** The node families TestFX has a {@code hasText} matcher for. */
    enum TextKind { LABELED, TEXT_INPUT, TEXT }
}
