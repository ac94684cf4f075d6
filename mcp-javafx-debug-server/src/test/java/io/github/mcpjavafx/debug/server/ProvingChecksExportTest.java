package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.core.support.ExportedTests;
import io.github.mcpjavafx.debug.support.AppOverMcp;
import io.github.mcpjavafx.debug.support.PageSwitchApp;
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
 * Each recorded action is followed by a check that failed before it: a page switch's click is proved by its own
 * effect, not by a text both pages show, and the exported test fails when the click is taken out of it.
 */
class ProvingChecksExportTest {

    private static final String TEST = "replay.PageSwitchTest";

    @RegisterExtension
    final AppOverMcp app = new AppOverMcp(PageSwitchApp::new);

    @Test
    void aPageSwitchIsProvedByItsOwnEffectAndTheTestFailsWithoutTheClick() throws Exception {
        CallToolResult idle = app.client().call("ui_perform", Map.of("actions", List.of(
                Map.of("type", "click", "target", Map.of("text", "Overview page")))));
        assertThat(idle.isError()).as(text(idle)).isFalse();
        CallToolResult clicked = app.client().call("ui_perform", Map.of("actions", List.of(
                Map.of("type", "click", "target", Map.of("text", "Details")))));
        assertThat(clicked.isError()).as(text(clicked)).isFalse();
        CallToolResult waited = app.client().call("ui_wait", Map.of("until", "visible", "selector", Map.of("text", "Account")));
        assertThat(waited.isError()).as(text(waited)).isFalse();

        String source = export();
        assertThat(source).as("the click's own effect, the toggle it selected").contains(
                "clickOn(named(\"ToggleButton\", \"Details\"), MouseButton.PRIMARY);",
                "assertEquals(\"true\", valueOf(named(\"ToggleButton\", \"Details\")));");
        assertThat(source).as("the account line showed before the click: it proves nothing")
                .doesNotContain("assertTrue(shown(n -> textOf(n).toLowerCase(Locale.ROOT).contains(\"account\"))")
                .doesNotContain("waitFor(5000")
                .contains("// not a check: visible text contains \"Account\" held before the action too");
        assertThat(source).as("a click that changed nothing gets a comment, not an invented check")
                .contains("// no check of what click on Label \"Overview page\" caused was recorded: nothing here proves it");
        Path kept = Path.of("target/proving-checks");
        ExportedTests.Run replay = ExportedTests.replay(TEST, source, kept, "PageSwitchTest");
        assertThat(replay.passed()).as(replay.output()).isTrue();

        String click = source.lines().filter(line -> line.contains("clickOn(") && line.contains("Details"))
                .findFirst().orElseThrow();
        ExportedTests.Run withoutTheClick = ExportedTests.replay(TEST, source.replace(click, ""), kept, "WithoutTheClick");
        assertThat(withoutTheClick.passed()).as("a mutant without the click must fail:\n" + withoutTheClick.output())
                .isFalse();
    }

    @Test
    void aWaitInTheBatchForWhatShowedBeforeIsNoProofAndOneForThePageItBroughtIs() {
        CallToolResult batch = app.client().call("ui_perform", Map.of("actions", List.of(
                Map.of("type", "click", "target", Map.of("text", "Details")),
                Map.of("type", "wait", "until", "visible", "selector", Map.of("text", "Account")),
                Map.of("type", "wait", "until", "visible", "selector", Map.of("text", "Details page", "match", "equals")))));
        assertThat(batch.isError()).as(text(batch)).isFalse();

        assertThat(export())
                .contains("// not a check: visible text contains \"Account\" held before the action too")
                .contains("WaitForAsyncUtils.waitFor(", "\"Details page\".equals(textOf(n))")
                .doesNotContain("// no change");
    }

    private String export() {
        CallToolResult exported = app.client().call("ui_export_test", Map.of("className", "PageSwitchTest",
                "packageName", "replay", "applicationClass", PageSwitchApp.class.getName()));
        assertThat(exported.isError()).as(text(exported)).isFalse();
        return (String) structured(exported).get("source");
    }
}
