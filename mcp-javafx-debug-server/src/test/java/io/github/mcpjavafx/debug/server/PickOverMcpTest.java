package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxDebug;
import io.github.mcpjavafx.debug.McpJavafxHandle;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.support.AgentView;
import io.github.mcpjavafx.debug.support.MailOverMcp;
import io.github.mcpjavafx.debug.support.McpTestClient;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import javafx.geometry.Bounds;
import javafx.scene.Cursor;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.VBox;
import javafx.scene.robot.Robot;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static io.github.mcpjavafx.debug.support.McpTestClient.errorCode;
import static io.github.mcpjavafx.debug.support.McpTestClient.text;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code ui_pick} over MCP with real robot clicks: the person clicks (in inspect mode, the default) or holds
 * the pick key and clicks, the agent gets the node a snapshot shows, and the app never sees that click.
 */
class PickOverMcpTest {

    /** Longer than any pick here: the client must not give up before the server answers. */
    private static final Duration CLIENT_TIMEOUT = Duration.ofSeconds(90);

    private final ExecutorService agents = Executors.newCachedThreadPool();
    private final AtomicInteger saves = new AtomicInteger();
    /** Presses, releases and clicks the button's own mouse handlers got. */
    private final AtomicInteger mouseSeen = new AtomicInteger();
    private McpJavafxHandle server;
    private McpTestClient client;
    private Stage stage;
    private Button save;

    @BeforeEach
    void showApp() {
        HeadlessFx.closeAllWindows();
        save = HeadlessFx.onFx(() -> {
            Button button = new Button("Save");
            button.setId("save");
            button.setOnAction(event -> saves.incrementAndGet());
            button.setOnMousePressed(event -> mouseSeen.incrementAndGet());
            button.setOnMouseReleased(event -> mouseSeen.incrementAndGet());
            button.setOnMouseClicked(event -> mouseSeen.incrementAndGet());
            return button;
        });
        stage = HeadlessFx.show("Editor", HeadlessFx.onFx(() -> new VBox(20, new Label("Order 1042"), save)), 400, 300);
    }

    @AfterEach
    void stop() {
        agents.shutdownNow();
        if (client != null) {
            client.close();
        }
        if (server != null) {
            server.close();
        }
        HeadlessFx.closeAllWindows();
    }

    @ParameterizedTest
    @EnumSource(AgentView.class)
    void aClickAnswersTheButtonAsSnapshotsShowItAndTheAppDoesNotReact(AgentView view) throws Exception {
        connect(McpJavafxConfig.defaults());
        String saveUid = view.uidOn(client.call("ui_get_snapshot", Map.of()), "Button#save");

        CompletableFuture<CallToolResult> pick = pick(30_000);
        clickSave(null);
        CallToolResult picked = pick.get(30, TimeUnit.SECONDS);

        assertThat(picked.isError()).as(view.read(picked)).isFalse();
        assertThat(view.uidOn(picked, "Button#save", "\"Save\"")).isEqualTo(saveUid);
        assertThat(view.read(picked)).contains("/stages[0]/scene/root/Button[0]");
        assertThat(mouseSeen).as("no press, release or click of the picked click reached the app").hasValue(0);
        assertThat(saves).hasValue(0);
        HeadlessFx.await("the crosshair to go", () -> stage.getScene().getCursor() != Cursor.CROSSHAIR);

        CallToolResult clicked = client.call("ui_perform", Map.of("actions",
                List.of(Map.of("type", "click", "target", MailOverMcp.ref(saveUid)))));
        assertThat(clicked.isError()).as(view.read(clicked)).isFalse();
        assertThat(saves).hasValue(1);
    }

    @Test
    void otherCallsAreAnsweredWhileAPickWaits() throws Exception {
        connect(McpJavafxConfig.defaults());
        CompletableFuture<CallToolResult> pick = pick(60_000);

        CallToolResult snapshot = client.call("ui_get_snapshot", Map.of());
        CallToolResult query = client.call("ui_query", Map.of("selector", Map.of("css", "#save")));

        assertThat(snapshot.isError()).isFalse();
        assertThat(text(query)).contains("Button#save");
        assertThat(pick).isNotDone();
        clickSave(null);
        assertThat(text(pick.get(30, TimeUnit.SECONDS))).contains("Button#save");
    }

