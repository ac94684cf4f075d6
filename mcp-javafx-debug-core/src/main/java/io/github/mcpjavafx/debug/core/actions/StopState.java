package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.UiException;

import java.util.LinkedHashMap;
import java.util.Map;

/** Where an action stood when the UI stopped answering, as a timeout's {@code details.state} tells it. */
enum StopState {

    /** The FX call had started and not finished ({@code FxThread}'s): the action was under way. */
    STILL_RUNNING,
    /** The action's input went in before the UI stopped answering: its handlers ran, or run. */
    INPUT_DELIVERED;

    /** Whether {@code failure} says this state. */
    boolean in(UiException failure) {
        return name().equals(failure.details().get("state"));
    }

    /**
     * The UI stopped answering while or after the input of {@code type} went in: the FX thread's "nothing was
     * changed" speaks of the call that was not picked up, not of the action, whose handlers ran or run. Any other
     * failure as it is.
     */
    static UiException inputDelivered(String type, UiException timeout) {
        if (timeout.code() != ErrorCode.MCP_UI_TIMEOUT || INPUT_DELIVERED.in(timeout)) {
            return timeout;
        }
        Map<String, Object> details = new LinkedHashMap<>(timeout.details());
        details.put("state", INPUT_DELIVERED.name());
        String said = timeout.getMessage();
        int activity = said.indexOf(" The FX thread is "); // FxThread.withActivity's sentence, kept
        return new UiException(ErrorCode.MCP_UI_TIMEOUT, "The " + type + " reached the app, or was reaching it,"
                + " when the UI stopped answering: its handler ran, or may still be running, and may have changed the app."
                + " Take a snapshot to see the current state before acting again; the action is recorded for ui_export_test."
                + (activity < 0 ? "" : said.substring(activity)), details, timeout);
    }
}
