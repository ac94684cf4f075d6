package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxDebug;
import io.github.mcpjavafx.debug.McpJavafxHandle;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.support.McpTestClient;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import static io.github.mcpjavafx.debug.support.McpTestClient.errorCode;
import static io.github.mcpjavafx.debug.support.McpTestClient.structured;
import static io.github.mcpjavafx.debug.support.McpTestClient.text;
import static org.assertj.core.api.Assertions.assertThat;

/** The tools as an agent uses them: the MCP Java SDK client over streamable HTTP against a headless app. */
class McpToolsOverHttpTest {

    private static McpJavafxHandle server;
    private static McpTestClient client;
    private final AtomicInteger saves = new AtomicInteger();
    private Stage stage;

    @BeforeAll
    static void start() {
        server = McpJavafxDebug.install(McpJavafxConfig.defaults());
        client = McpTestClient.streamable(server.endpoint(), server.token());
    }

    @AfterAll
    static void stop() {
        client.close();
        server.close();
        HeadlessFx.closeAllWindows();
    }

    @BeforeEach
    void showForm() {
        HeadlessFx.closeAllWindows();
        stage = HeadlessFx.show("Orders", HeadlessFx.onFx(() -> {
            Label title = new Label("New order");
            TextField customer = new TextField();
            customer.setId("customer");
            customer.setPromptText("Customer name");
            Button save = new Button("Save");
            save.setId("save");
            save.setOnAction(e -> saves.incrementAndGet());
            Button archive = new Button("Archive");
            archive.setId("archive");
            archive.setDisable(true);
            VBox form = new VBox(8, title, customer, save, archive);
            form.setId("form");
            return form;
        }), 400, 300);
    }

    @Test
    void theInstructionsNameEveryToolAndReadAsProse() {
        String instructions = client.raw().getServerInstructions();

        assertThat(client.raw().listTools().tools()).extracting(McpSchema.Tool::name)
                .allSatisfy(tool -> assertThat(instructions).contains(tool));
        assertThat(instructions).doesNotContain("  ").doesNotContain(" \n");
    }

    @Test
    void toolsAreListedWithSchemasAndHints() {
        List<McpSchema.Tool> tools = client.raw().listTools().tools();
        assertThat(tools).extracting(McpSchema.Tool::name)
                .containsExactly("ui_get_snapshot", "ui_query", "ui_get_node", "ui_perform", "ui_wait", "ui_screenshot",
                        "ui_highlight", "ui_pick", "ui_get_logs", "ui_export_test", "ui_trace");
        for (McpSchema.Tool tool : tools) {
            assertThat(tool.description()).isNotBlank();
            assertThat(tool.inputSchema()).containsEntry("type", "object").containsKey("properties");
            assertThat(tool.outputSchema()).as("structuredContent is written for the model, not described by a schema").isNull();
            assertThat(tool.annotations().readOnlyHint()).isEqualTo(!tool.name().equals("ui_perform"));
            // destructive and idempotent mean something only for a tool that is not read-only
            assertThat(tool.annotations().destructiveHint()).isEqualTo(tool.name().equals("ui_perform") ? Boolean.FALSE : null);
            assertThat(tool.annotations().openWorldHint()).isFalse();
        }
        McpSchema.Tool query = tools.get(1);
        assertThat(query.inputSchema().get("required")).isEqualTo(List.of("selector"));
    }

    @Test
    void initializeCarriesInstructionsForTheAgent() {
        assertThat(client.raw().getServerInstructions())
                .contains("ui_get_snapshot").contains("MCP_UI_STALE_REF").contains("u-1f");
    }

    @Test
    void queryByIdAndByTextFindTheSameButton() {
        CallToolResult byId = client.call("ui_query", Map.of("selector", Map.of("css", "#save")));
        CallToolResult byText = client.call("ui_query", Map.of("selector", Map.of("text", "save", "match", "contains")));
        assertThat(byId.isError()).isFalse();
        assertThat(text(byId)).contains("Button#save");
        assertThat(uidOfFirstMatch(byId)).isEqualTo(uidOfFirstMatch(byText));
    }

    @Test
    void setTextThroughPerformIsVisibleToTheNextQuery() {
        CallToolResult perform = client.call("ui_perform", Map.of("actions",
                List.of(Map.of("type", "setText", "target", Map.of("css", "#customer"), "text", "ACME Ltd"))));
        assertThat(perform.isError()).as(text(perform)).isFalse();
        CallToolResult query = client.call("ui_query", Map.of("selector", Map.of("css", "#customer")));
        assertThat(text(query)).contains("ACME Ltd");
        assertThat(HeadlessFx.onFx(() -> ((TextField) stage.getScene().lookup("#customer")).getText())).isEqualTo("ACME Ltd");
    }

    @Test
    void robotClickFiresOnAction() {
        CallToolResult result = client.call("ui_perform", Map.of("actions",
                List.of(Map.of("type", "click", "target", Map.of("text", "Save")))));
        assertThat(result.isError()).as(text(result)).isFalse();
        assertThat(saves).hasValue(1);
        assertThat(structured(result)).containsKey("results");
    }

    @Test
    void typedTextArrivesInTheFocusedField() {
        CallToolResult result = client.call("ui_perform", Map.of("actions", List.of(
                Map.of("type", "focus", "target", Map.of("css", "#customer")),
                Map.of("type", "typeText", "text", "Bob & Co."))));
        assertThat(result.isError()).as(text(result)).isFalse();
        assertThat(HeadlessFx.onFx(() -> ((TextField) stage.getScene().lookup("#customer")).getText())).isEqualTo("Bob & Co.");
    }

