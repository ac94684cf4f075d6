package io.github.mcpjavafx.debug.consumers;

import io.github.mcpjavafx.debug.testsupport.LaunchedApp;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static io.github.mcpjavafx.debug.consumers.UiActions.act;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * On FXSampler, an action's "ok" is true of the app: after the Dialogs sample's Login dialog was filled in and
 * closed, typing into the main window's Search field reaches it, which the app itself then shows (a filtered
 * sample tree), read by a fresh query rather than from the action's own report.
 */
class FxSamplerTruthfulActionsIT {

    @Test
    void typingReachesTheSearchFieldAfterTheLoginDialogClosed() {
        try (LaunchedApp app = FxSampler.startWithTheAgent("fxsampler-truthful")) {
            app.awaitServer(ConsumerAppsIT.SERVER_START);
            McpAgent agent = new McpAgent(app);
            try (agent) {
                agent.initialize();
                String search = AgentChannel.TEXT.uidOn(agent.call("ui_get_snapshot", Map.of()), "TextField", "prompt=\"Search\"");
                ok(agent, act("setText", search, "text", "Dialogs"));
                ok(agent, act("click", AgentChannel.TEXT.uidOn(agent.call("ui_query",
                        Map.of("selector", Map.of("text", "Dialogs", "match", "equals"))), "TreeCell", "\"Dialogs\"", "depth=3")));
                CallToolResult dialog = ok(agent, act("click", AgentChannel.TEXT.uidOn(agent.call("ui_query",
                        Map.of("selector", Map.of("text", "Login", "match", "equals"))), "Button", "\"Login\"")));

                // the click's own result shows what the opened dialog holds, as a model reads it
                String user = AgentChannel.TEXT.uidOn(dialog, "TextField", "prompt=\"User Name\"");
                String password = AgentChannel.TEXT.uidOn(dialog, "PasswordField");
                String login = AgentChannel.TEXT.uidOn(dialog, "shows Button", "\"Login\"");
                CallToolResult loggedIn = ok(agent, act("typeText", user, "text", "alice"),
                        act("typeText", password, "text", "s3cret"), act("click", login));
                assertThat(AgentChannel.TEXT.read(loggedIn)).contains("closed Dialog");

                // typeText adds to a field's text: the search still holds "Dialogs", so it is emptied first
                CallToolResult typed = ok(agent, act("setText", search, "text", ""), act("typeText", search, "text", "rating"));
                assertThat(AgentChannel.TEXT.read(typed)).contains("text=\"rating\"");

                CallToolResult field = agent.call("ui_query", Map.of("selector", Map.of("css", ".text-field")));
                assertThat(AgentChannel.STRUCTURED.read(field)).as("the Search field, read afresh").contains("rating");
                CallToolResult tree = agent.call("ui_query", Map.of("selector", Map.of("text", "Rating", "match", "equals")));
                assertThat(AgentChannel.STRUCTURED.read(tree)).as("the sample tree is filtered to Rating").contains("TreeCell");
                assertThat(app.tail(200)).as("the app printed the dialog's result").contains("Result is alice=s3cret");
            } catch (RuntimeException | AssertionError e) {
                throw new AssertionError("FXSampler failed over MCP at " + agent.lastRequest() + "; its log ("
                        + app.log() + ") says:\n" + app.tail(40), e);
            }
        }
    }

    @SafeVarargs
    private static CallToolResult ok(McpAgent agent, Map<String, Object>... actions) {
        CallToolResult result = agent.call("ui_perform", Map.of("actions", List.of(actions)));
        assertThat(result.isError()).as(AgentChannel.TEXT.read(result)).isFalse();
        return result;
    }
}
