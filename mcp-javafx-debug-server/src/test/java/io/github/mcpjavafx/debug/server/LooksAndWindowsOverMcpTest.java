package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxDebug;
import io.github.mcpjavafx.debug.McpJavafxHandle;
import io.github.mcpjavafx.debug.core.support.ExportedTests;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.support.AgentView;
import io.github.mcpjavafx.debug.support.McpTestClient;
import io.github.mcpjavafx.debug.support.OrderFormApp;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import javafx.scene.control.Label;
import javafx.scene.paint.Color;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static io.github.mcpjavafx.debug.support.McpTestClient.errorCode;
import static io.github.mcpjavafx.debug.support.McpTestClient.structured;
import static io.github.mcpjavafx.debug.support.McpTestClient.text;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Looks tried live and windows handled as a person does, over MCP with the SDK's client: an agent finds which
 * texts a smaller window cuts, tries a style and reads where the value now comes from, closes a window the app
 * may keep open, and exports it all as a test that replays. Each result is read as a model reads it, from the text
 * block alone and from {@code structuredContent} alone; each claim is checked on the app itself.
 */
class LooksAndWindowsOverMcpTest {

    private McpJavafxHandle server;
    private McpTestClient client;
    private OrderFormApp app;
    private Stage stage;

    @BeforeEach
    void showTheFormAndStartTheServer() {
        HeadlessFx.closeAllWindows();
        app = new OrderFormApp();
        stage = HeadlessFx.start(app);
        server = McpJavafxDebug.install(McpJavafxConfig.defaults());
        client = McpTestClient.streamable(server.endpoint(), server.token());
    }

    @AfterEach
    void closeAll() {
        client.close();
        server.close();
        HeadlessFx.closeAllWindows();
    }

    /** Does the form fit at 260x200? One call answers which texts are cut; a second reads one of them. */
    @ParameterizedTest
    @EnumSource(AgentView.class)
    void aResizeNamesTheTextsItCutsAndTheNodeSaysHowMuch(AgentView view) {
        CallToolResult resized = perform(Map.of("type", "window", "width", 260, "height", 200));

        String answer = view.read(resized);
        System.out.printf("window 260x200 (%s): %,d characters%n", view, answer.length());
        assertThat(answer).contains("window 260x200: ok, Stage[0] ", "Order form", " 260x200 at 100,100 (was 640x",
                "1 text cut: Label#customer ");
        assertThat(HeadlessFx.onFx(stage::getWidth)).isEqualTo(260.0);
        assertThat(shownText("#customer")).as("the app shows the label cut").endsWith("...")
                .isNotEqualTo("Customer name and billing address");

        String uid = view.uidOn(resized, "Label#customer");
        CallToolResult node = client.call("ui_get_node", Map.of("target", Map.of("ref", Map.of("uid", uid))));
        assertThat(view.read(node)).contains("its text is cut: it shows ", "of width and has ");
    }

    @ParameterizedTest
    @EnumSource(AgentView.class)
    void aStyleTriedLiveTakesEffectAndTheNodeNamesItsOrigin(AgentView view) {
        CallToolResult inline = perform(Map.of("type", "style", "target", Map.of("css", "#status"),
                "style", "-fx-text-fill: #2e7d32"));
        assertThat(view.read(inline)).contains("style ", "Label#status ", "ok, -fx-text-fill #333333 → #2e7d32");
        assertThat(textFill("#status")).isEqualTo(Color.web("#2e7d32"));
        assertThat(view.read(style("#status"))).containsPattern(origin(view, "#2e7d32", "inline", ""));

        CallToolResult sheet = perform(Map.of("type", "style", "target", Map.of("css", "#status"), "style", "",
                "stylesheet", "#status {\n  -fx-text-fill: #d32f2f;\n}\n"));
        System.out.printf("style with a stylesheet (%s): %,d characters%n", view, view.read(sheet).length());
        assertThat(view.read(sheet)).contains("added live-", ".css to its scene", "-fx-text-fill #2e7d32 → #d32f2f");
        assertThat(textFill("#status")).isEqualTo(Color.web("#d32f2f"));
        assertThat(view.read(style("#status"))).containsPattern(origin(view, "#d32f2f", "stylesheet", "live-\\d+\\.css:2"));
    }

    @ParameterizedTest
    @EnumSource(AgentView.class)
    void aCloseRunsTheAppsHandlerWhichMayKeepTheWindowOpen(AgentView view) {
        app.vetoClose = true;
        CallToolResult vetoed = perform(Map.of("type", "window", "close", true));
        assertThat(view.read(vetoed)).contains("window close: ok, but Stage[0] ", " stays open: the app's onCloseRequest "
                + "consumed the close request (vetoed it)");
        assertThat(app.closeRequests).hasValue(1);
        assertThat(HeadlessFx.onFx(stage::isShowing)).isTrue();

        app.vetoClose = false;
        CallToolResult closed = perform(Map.of("type", "window", "stageIndex", 0, "close", true));
        assertThat(view.read(closed)).contains("window close: ok, Stage[0] ", " closed (its onCloseRequest, if any, let it)",
                view == AgentView.TEXT ? "\nclosed Stage[0] " : "\"closed\":[\"Stage[0] ");
        assertThat(app.closeRequests).hasValue(2);
        assertThat(HeadlessFx.onFx(stage::isShowing)).isFalse();
    }

