package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxDebug;
import io.github.mcpjavafx.debug.McpJavafxHandle;
import io.github.mcpjavafx.debug.core.support.ExportedTests;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.support.AgentView;
import io.github.mcpjavafx.debug.support.GreeterApp;
import io.github.mcpjavafx.debug.support.LaunchedGreeter;
import io.github.mcpjavafx.debug.support.McpTestClient;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.ResourceLink;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.List;
import java.util.Map;

import static io.github.mcpjavafx.debug.support.McpTestClient.errorCode;
import static io.github.mcpjavafx.debug.support.McpTestClient.structured;
import static io.github.mcpjavafx.debug.support.McpTestClient.text;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The whole loop of {@code ui_export_test}: an agent drives an app over MCP, exports the session,
 * and the exported source compiles and passes as a TestFX test in a JVM of its own, and fails
 * against the app changed. The source is read as a model reads the result: from the text block
 * alone, and from {@code structuredContent} alone.
 */
class ExportTestOverMcpTest {

    private McpJavafxHandle server;
    private McpTestClient client;
    private Stage stage;

    @BeforeEach
    void showTheAppAndStartTheServer() {
        HeadlessFx.closeAllWindows();
        stage = HeadlessFx.start(new GreeterApp());
        server = McpJavafxDebug.install(McpJavafxConfig.defaults());
        client = McpTestClient.streamable(server.endpoint(), server.token());
    }

    @AfterEach
    void closeAll() {
        client.close();
        server.close();
        HeadlessFx.onFx(() -> {
            stage.hide();
            return null;
        });
    }

    @ParameterizedTest
    @EnumSource(AgentView.class)
    void exportedSessionPassesOnTheAppAndFailsWhenTheGreetingChanges(AgentView view) throws Exception {
        actAsAnAgent();

        long started = System.nanoTime();
        CallToolResult exported = export(GreeterApp.class.getName(), false);
        long exportMs = (System.nanoTime() - started) / 1_000_000;
        String source = sourceAsRead(exported, view);
        assertThat(source).contains("class GreetingFlowTest extends RecordedAppTest",
                "super(" + GreeterApp.class.getName().replace('$', '.') + ".class, Cleanup.STOP_APP, ",
                "clickOn(lookup(\"#name\").queryAs(Node.class)", "write(\"Ada\")", "clickOn(named(\"Button\", \"Greet\")",
                "WaitForAsyncUtils.waitFor(5000", "assertEquals(\"Hello, Ada!\", textOf(lookup(\"#greeting\").queryAs(Node.class)));",
                "// by its position (HBox > Label): nothing names this node", "assertEquals(\"Greeted 1\", textOf(at(");

        assertThat(source.lines().count()).as("the steps alone: the helpers are compiled code").isLessThanOrEqualTo(80);

        started = System.nanoTime();
        Path classes = ExportedTests.compile("com.example.greeter.GreetingFlowTest", source);
        long compileMs = (System.nanoTime() - started) / 1_000_000;
        System.out.printf("ui_export_test (%s): export %d ms, compile %d ms, source %,d characters%n", view,
                exportMs, compileMs, source.length());
        ExportedTests.Run onTheApp = ExportedTests.run("com.example.greeter.GreetingFlowTest", classes);
        assertThat(onTheApp.passed()).as(onTheApp.output()).isTrue();

        String changedSource = sourceAsRead(export(GreeterApp.Changed.class.getName(), false), view);
        Path changedClasses = ExportedTests.compile("com.example.greeter.GreetingFlowTest", changedSource);
        ExportedTests.Run onTheChangedApp = ExportedTests.run("com.example.greeter.GreetingFlowTest", changedClasses);
        assertThat(onTheChangedApp.passed()).as(onTheChangedApp.output()).isFalse();
        assertThat(onTheChangedApp.output()).contains("Hello, Ada!").contains("Goodbye, Ada!");
    }

