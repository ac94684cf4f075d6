package io.github.mcpjavafx.debug.mcp;

import io.github.mcpjavafx.debug.core.model.ActionTypes;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.FailureReason;

/**
 * The {@code instructions} of the {@code initialize} result: a short guide for the agent on how to
 * work with this server and what to do on each error. The workflow is said once here, so the tool
 * descriptions can stay short; the action types come from
 * {@link ActionTypes}, the error list from {@link ErrorCode} and {@link FailureReason}.
 */
public final class AgentInstructions {

    private AgentInstructions() {
    }

    public static String text(boolean allowActions) {
        StringBuilder text = new StringBuilder(allowActions
                ? """
                This server shows and drives a running JavaFX desktop application.
                Workflow: 1) ui_get_snapshot to see the windows as a text tree (ui_query finds nodes by css, text or \
                predicate); 2) ui_perform to act as a user would: %s; 3) read the consequences in its result (windows opened or closed, \
                focus, changed nodes, the app's exceptions; what keeps changing on its own, such as animations and clocks, is \
                counted apart): no new snapshot needed to know what changed; 4) when the \
                app is busy, ui_wait (or a wait action) until something is visible, hidden or idle, or ui_wait until a \
                target's value changed, instead of sleeping. \
                ui_screenshot when you need pixels. ui_export_test keeps what you did as a TestFX test.
                """.formatted(String.join(", ", ActionTypes.names()))
                : """
                This server shows a running JavaFX desktop application, read-only (actions are switched off).
                Workflow: 1) ui_get_snapshot to see the windows as a text tree; 2) ui_query to find nodes by css \
                (#id, .class, Type), text or predicate; 3) ui_get_node to read one in depth; ui_screenshot to see pixels.
                """);
        text.append("""
                Refs: every node line carries a uid like u-1f. Pass {"ref": {"uid": "u-1f"}} as a target; uids stay \
                the same for as long as the node lives, across snapshots and relayouts. A target may also be \
                {"css": "#save"} or {"text": "Save"} if it matches exactly one node.
                When the person at the app can show you what they mean, ui_pick waits for their click on a node \
                and answers its line and uid.
                Snapshot and query lines cut long texts (…); ui_get_node gives a node's full text and value.
                In a compact snapshot "+N folded" counts children left out (shapes, hidden boilerplate) and "and N \
                more alike" a run of siblings nothing tells apart; mode=full lists them. "drawn" content (a canvas, \
                an image) is seen with ui_screenshot of its uid; "clickable" marks a node with a press handler of its own; "offscreen" a node scrolled out of view or beyond the window's edge (actions scroll it in). "in X u-5 \"Title\"" after a line names the container a node sits in.
                Popups (context menus, combo-box lists, menus) and dialogs are windows: the focused window's snapshot \
                includes them; stage=all lists every window.
                The app's uncaught exceptions and warnings: ui_get_logs. An answer ending "N new errors: ui_get_logs \
                {"sinceSeq": S}" (in JSON: newErrors {count, sinceSeq}) means the app failed since your previous \
                call: make that call to see what broke.
                ui_screenshot {"marks": true} badges each actionable node with its uid; ui_highlight outlines nodes \
                in the live app for a person watching.
                Slow, frozen or janky app: ui_trace (around a ui_perform batch, or for a few seconds) names the app's \
                file:line that holds the FX thread, runLater floods, CSS and layout storms and growing windows.
                Errors (text "CODE: message", the same in structuredContent.error with details):
                """);
        for (ErrorCode code : ErrorCode.values()) {
            if (code.ofTheStdioEntry()) {
                continue;
            }
            text.append("- ").append(code.name()).append(": ").append(code.nextStep()).append('\n');
        }
        text.append("Action failure reasons:");
        for (FailureReason reason : FailureReason.values()) {
            text.append(' ').append(reason.name()).append(" (").append(reason.nextStep()).append(')')
                    .append(reason.ordinal() == FailureReason.values().length - 1 ? ".\n" : ";");
        }
        return text.toString();
    }
}
