package io.github.mcpjavafx.debug.core.model;

/**
 * Why a tool call failed. Each code has one meaning and one thing an agent should do about it,
 * {@link #nextStep()}, which the agent instructions list.
 */
public enum ErrorCode {

    /** The debug server is off, or actions are switched off (read-only mode). */
    MCP_UI_NOT_ENABLED("actions are switched off on this server (read-only): read the UI only"),
    /** No window is showing, or the requested window index does not exist. */
    MCP_UI_NO_STAGES("no window is showing (or no such stageIndex): wait for the UI, or snapshot stage=all"),
    /** A ref that was never issued, or a path that leads nowhere. */
    MCP_UI_NODE_NOT_FOUND("the uid or path never existed: copy refs from a snapshot or query"),
    /** A uid that was issued, but whose node has left every showing window. Take a new snapshot. */
    MCP_UI_STALE_REF("the node is gone: take a new snapshot and use its refs"),
    /** An action could not be carried out; {@code details.reason} says why. */
    MCP_UI_ACTION_FAILED("details.reason says why (below); details.actionIndex names the failed action, later ones did not run"),
    /** The FX thread did not answer in time (a busy or frozen UI). */
    MCP_UI_TIMEOUT("the UI thread is busy or blocked (often a modal dialog): snapshot stage=all and answer the dialog, or retry"),
    /** Input the tool cannot use: a bad value, a missing or unknown argument, a bad selector, regex or key name. */
    MCP_UI_INVALID_ARGUMENT("fix the argument the message names; its example shows a valid call"),
    /** A bug on our side; the message carries the cause. */
    MCP_UI_INTERNAL("a bug; the server keeps running"),
    /** No JavaFX app of this user serves the debug server (the stdio entry point's). */
    MCP_UI_NO_APP(true, "start the app with the debug server (-javaagent:, the starter or install); ui_app_console, "
            + "ui_app_restart"),
    /** The chosen app has ended and no process of the same app serves yet (the stdio entry point's). */
    MCP_UI_APP_RESTARTING(true, "call again in a few seconds; ui_apps, ui_app_console"),
    /** Several apps serve and none was chosen (the stdio entry point's). */
    MCP_UI_APP_NOT_CHOSEN(true, "choose one with ui_apps select");

    private final boolean ofTheStdioEntry;
    private final String nextStep;

    ErrorCode(String nextStep) {
        this(false, nextStep);
    }

    ErrorCode(boolean ofTheStdioEntry, String nextStep) {
        this.ofTheStdioEntry = ofTheStdioEntry;
        this.nextStep = nextStep;
    }

    /**
     * Whether only the stdio entry point answers it (no app to call): an app's server never does, so its
     * instructions leave it out.
     */
    public boolean ofTheStdioEntry() {
        return ofTheStdioEntry;
    }

    /** What the agent should do about it, in a few words. */
    public String nextStep() {
        return nextStep;
    }
}
