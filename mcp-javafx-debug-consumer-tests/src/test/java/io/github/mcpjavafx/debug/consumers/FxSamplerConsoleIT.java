package io.github.mcpjavafx.debug.consumers;

import io.github.mcpjavafx.debug.testsupport.LaunchedApp;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static io.github.mcpjavafx.debug.consumers.ConsumerAppsIT.SERVER_START;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What FXSampler prints to its console reaches the agent. Its Rating sample prints {@code Rating = 1.0} when the
 * rating changes; with the server brought by the Java agent (a class loader of its own, but the JVM's one
 * {@code System.out}), the agent reads that line in the click's own result and in {@code ui_get_logs}, in both
 * channels a model may be handed.
 */
class FxSamplerConsoleIT {

    @Test
    void aLineTheRatingSamplePrintsIsSeenInTheClicksResultAndInUiGetLogs() {
        try (LaunchedApp app = FxSampler.startWithTheAgent("fxsampler-console")) {
            app.awaitServer(SERVER_START);
            McpAgent agent = new McpAgent(app);
            try (agent) {
                agent.initialize();
                String search = AgentChannel.TEXT.uidOn(agent.call("ui_get_snapshot", Map.of()), "TextField", "prompt=\"Search\"");
                ok(agent.call("ui_perform", Map.of("actions", List.of(
                        Map.of("type", "setText", "target", Map.of("ref", Map.of("uid", search)), "text", "Rating")))));
                String sample = AgentChannel.TEXT.uidOn(agent.call("ui_query",
                        Map.of("selector", Map.of("text", "Rating", "match", "equals"))), "TreeCell", "\"Rating\"");
                ok(agent.call("ui_perform", Map.of("actions", List.of(
                        Map.of("type", "click", "target", Map.of("ref", Map.of("uid", sample)))))));
                Map<?, ?> last = (Map<?, ?>) agent.call("ui_get_logs", Map.of("limit", 1)).structuredContent();
                long before = ((Number) last.get("lastSeq")).longValue();

                String firstStar = AgentChannel.TEXT.uidOn(agent.call("ui_query",
                        Map.of("selector", Map.of("css", "Rating .button"), "limit", 1)), "u-");
                CallToolResult click = ok(agent.call("ui_perform", Map.of("actions", List.of(
                        Map.of("type", "click", "target", Map.of("ref", Map.of("uid", firstStar)))))));
                CallToolResult logs = agent.call("ui_get_logs", Map.of("sinceSeq", before));

                assertThat(AgentChannel.TEXT.read(click)).as("the click's text").contains("printed out: Rating = 1.0");
                assertThat(AgentChannel.STRUCTURED.read(click)).as("the click's structuredContent alone")
                        .contains("\"printed\":[\"out: Rating = 1.0\"");
                assertThat(AgentChannel.TEXT.read(logs)).as("ui_get_logs' text")
                        .contains(" INFO System.out [JavaFX Application Thread] Rating = 1.0");
                assertThat(AgentChannel.STRUCTURED.read(logs)).as("ui_get_logs' structuredContent alone")
                        .contains("\"stream\":\"out\"", "\"message\":\"Rating = 1.0\"");
            } catch (RuntimeException | AssertionError e) {
                throw new AssertionError("FXSampler failed over MCP at " + agent.lastRequest() + "; its log (" + app.log()
                        + ") says:\n" + app.tail(40), e);
            }
            assertThat(app.tail(400)).as("the app's console still gets the line").contains("Rating = 1.0");
        }
    }

    private static CallToolResult ok(CallToolResult result) {
        assertThat(result.isError()).as(AgentChannel.TEXT.read(result)).isFalse();
        return result;
    }
}
