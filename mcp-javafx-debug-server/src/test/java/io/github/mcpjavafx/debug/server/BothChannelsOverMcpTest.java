package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.support.AgentView;
import io.github.mcpjavafx.debug.support.AppOverMcp;
import io.github.mcpjavafx.debug.support.McpTestClient;
import io.github.mcpjavafx.debug.support.OrderFormApp;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;
import java.util.Map;

import static io.github.mcpjavafx.debug.support.McpTestClient.structured;
import static io.github.mcpjavafx.debug.support.McpTestClient.text;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A model reads one channel of a result: the text block (most clients), or {@code JSON.stringify(structuredContent)}
 * (Claude Code). Each carries the same facts, said once, and the JSON costs about what the text costs: the lines a
 * text result is made of are in the JSON as they are, not taken apart into fields that repeat them.
 */
class BothChannelsOverMcpTest {

    /** What the JSON may cost beyond the text: its keys and brackets around the lines. */
    private static final int JSON_FRAME_CHARS = 40;
    /** ...and per character of text: a quote or a line break is two characters in a JSON string. */
    private static final double JSON_PER_TEXT = 1.1;

    @RegisterExtension
    final AppOverMcp app = new AppOverMcp(OrderFormApp::new);

    @Test
    void aSnapshotsWindowLineIsInBothChannels() {
        CallToolResult snapshot = app.client().call("ui_get_snapshot", Map.of());

        String windowLine = text(snapshot).lines().findFirst().orElseThrow();
        assertThat(windowLine).isEqualTo("Stage[0] \"Order form\" focused 640x300");
        assertThat(window(snapshot)).containsEntry("window", windowLine)
                .containsEntry("lines", text(snapshot).substring(windowLine.length() + 1));
    }

    @Test
    void aPerformsRecordedStepsReadTheSameInBothChannels() {
        CallToolResult set = app.client().call("ui_perform", Map.of("actions", List.of(
                Map.of("type", "setText", "target", Map.of("css", "#customerField"), "text", "ACME"))));

        assertThat(set.isError()).as(text(set)).isFalse();
        String recorded = (String) structured(set).get("recorded");
        assertThat(recorded).matches("steps? \\d+(\\.\\.\\d+)?");
        assertThat(text(set).lines()).contains("recorded as " + recorded);
        assertThat(structured(set).get("results")).as("each outcome as the text block's line")
                .isEqualTo(text(set).lines().limit(1).toList());
    }

    @Test
    void aScreenshotsLineIsInBothChannels() {
        CallToolResult shot = app.client().call("ui_screenshot", Map.of());

        String line = text(shot).lines().findFirst().orElseThrow();
        assertThat(line).startsWith("Screenshot of window 0 \"Order form\": PNG 640x300, ");
        assertThat(structured(shot)).containsEntry("screenshot", line).containsEntry("width", 640)
                .containsEntry("height", 300);
    }

    @Test
    void structuredContentCostsAboutWhatTheTextCostsForASnapshotAQueryAndAPerform() {
        McpTestClient client = app.client();
        List<CallToolResult> results = List.of(
                client.call("ui_get_snapshot", Map.of()),
                client.call("ui_query", Map.of("selector", Map.of("css", "#status"))),
                client.call("ui_perform", Map.of("actions", List.of(
                        Map.of("type", "setText", "target", Map.of("css", "#customerField"), "text", "ACME")))));

        SoftAssertions cost = new SoftAssertions();
        for (CallToolResult result : results) {
            String text = AgentView.TEXT.read(result);
            String json = AgentView.STRUCTURED.read(result);
            System.out.printf("text %d chars, structuredContent %d chars: %s%n", text.length(), json.length(), json);
            cost.assertThat(json.length()).as("structuredContent %s for the text%n%s", json, text)
                    .isLessThanOrEqualTo((int) (text.length() * JSON_PER_TEXT) + JSON_FRAME_CHARS);
        }
        cost.assertAll();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> window(CallToolResult snapshot) {
        return ((List<Map<String, Object>>) structured(snapshot).get("windows")).get(0);
    }
}