    @Test
    void resetStartsANewRecordingAfterTheExport() {
        actAsAnAgent();
        CallToolResult first = export(GreeterApp.class.getName(), true);
        assertThat(structured(first)).containsEntry("reset", true);
        assertThat(((Number) structured(first).get("steps")).intValue()).isGreaterThan(3);

        CallToolResult second = export(GreeterApp.class.getName(), false);
        assertThat(structured(second)).containsEntry("steps", 0);
        assertThat(text(second)).contains("fail(\"Nothing was recorded");
    }

    @Test
    void anAppClassThatCannotBeDetectedIsAskedFor() {
        CallToolResult refused = client.call("ui_export_test", Map.of("className", "GreetingFlowTest",
                "packageName", "com.example.greeter"));
        assertThat(errorCode(refused)).isEqualTo("MCP_UI_INVALID_ARGUMENT");
        assertThat(text(refused)).contains("applicationClass", "javafx.application.Application",
                "Candidates seen: ");
    }

    @Test
    void theAppClassIsDetectedWhenJavaFxLaunchedIt() throws Exception {
        ExportedTests.Run launched = ExportedTests.java(ExportedTests.testClasspath(), LaunchedGreeter.class.getName());
        assertThat(launched.output()).contains("detected: " + GreeterApp.class.getName());
    }

    @Test
    void badNamesAreRefusedAndResetNothing() {
        actAsAnAgent();
        CallToolResult badClass = client.call("ui_export_test", Map.of("className", "Greeting Flow",
                "packageName", "com.example.greeter", "applicationClass", GreeterApp.class.getName(), "reset", true));
        assertThat(errorCode(badClass)).isEqualTo("MCP_UI_INVALID_ARGUMENT");
        assertThat(text(badClass)).contains("className");
        CallToolResult notAnApp = client.call("ui_export_test", Map.of("className", "GreetingFlowTest",
                "packageName", "", "applicationClass", String.class.getName(), "reset", true));
        assertThat(text(notAnApp)).contains("applicationClass", "javafx.application.Application");

        Map<String, Object> exported = structured(export(GreeterApp.class.getName(), false));
        assertThat(((Number) exported.get("steps")).intValue()).as("nothing was reset").isGreaterThan(3);
    }

    @Test
    void failedActionsAreNotRecorded() {
        CallToolResult failed = client.call("ui_perform", Map.of("actions", List.of(
                Map.of("type", "click", "target", Map.of("css", "#name")),
                Map.of("type", "click", "target", Map.of("css", "#nothing")))));
        assertThat(failed.isError()).isTrue();
        String source = (String) structured(export(GreeterApp.class.getName(), false)).get("source");
        assertThat(source).contains("clickOn(lookup(\"#name\")").doesNotContain("#nothing");
    }

    @Test
    void anAgentExportsFromTheStepItsFirstActionWasGivenEvenAfterAnotherClientsActions() {
        CallToolResult other = client.call("ui_perform", Map.of("actions", List.of(
                Map.of("type", "click", "target", Map.of("css", "#name")))));
        assertThat(text(other)).containsPattern("recorded as steps? \\d");
        CallToolResult mine = client.call("ui_perform", Map.of("actions", List.of(
                Map.of("type", "click", "target", Map.of("text", "Greet")))));
        long first = recorded(mine)[0];
        assertThat(text(mine)).containsPattern("recorded as steps? " + first + "\\b");

        CallToolResult exported = client.call("ui_export_test", Map.of("className", "GreetingFlowTest",
                "packageName", "com.example.greeter", "applicationClass", GreeterApp.class.getName(), "steps", first + "-"));
        assertThat(text(exported)).startsWith("// GreetingFlowTest: ").contains(" (steps " + first + "-)");
        String source = (String) structured(exported).get("source");
        assertThat(source).contains("clickOn(named(\"Button\", \"Greet\")").doesNotContain("lookup(\"#name\")");

        CallToolResult refused = client.call("ui_export_test", Map.of("className", "GreetingFlowTest",
                "packageName", "", "steps", "0-"));
        assertThat(refused.isError()).isTrue();
    }

