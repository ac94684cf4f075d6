package io.github.mcpjavafx.debug.stdio;

/**
 * Why a call cannot go to an app now, told to the agent as the contract's errors are:
 * {@code CODE: message}, the message naming the next step.
 */
final class NoAppToCall extends RuntimeException {

    /** No JavaFX app of this user serves the debug server. */
    static final String NO_APP = "MCP_UI_NO_APP";
    /** The chosen app has ended, and no process of the same app serves yet. */
    static final String RESTARTING = "MCP_UI_APP_RESTARTING";
    /** Several apps serve and none was chosen. */
    static final String NOT_CHOSEN = "MCP_UI_APP_NOT_CHOSEN";
    static final String INVALID_ARGUMENT = "MCP_UI_INVALID_ARGUMENT";

    private final String code;

    NoAppToCall(String code, String message) {
        super(message, null, false, false);
        this.code = code;
    }

    String code() {
        return code;
    }
}