    @Test
    void nobodyPickingInTimeIsATimeoutThatSaysWhatToDoAndGivesTheClicksBack() throws Exception {
        connect(McpJavafxConfig.defaults());

        CallToolResult timedOut = client.call("ui_pick", Map.of("timeoutMs", 1_000));

        assertThat(timedOut.isError()).isTrue();
        assertThat(errorCode(timedOut)).isEqualTo("MCP_UI_TIMEOUT");
        assertThat(text(timedOut)).contains("Nobody picked a node within 1000 ms", "click the node in the app", "ui_pick again");
        HeadlessFx.await("the crosshair to go", () -> stage.getScene().getCursor() != Cursor.CROSSHAIR);
        clickSave(null);
        assertThat(mouseSeen).as("no filter is left behind").hasValue(3);
    }

    @Test
    void withCtrlConfiguredAPlainOrAltClickGoesToTheAppAndACtrlClickPicks() throws Exception {
        connect(McpJavafxConfig.builder().pickModifier("ctrl").build());
        CompletableFuture<CallToolResult> pick = pick(60_000);

        clickSave(null);
        clickSave(KeyCode.ALT);
        assertThat(saves).as("the plain click fired the button").hasValue(1);
        assertThat(mouseSeen).as("both clicks reached the app").hasValue(6);
        assertThat(pick).isNotDone();

        clickSave(KeyCode.CONTROL);
        assertThat(text(pick.get(30, TimeUnit.SECONDS))).contains("Button#save");
        assertThat(mouseSeen).hasValue(6);
    }

    @Test
    void closingTheServerEndsAWaitingPickAndGivesTheClicksBack() throws Exception {
        connect(McpJavafxConfig.defaults());
        CompletableFuture<CallToolResult> pick = pick(300_000);

        server.close();

        // Answered with MCP_UI_NOT_ENABLED, or cut off with the connection: either way at once, not at the timeout.
        assertThat(pick.handle((answer, cutOff) -> cutOff != null || answer.isError()))
                .succeedsWithin(Duration.ofSeconds(30)).isEqualTo(true);
        HeadlessFx.await("the crosshair to go", () -> stage.getScene().getCursor() != Cursor.CROSSHAIR);
        clickSave(null);
        assertThat(mouseSeen).as("the app has its clicks back").hasValue(3);
    }

    private void connect(McpJavafxConfig config) {
        server = McpJavafxDebug.install(config);
        client = McpTestClient.streamable(server.endpoint(), server.token(), CLIENT_TIMEOUT);
    }

    /** Calls {@code ui_pick} on another thread and returns once the pick waits for the click. */
    private CompletableFuture<CallToolResult> pick(int timeoutMs) {
        CompletableFuture<CallToolResult> call = CompletableFuture.supplyAsync(
                () -> client.call("ui_pick", Map.of("timeoutMs", timeoutMs)), agents);
        awaitWaiting(call);
        return call;
    }

    /** The windows show the crosshair while a pick waits. */
    private void awaitWaiting(CompletableFuture<CallToolResult> call) {
        HeadlessFx.await("the call to end or the crosshair to show", () -> call.isDone() || stage.getScene().getCursor() == Cursor.CROSSHAIR);
        assertThat(call).as("the pick waits").isNotDone();
    }

    /** A real click in the middle of the button's text, with {@code key} held (or none). */
    private void clickSave(KeyCode key) {
        HeadlessFx.onFx(() -> {
            Bounds bounds = save.localToScreen(save.getBoundsInLocal());
            Robot robot = new Robot();
            robot.mouseMove(bounds.getCenterX(), bounds.getCenterY());
            if (key != null) {
                robot.keyPress(key);
            }
            robot.mouseClick(MouseButton.PRIMARY);
            if (key != null) {
                robot.keyRelease(key);
            }
            return null;
        });
        HeadlessFx.settle();
    }
}