    @Test
    void aRangeEndsTheExportAtItsLastStepAndABadRangeIsRefusedResettingNothing() {
        CallToolResult typed = client.call("ui_perform", Map.of("actions", List.of(
                Map.of("type", "click", "target", Map.of("css", "#name")), Map.of("type", "typeText", "text", "Ada"))));
        long lastTyped = recorded(typed)[1];
        client.call("ui_perform", Map.of("actions", List.of(Map.of("type", "click", "target", Map.of("text", "Greet")))));

        CallToolResult typingOnly = client.call("ui_export_test", Map.of("className", "TypingTest", "packageName", "",
                "applicationClass", GreeterApp.class.getName(), "steps", "1-" + lastTyped));
        assertThat(text(typingOnly)).contains("(steps 1-" + lastTyped + ")");
        assertThat((String) structured(typingOnly).get("source")).contains("write(\"Ada\")").doesNotContain("\"Greet\"");

        CallToolResult backwards = client.call("ui_export_test", Map.of("className", "TypingTest", "packageName", "",
                "applicationClass", GreeterApp.class.getName(), "steps", lastTyped + "-" + (lastTyped - 1), "reset", true));
        assertThat(errorCode(backwards)).isEqualTo("MCP_UI_INVALID_ARGUMENT");
        assertThat(text(backwards)).contains(lastTyped + "-" + (lastTyped - 1) + " runs backwards");
        CallToolResult beyond = client.call("ui_export_test", Map.of("className", "TypingTest", "packageName", "",
                "applicationClass", GreeterApp.class.getName(), "steps", "1-" + (lastTyped + 100), "reset", true));
        assertThat(text(beyond)).startsWith("MCP_UI_INVALID_ARGUMENT: steps 1-" + (lastTyped + 100)
                + " goes past the last recorded step: recorded steps are 1..");
        assertThat((String) structured(export(GreeterApp.class.getName(), false)).get("source"))
                .as("the refusals reset nothing").contains("write(\"Ada\")", "named(\"Button\", \"Greet\")");
    }

    @Test
    void severalRangesAreExportedInTheOrderRecordedAndGarbageIsRefusedResettingNothing() {
        CallToolResult typed = client.call("ui_perform", Map.of("actions", List.of(
                Map.of("type", "click", "target", Map.of("css", "#name")), Map.of("type", "typeText", "text", "Ada"))));
        long[] typing = recorded(typed);
        client.call("ui_perform", Map.of("actions", List.of(Map.of("type", "typeText", "text", "Bob"))));
        CallToolResult greeted = client.call("ui_perform", Map.of("actions", List.of(
                Map.of("type", "click", "target", Map.of("text", "Greet")))));
        long[] greeting = recorded(greeted);
        String ranges = greeting[0] + "-" + greeting[1] + "," + typing[0] + "-" + typing[1];

        CallToolResult exported = client.call("ui_export_test", Map.of("className", "TwoTasksTest", "packageName", "",
                "applicationClass", GreeterApp.class.getName(), "steps", ranges));
        assertThat(text(exported)).as(text(exported)).contains(" (steps " + typing[0] + "-" + typing[1]
                + ", " + greeting[0]);
        String source = (String) structured(exported).get("source");
        assertThat(source).contains("write(\"Ada\")", "named(\"Button\", \"Greet\")").doesNotContain("\"Bob\"");
        assertThat(source.indexOf("write(\"Ada\")")).as("in the order recorded").isLessThan(source.indexOf("\"Greet\""));

        for (String bad : List.of("1-3,x", "5-2", "1-4,3-6", "1-100000")) {
            CallToolResult refused = client.call("ui_export_test", Map.of("className", "TwoTasksTest", "packageName", "",
                    "applicationClass", GreeterApp.class.getName(), "steps", bad, "reset", true));
            assertThat(errorCode(refused)).as(bad).isEqualTo("MCP_UI_INVALID_ARGUMENT");
            assertThat(text(refused)).as(bad).contains("steps ");
        }
        assertThat((String) structured(export(GreeterApp.class.getName(), false)).get("source"))
                .as("the refusals reset nothing").contains("write(\"Bob\")");
    }

