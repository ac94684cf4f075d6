package io.github.mcpjavafx.debug.mcp;

/**
 * The {@code instructions} of the {@code initialize} result: a short guide for the agent on how to
 * work with this server and what to do on each error.
 */
public final class AgentInstructions {

    private AgentInstructions() {
    }

    public static String text(boolean allowActions) {
        String workflow = allowActions
                ? """
                This server shows and drives a running JavaFX desktop application.
                Workflow: 1) ui_get_snapshot to see the windows as a text tree; 2) ui_query to find nodes by css \
                (#id, .class, Type), text or predicate; 3) ui_perform to click, type, set text, press keys or scroll; \
                4) verify with ui_get_snapshot or ui_query (ui_screenshot when you need to see pixels).
                """
                : """
                This server shows a running JavaFX desktop application, read-only (actions are switched off).
                Workflow: 1) ui_get_snapshot to see the windows as a text tree; 2) ui_query to find nodes by css \
                (#id, .class, Type), text or predicate; 3) ui_get_node to read one in depth; ui_screenshot to see pixels.
                """;
        return workflow + """
                Refs: every node line carries a uid like u-1f. Pass {"ref": {"uid": "u-1f"}} as a target; uids stay \
                the same for as long as the node lives, across snapshots and relayouts. A target may also be \
                {"css": "#save"} or {"text": "Save"} if it matches exactly one node.
                Snapshot and query lines cut long texts (…); ui_get_node gives a node's full text and value.
                Popups (context menus, combo-box lists, menus) and dialogs are windows: the focused window's snapshot \
                includes them; stage=all lists every window.
                Errors (text "CODE: message", details in structuredContent.error):
                - MCP_UI_STALE_REF: the node is gone; take a new snapshot and use its refs.
                - MCP_UI_NODE_NOT_FOUND: the uid or path never existed; copy refs from a snapshot or query.
                - MCP_UI_ACTION_FAILED: details.reason says why (NO_MATCH, AMBIGUOUS_TARGET with candidates, \
                NOT_VISIBLE, DISABLED, OFF_SCREEN: scroll first, OBSCURED: close what covers it, NO_SCREEN_BOUNDS, \
                UNSUPPORTED_TARGET_TYPE); details.actionIndex names the failed action; later actions did not run.
                - MCP_UI_TIMEOUT: the UI thread is busy or blocked (often a modal dialog); snapshot with stage=all \
                and deal with the dialog, or retry.
                - MCP_UI_NO_STAGES: no window is showing (or no such stageIndex).
                - MCP_UI_INVALID_ARGUMENT: fix the argument the message names (bad selector, regex, key name).
                - MCP_UI_NOT_ENABLED: actions are switched off on this server (read-only mode).
                - MCP_UI_INTERNAL: a bug; the server keeps running.
                """;
    }
}
