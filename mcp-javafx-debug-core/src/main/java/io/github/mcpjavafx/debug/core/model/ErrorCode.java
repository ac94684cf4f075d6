package io.github.mcpjavafx.debug.core.model;

/** Why a tool call failed. Each code has one meaning and one thing an agent should do about it. */
public enum ErrorCode {

    /** The debug server is off, or actions are switched off (read-only mode). */
    MCP_UI_NOT_ENABLED,
    /** No window is showing, or the requested window index does not exist. */
    MCP_UI_NO_STAGES,
    /** A ref that was never issued, or a path that leads nowhere. */
    MCP_UI_NODE_NOT_FOUND,
    /** A uid that was issued, but whose node has left every showing window. Take a new snapshot. */
    MCP_UI_STALE_REF,
    /** An action could not be carried out; {@code details.reason} says why. */
    MCP_UI_ACTION_FAILED,
    /** The FX thread did not answer in time (a busy or frozen UI). */
    MCP_UI_TIMEOUT,
    /** Input the schema lets through but the tool cannot use: a bad selector, regex or key name. */
    MCP_UI_INVALID_ARGUMENT,
    /** A bug on our side; the message carries the cause. */
    MCP_UI_INTERNAL
}