    @Test
    void theTestIsSavedAsAFileTheResultLinksToSoNoClientRetypesIt() throws Exception {
        actAsAnAgent();
        CallToolResult exported = export(GreeterApp.class.getName(), false);
        String source = (String) structured(exported).get("source");
        Path file = Path.of((String) structured(exported).get("file"));

        assertThat(file).endsWith(Path.of("com", "example", "greeter", "GreetingFlowTest.java"));
        assertThat(Files.readString(file)).isEqualTo(source);
        assertThat(Files.getPosixFilePermissions(file.getParent().getParent().getParent().getParent()))
                .as("only the app's user may read what the session typed").containsExactlyInAnyOrder(
                        PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE, PosixFilePermission.OWNER_EXECUTE);
        assertThat(text(exported).lines().skip(1).findFirst().orElseThrow())
                .isEqualTo("// saved as " + file + ": copy that file under src/test/java/com/example/greeter/");
        ResourceLink link = (ResourceLink) exported.content().get(1);
        assertThat(link.uri()).isEqualTo(file.toUri().toString());
        assertThat(link.name()).isEqualTo("GreetingFlowTest.java");
        assertThat(link.mimeType()).isEqualTo("text/x-java");
        assertThat(exported.content()).as("the source once per channel: the text block and structuredContent").hasSize(2);
    }

    /** Types a name, greets, waits for the note: actions by css, by text, a wait, and changed texts. */
    private void actAsAnAgent() {
        CallToolResult typed = client.call("ui_perform", Map.of("actions", List.of(
                Map.of("type", "click", "target", Map.of("css", "#name")),
                Map.of("type", "typeText", "text", "Ada"))));
        assertThat(typed.isError()).as(text(typed)).isFalse();
        CallToolResult greeted = client.call("ui_perform", Map.of("actions", List.of(
                Map.of("type", "click", "target", Map.of("text", "Greet")))));
        assertThat(text(greeted)).contains("Hello, Ada!");
        CallToolResult waited = client.call("ui_wait", Map.of("until", "visible", "selector", Map.of("text", "Saved")));
        assertThat(waited.isError()).as(text(waited)).isFalse();
    }

    private CallToolResult export(String applicationClass, boolean reset) {
        CallToolResult result = client.call("ui_export_test", Map.of("className", "GreetingFlowTest",
                "packageName", "com.example.greeter", "applicationClass", applicationClass, "reset", reset));
        assertThat(result.isError()).as(text(result)).isFalse();
        return result;
    }

    /**
     * The first and last step a batch was recorded as, read as a model reads them from {@code structuredContent}
     * ({@code "recorded": "steps 12..17"}), checked against the text block's line ({@code recorded as steps 12..17}).
     */
    private static long[] recorded(CallToolResult perform) {
        String recorded = (String) structured(perform).get("recorded");
        assertThat(text(perform)).as("the same line in both channels").contains("\nrecorded as " + recorded + "\n");
        java.util.regex.Matcher steps = java.util.regex.Pattern.compile("steps? (\\d+)(?:\\.\\.(\\d+))?").matcher(recorded);
        assertThat(steps.matches()).as(recorded).isTrue();
        long first = Long.parseLong(steps.group(1));
        return new long[]{first, steps.group(2) == null ? first : Long.parseLong(steps.group(2))};
    }

    /** The source as a model gets it: the text block after its header line, or structuredContent.source. */
    private static String sourceAsRead(CallToolResult result, AgentView view) {
        if (view == AgentView.TEXT) {
            String text = text(result);
            assertThat(text).startsWith("// GreetingFlowTest: ");
            String afterHeader = text.substring(text.indexOf('\n') + 1);
            assertThat(afterHeader).startsWith("// saved as ");
            return afterHeader.substring(afterHeader.indexOf('\n') + 1);
        }
        return (String) structured(result).get("source");
    }
}