    @Test
    void badInputIsRefusedPlainlyAndChangesNothing() {
        CallToolResult noWindow = client.call("ui_perform", Map.of("actions", List.of(
                Map.of("type", "window", "stageIndex", 9, "width", 300, "height", 200))));
        CallToolResult negative = client.call("ui_perform", Map.of("actions", List.of(
                Map.of("type", "window", "width", -5, "height", 200))));
        CallToolResult tooLarge = client.call("ui_perform", Map.of("actions", List.of(
                Map.of("type", "window", "width", 300, "height", 9000))));
        CallToolResult badCss = client.call("ui_perform", Map.of("actions", List.of(
                Map.of("type", "style", "target", Map.of("css", "#status"), "style", "-fx-text-fill: red"),
                Map.of("type", "style", "target", Map.of("css", "#status"), "stylesheet", "#status { -fx-text-fill red; }"))));

        assertThat(errorCode(noWindow)).isEqualTo("MCP_UI_NO_STAGES");
        assertThat(text(noWindow)).contains("There is no window 9; 1 window(s) are showing (0..0)");
        assertThat(errorCode(negative)).isEqualTo("MCP_UI_INVALID_ARGUMENT");
        assertThat(text(negative)).contains("actions[0].width");
        assertThat(errorCode(tooLarge)).isEqualTo("MCP_UI_INVALID_ARGUMENT");
        assertThat(text(tooLarge)).contains("has height 9000, larger than the screen, 1280x800", "-Dheadless.geometry");
        assertThat(errorCode(badCss)).isEqualTo("MCP_UI_INVALID_ARGUMENT");
        assertThat(text(badCss)).contains("Action 1 (style) has a stylesheet JavaFX cannot parse: Expected COLON",
                "Nothing was run.");
        assertThat(HeadlessFx.onFx(stage::getHeight)).as("nothing was resized").isEqualTo(300.0);
        assertThat(textFill("#status")).as("nothing was styled").isEqualTo(Color.web("#333333"));
        assertThat(HeadlessFx.onFx(() -> stage.getScene().getStylesheets())).isEmpty();
    }

    /** The exported test makes the same changes on a fresh app: the resize cuts the label there too. */
    @Test
    void anExportedTestReplaysTheLookAndTheResize() throws Exception {
        perform(Map.of("type", "style", "target", Map.of("css", "#status"), "addClass", "late",
                "stylesheet", ".late { -fx-text-fill: #d32f2f; }"));
        perform(Map.of("type", "window", "width", 260, "height", 200));

        CallToolResult exported = client.call("ui_export_test", Map.of("className", "OrderFormLooksTest",
                "packageName", "com.example.form", "applicationClass", OrderFormApp.class.getName()));
        String source = (String) structured(exported).get("source");
        assertThat(source).contains("addCss(lookup(\"#status\").queryAs(Node.class), \".late { -fx-text-fill: #d32f2f; }\");",
                "addStyleClass(lookup(\"#status\").queryAs(Node.class), \"late\");",
                "resizeWindow(windowTitled(\"Order form\"), 260, 200);");

        String checked = source.replace("resizeWindow(windowTitled(\"Order form\"), 260, 200);",
                "resizeWindow(windowTitled(\"Order form\"), 260, 200);\n        assertTrue(textOf(lookup(\"#customer\")"
                        + ".queryAs(Node.class)).length() > 0);\n        assertEquals(javafx.scene.paint.Color.web(\"#d32f2f\"), "
                        + "((javafx.scene.control.Label) lookup(\"#status\").queryAs(Node.class)).getTextFill());\n"
                        + "        assertEquals(260.0, windowTitled(\"Order form\").getWidth());");
        Path classes = ExportedTests.compile("com.example.form.OrderFormLooksTest", checked);
        ExportedTests.Run replay = ExportedTests.run("com.example.form.OrderFormLooksTest", classes);
        assertThat(replay.passed()).as(replay.output()).isTrue();
    }

    /** How ui_get_node's style names a text fill's origin: a line of the text, or the entry's fields in the JSON. */
    private static String origin(AgentView view, String value, String origin, String where) {
        if (view == AgentView.TEXT) {
            return "-fx-text-fill " + value + ": " + origin + (where.isEmpty() ? "" : " " + where);
        }
        String file = where.isEmpty() ? "" : ",\"declared\":\"[^\"]*\",\"stylesheet\":\"" + where.substring(0, where.lastIndexOf(':'))
                + "\",\"url\":\"[^\"]*\",\"line\":" + where.substring(where.lastIndexOf(':') + 1);
        return "\"property\":\"-fx-text-fill\",\"value\":\"" + value + "\",\"origin\":\"" + origin + "\"" + file;
    }

    private CallToolResult perform(Map<String, Object> action) {
        CallToolResult result = client.call("ui_perform", Map.of("actions", List.of(action)));
        assertThat(result.isError()).as(text(result)).isFalse();
        return result;
    }

    private CallToolResult style(String css) {
        CallToolResult result = client.call("ui_get_node", Map.of("target", Map.of("css", css), "fields", List.of("style")));
        assertThat(result.isError()).as(text(result)).isFalse();
        return result;
    }

    private Color textFill(String css) {
        return HeadlessFx.onFx(() -> (Color) ((Label) stage.getScene().lookup(css)).getTextFill());
    }

    /** What the label's skin draws: its text, or less of it with an ellipsis. */
    private String shownText(String css) {
        return HeadlessFx.onFx(() -> ((Label) stage.getScene().lookup(css)).getChildrenUnmodifiable().stream()
                .filter(Text.class::isInstance).map(t -> ((Text) t).getText()).findFirst().orElse(""));
    }
}
