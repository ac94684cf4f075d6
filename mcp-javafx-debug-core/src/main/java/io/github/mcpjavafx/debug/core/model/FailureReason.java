package io.github.mcpjavafx.debug.core.model;

/** Why an action failed ({@code details.reason} of {@link ErrorCode#MCP_UI_ACTION_FAILED}). */
public enum FailureReason {
    /** A css or text target matched nothing. */
    NO_MATCH,
    /** A css or text target matched more than one node. */
    AMBIGUOUS_TARGET,
    /** The target has no bounds on screen (not laid out, or its window is not showing). */
    NO_SCREEN_BOUNDS,
    /** The target or one of its ancestors is invisible. */
    NOT_VISIBLE,
    /** The target is disabled. */
    DISABLED,
    /** The target's center lies outside its window: scroll it into view first. */
    OFF_SCREEN,
    /** A modal dialog is open and keeps input from the target's window: deal with the dialog first. */
    BLOCKED_BY_MODAL,
    /** Another node covers the target's center, so a click would land there. */
    OBSCURED,
    /** The action does not apply to this kind of node (setText on a Button, say). */
    UNSUPPORTED_TARGET_TYPE,
    /** The node did not take focus. */
    NOT_FOCUSABLE,
    /** Nothing has keyboard focus to type into. */
    NO_FOCUS_OWNER,
    /** The text input is not editable. */
    READ_ONLY
}
