package io.github.mcpjavafx.debug.stdio;

import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;

/** Sends a tool call to the chosen app's server and hands back its answer, or says why no app could take it. */
final class CallForwarder {

    private final ChosenApp chosen;

    CallForwarder(ChosenApp chosen) {
        this.chosen = chosen;
    }

    CallToolResult call(CallToolRequest request) {
        AppLink link;
        try {
            link = chosen.link();
        } catch (NoAppToCall refusal) {
            return ProxyResults.error(refusal);
        }
        try {
            return ProxyResults.fromApp(link.call(request), link.instance());
        } catch (McpError refused) {
            // the app's server answered with a protocol error (a tool the new process does not have, say)
            return ProxyResults.fromApp(ProxyResults.error("MCP_UI_INVALID_ARGUMENT", refused.getMessage()), link.instance());
        } catch (RuntimeException noAnswer) {
            // The process ended or stopped answering during the call; whether an action reached it is unknown,
            // so the call is not repeated on a new process.
            chosen.dropped(link);
            return ProxyResults.error(NoAppToCall.RESTARTING, ChosenApp.label(link.instance())
                    + " stopped answering during the call (" + noAnswer.getMessage() + "); whether it acted is unknown."
                    + " If it is restarting, call again in a few seconds; ui_apps lists the apps that run now.");
        }
    }
}
