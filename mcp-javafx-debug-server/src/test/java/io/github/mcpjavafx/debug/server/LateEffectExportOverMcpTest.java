package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.core.support.ExportedTests;
import io.github.mcpjavafx.debug.support.AppOverMcp;
import io.github.mcpjavafx.debug.support.SuggestionsApp;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static io.github.mcpjavafx.debug.support.McpTestClient.structured;
import static io.github.mcpjavafx.debug.support.McpTestClient.text;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A late effect through a thread the action started is the action's, in its answer and in the exported test: typing
 * into an auto-complete field answers with the suggestions its lookup thread shows a moment later, and the export
 * waits for them before it checks them, so that it passes in a replay, where a check right after the typing fails.
 */
class LateEffectExportOverMcpTest {

    private static final String TEST = "replay.SuggestionsTest";

    @RegisterExtension
    final AppOverMcp app = new AppOverMcp(SuggestionsApp::new);

    @Test
    void theSuggestionsALookupThreadShowsAreTheTypingsEffectAndTheExportWaitsForThem() throws Exception {
        CallToolResult typed = app.client().call("ui_perform", Map.of("actions", List.of(
                Map.of("type", "typeText", "text", "Co", "target", Map.of("css", "#drink")))));
        assertThat(text(typed)).as("the typing's answer").contains("opened Popup[1]")
                .contains("\"Costa\"").contains("3 suggestions for Co");

        CallToolResult exported = app.client().call("ui_export_test", Map.of("className", "SuggestionsTest",
                "packageName", "replay", "applicationClass", SuggestionsApp.class.getName()));
        assertThat(exported.isError()).as(text(exported)).isFalse();
        String source = (String) structured(exported).get("source");
        String check = "assertEquals(\"3 suggestions for Co\", textOf(lookup(\"#suggested\")";
        assertThat(source).as("the late effect is waited for, then checked").contains("eventually(() -> " + check);

        Path kept = Path.of("target/late-effect");
        ExportedTests.Run replay = ExportedTests.replay(TEST, source, kept, "SuggestionsTest");
        assertThat(replay.passed()).as(replay.output()).isTrue();

        String mutant = source.replaceAll("eventually\\(\\(\\) -> (assertEquals\\(\"3 suggestions for Co\".*)\\);",
                "$1;");
        assertThat(mutant).as("the mutant checks at once").isNotEqualTo(source);
        ExportedTests.Run atOnce = ExportedTests.replay(TEST, mutant, kept, "CheckedAtOnce");
        assertThat(atOnce.passed()).as("a check right after the typing fails:\n" + atOnce.output()).isFalse();
    }
}
