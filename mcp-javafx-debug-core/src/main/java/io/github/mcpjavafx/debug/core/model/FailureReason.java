package io.github.mcpjavafx.debug.core.model;

/** Why an action failed ({@code details.reason} of {@link ErrorCode#MCP_UI_ACTION_FAILED}). */
public enum FailureReason {
    /** A css or text target matched nothing. */
    NO_MATCH("nothing matches: snapshot or query, then target by ref"),
    /** A css or text target matched more than one node. */
    AMBIGUOUS_TARGET("several match: pick one of the candidates by ref"),
    /** The target has no bounds on screen (not laid out, or its window is not showing). */
    NO_SCREEN_BOUNDS("not laid out or zero size"),
    /** The target or one of its ancestors is invisible. */
    NOT_VISIBLE("it or an ancestor is hidden"),
    /** The target is disabled. */
    DISABLED("enable it first (fill what it needs)"),
    /** The target's center lies outside its window: scroll it into view first. */
    OFF_SCREEN("scroll it into view first"),
    /** A modal dialog is open and keeps input from the target's window: deal with the dialog first. */
    BLOCKED_BY_MODAL("answer the modal dialog first (details.blockedBy)"),
    /** Another node covers the target's center, so a click would land there. */
    OBSCURED("close what covers it"),
    /** The action does not apply to this kind of node (setText on a Button, say). */
    UNSUPPORTED_TARGET_TYPE("this action does not apply to this kind of node"),
    /** The node did not take focus. */
    NOT_FOCUSABLE("it does not take focus"),
    /** Nothing has keyboard focus to type into. */
    NO_FOCUS_OWNER("focus a text input first"),
    /** The text input is not editable. */
    READ_ONLY("the text input is not editable"),
    /** A Spinner, ComboBox or DatePicker could not take the text as its value; it was left as it was. */
    NOT_A_VALUE("write the value as the control shows its values"),
    /**
     * The input did not do what the action implies: a click that landed on another node or window, keys that
     * reached no window of the app, text that did not change. {@code details.receivedBy} names what got it.
     */
    NO_EFFECT("the input went elsewhere (details.receivedBy): deal with that, then retry");

    private final String nextStep;

    FailureReason(String nextStep) {
        this.nextStep = nextStep;
    }

    /** What it means for the agent, in a few words. */
    public String nextStep() {
        return nextStep;
    }
}
