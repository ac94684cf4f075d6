package io.github.mcpjavafx.debug.stdio;

import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.mcp.ToolResults;
import io.github.mcpjavafx.debug.server.ServerInstance;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import tools.jackson.databind.json.JsonMapper;

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
        } catch (UiException refusal) {
            return failure(refusal);
        }
        try {
            return answeredBy(link.call(request), link.instance());
        } catch (McpError refused) {
            // the app's server answered with a protocol error (a tool the new process does not have, say)
            return answeredBy(failure(new UiException(ErrorCode.MCP_UI_INVALID_ARGUMENT, refused.getMessage())), link.instance());
        } catch (RuntimeException noAnswer) {
            // The process ended or stopped answering during the call; whether an action reached it is unknown,
            // so the call is not repeated on a new process.
            chosen.dropped(link);
            return failure(new UiException(ErrorCode.MCP_UI_APP_RESTARTING, ChosenApp.label(link.instance())
                    + " stopped answering during the call (" + noAnswer.getMessage() + "); whether it acted is unknown."
                    + " If it is restarting, call again in a few seconds; ui_apps lists the apps that run now."));
        }
    }

    private static CallToolResult failure(UiException refusal) {
        return ToolResults.failure(refusal, JsonMapper.shared());
    }

    private static CallToolResult answeredBy(CallToolResult result, ServerInstance app) {
        return ToolResults.answeredBy(result, ChosenApp.shortName(app), app.pid());
    }
}