    @Test
    void screenshotIsAPngOfTheWindowsSize() throws Exception {
        CallToolResult result = client.call("ui_screenshot", Map.of());
        assertThat(result.isError()).as(text(result)).isFalse();
        McpSchema.ImageContent image = (McpSchema.ImageContent) result.content().stream()
                .filter(McpSchema.ImageContent.class::isInstance).findFirst().orElseThrow();
        assertThat(image.mimeType()).isEqualTo("image/png");
        BufferedImage png = ImageIO.read(new ByteArrayInputStream(Base64.getDecoder().decode(image.data())));
        assertThat(png.getWidth()).isEqualTo(400);
        assertThat(png.getHeight()).isEqualTo(300);
        assertThat(structured(result)).containsEntry("width", 400).containsEntry("height", 300);
    }

    @Test
    void disabledTargetFailsWithActionFailedAndTheReason() {
        CallToolResult result = client.call("ui_perform", Map.of("actions",
                List.of(Map.of("type", "click", "target", Map.of("css", "#archive")))));
        assertThat(result.isError()).isTrue();
        assertThat(errorCode(result)).isEqualTo("MCP_UI_ACTION_FAILED");
        assertThat(text(result)).startsWith("MCP_UI_ACTION_FAILED: ");
        assertThat(errorDetails(result)).containsEntry("reason", "DISABLED").containsEntry("actionIndex", 0);
    }

    @Test
    void unknownUidIsNodeNotFound() {
        CallToolResult result = client.call("ui_perform", Map.of("actions",
                List.of(Map.of("type", "click", "target", Map.of("ref", Map.of("uid", "u-zzzzzz"))))));
        assertThat(errorCode(result)).isEqualTo("MCP_UI_NODE_NOT_FOUND");
    }

    @Test
    void uidOfARemovedNodeIsStale() {
        String uid = uidOfFirstMatch(client.call("ui_query", Map.of("selector", Map.of("css", "#save"))));
        HeadlessFx.onFx(() -> ((VBox) stage.getScene().getRoot()).getChildren().remove(stage.getScene().lookup("#save")));
        CallToolResult result = client.call("ui_perform", Map.of("actions",
                List.of(Map.of("type", "click", "target", Map.of("ref", Map.of("uid", uid))))));
        assertThat(errorCode(result)).isEqualTo("MCP_UI_STALE_REF");
        assertThat(text(result)).contains("new snapshot");
    }

    @Test
    void badSelectorIsInvalidArgument() {
        CallToolResult result = client.call("ui_query", Map.of("selector", Map.of("css", "##a[")));
        assertThat(errorCode(result)).isEqualTo("MCP_UI_INVALID_ARGUMENT");
    }

    @Test
    void badRegexIsInvalidArgument() {
        CallToolResult result = client.call("ui_query", Map.of("selector", Map.of("text", "(unclosed", "match", "regex")));
        assertThat(errorCode(result)).isEqualTo("MCP_UI_INVALID_ARGUMENT");
    }

    @Test
    void missingWindowIsNoStages() {
        CallToolResult result = client.call("ui_screenshot", Map.of("stageIndex", 42));
        assertThat(errorCode(result)).isEqualTo("MCP_UI_NO_STAGES");
    }

    @Test
    void argumentsTheSchemaRefusesNeverReachTheUi() {
        CallToolResult result = client.call("ui_perform", Map.of("actions",
                List.of(Map.of("type", "explode", "target", Map.of("css", "#save")))));
        assertThat(result.isError()).isTrue();
        assertThat(saves).hasValue(0);
        CallToolResult next = client.call("ui_query", Map.of("selector", Map.of("css", "#save")));
        assertThat(next.isError()).isFalse();
    }

    @Test
    void integersBeyondRangeAreRefusedNotWrapped() {
        CallToolResult result = client.call("ui_get_snapshot", Map.of("stageIndex", 4294967296L));
        assertThat(errorCode(result)).isEqualTo("MCP_UI_INVALID_ARGUMENT");
        assertThat(text(result)).contains("stageIndex");
    }

    @Test
    void passwordsNeverReachTheAgent() {
        HeadlessFx.onFx(() -> {
            javafx.scene.control.PasswordField pin = new javafx.scene.control.PasswordField();
            pin.setId("pin");
            pin.setText("s3cret-pin");
            ((VBox) stage.getScene().getRoot()).getChildren().add(pin);
            return null;
        });
        HeadlessFx.settle();
        assertThat(text(client.call("ui_get_snapshot", Map.of()))).contains("PasswordField#pin").doesNotContain("s3cret");
        assertThat(client.call("ui_get_node", Map.of("target", Map.of("css", "#pin"))).structuredContent().toString())
                .doesNotContain("s3cret");
    }

    @SuppressWarnings("unchecked")
    private static String uidOfFirstMatch(CallToolResult result) {
        List<String> matches = (List<String>) structured(result).get("matches");
        return matches.get(0).replaceFirst("^\\S+ (u-[0-9a-z]+).*", "$1");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> errorDetails(CallToolResult result) {
        return (Map<String, Object>) ((Map<String, Object>) structured(result).get("error")).get("details");
    }
}
