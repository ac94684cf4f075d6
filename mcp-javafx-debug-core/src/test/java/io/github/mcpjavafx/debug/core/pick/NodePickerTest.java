package io.github.mcpjavafx.debug.core.pick;

import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.PickRequest;
import io.github.mcpjavafx.debug.core.model.PickResult;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.collections.FXCollections;
import javafx.geometry.Bounds;
import javafx.scene.Cursor;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ListView;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.robot.Robot;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** What a pick answers where the click lands on a skin's inside, and in a window opened while it waits. */
@ExtendWith(HeadlessFxExtension.class)
class NodePickerTest {

    private final NodePicker picker = new NodePicker(UidRegistry.shared(), "alt", HeadlessFx.TIMEOUT_MS);
    private final NodePicker inspector = new NodePicker(UidRegistry.shared(), "none", HeadlessFx.TIMEOUT_MS);
    private final ExecutorService callers = Executors.newCachedThreadPool();

    @AfterEach
    void close() {
        picker.close();
        inspector.close();
        callers.shutdownNow();
    }

    @Test
    void aClickOnARowsTextAnswersTheRowAsTheSnapshotListsIt() throws Exception {
        ListView<String> list = onFx(() -> new ListView<>(FXCollections.observableArrayList("Inbox", "Sent", "Spam")));
        Stage stage = HeadlessFx.show("Mail", new VBox(list), 300, 200);
        Node sentCell = onFx(() -> list.lookupAll(".list-cell").stream()
                .filter(cell -> "Sent".equals(((javafx.scene.control.ListCell<?>) cell).getText())).findFirst().orElseThrow());

        CompletableFuture<PickResult> pick = pickAsync(stage);
        altClick(sentCell);

        PickResult picked = pick.get(10, TimeUnit.SECONDS);
        assertThat(picked.line()).startsWith("ListCell").contains("\"Sent\"", "row=1");
        assertThat(picked.uid()).isEqualTo(UidRegistry.shared().uidOf(sentCell));
    }

    @Test
    void aClickOnATabHeaderAnswersTheTab() throws Exception {
        TabPane tabs = onFx(() -> new TabPane(new Tab("Orders", new VBox()), new Tab("Activity", new VBox())));
        Stage stage = HeadlessFx.show("Desk", tabs, 400, 200);
        Node activityHeader = onFx(() -> tabs.lookupAll(".tab").stream()
                .filter(tab -> tab.lookup(".tab-label").toString().contains("Activity")).findFirst().orElseThrow());

        CompletableFuture<PickResult> pick = pickAsync(stage);
        altClick(activityHeader);

        assertThat(pick.get(10, TimeUnit.SECONDS).line()).startsWith("Tab").contains("\"Activity\"");
        assertThat(onFx(() -> tabs.getSelectionModel().getSelectedIndex())).as("the tab was not selected").isZero();
    }

    @Test
    void aClickOnAButtonInsideATabAnswersTheButtonNotTheTabPane() throws Exception {
        Button clear = onFx(() -> new Button("Clear"));
        TextField customer = onFx(TextField::new);
        TabPane tabs = onFx(() -> new TabPane(new Tab("Order", new VBox(8, customer, new HBox(clear))), new Tab("Log", new VBox())));
        Stage stage = HeadlessFx.show("Desk", tabs, 400, 200);

        CompletableFuture<PickResult> pick = pickAsync(stage);
        altClick(clear);
        PickResult picked = pick.get(10, TimeUnit.SECONDS);
        assertThat(picked.line()).startsWith("Button").contains("\"Clear\"");
        assertThat(picked.uid()).isEqualTo(UidRegistry.shared().uidOf(clear));

        CompletableFuture<PickResult> second = pickAsync(stage);
        altClick(customer);
        assertThat(second.get(10, TimeUnit.SECONDS).line()).startsWith("TextField");
    }

    @Test
    void aWindowOpenedWhileThePickWaitsIsPickedFromAndItsButtonDoesNotSeeTheClick() throws Exception {
        Stage main = HeadlessFx.show("Main", new VBox(new Button("Open")), 300, 200);
        CompletableFuture<PickResult> pick = pickAsync(main);
        AtomicInteger seen = new AtomicInteger();
        Button ok = onFx(() -> {
            Button button = new Button("OK");
            button.setId("ok");
            button.addEventHandler(MouseEvent.MOUSE_PRESSED, event -> seen.incrementAndGet());
            button.addEventHandler(MouseEvent.MOUSE_RELEASED, event -> seen.incrementAndGet());
            button.addEventHandler(MouseEvent.MOUSE_CLICKED, event -> seen.incrementAndGet());
            return button;
        });
        HeadlessFx.show("Dialog", new VBox(ok), 200, 100);

        altClick(ok);

        assertThat(pick.get(10, TimeUnit.SECONDS).line()).startsWith("Button#ok");
        assertThat(seen).as("no press, release or click reached the dialog's button").hasValue(0);
    }

    @Test
    void callsWaitingAtOnceShareTheOneClickAndOneMoreIsRefusedAtOnce() throws Exception {
        Button save = onFx(() -> new Button("Save"));
        Stage stage = HeadlessFx.show("Editor", new VBox(save), 300, 200);
        List<CompletableFuture<PickResult>> picks = new ArrayList<>();
        for (int i = 0; i < NodePicker.MAX_WAITING_CALLS; i++) {
            picks.add(pickAsync(stage));
        }
        HeadlessFx.await("the picker to hold its most waiting calls", () -> picker.waitingCalls() == NodePicker.MAX_WAITING_CALLS);

        UiException refused = catchThrowableOfType(UiException.class, () -> picker.pick(new PickRequest(10_000)));
        altClick(save);

        assertThat(refused.code()).isEqualTo(ErrorCode.MCP_UI_TIMEOUT);
        assertThat(refused.getMessage()).contains("already wait");
        for (CompletableFuture<PickResult> pick : picks) {
            assertThat(pick.get(10, TimeUnit.SECONDS).uid()).isEqualTo(UidRegistry.shared().uidOf(save));
        }
    }

    @Test
    void inInspectModeTheNodeUnderThePointerIsOutlinedAndAPlainClickPicksItUnseenByTheApp() throws Exception {
        AtomicInteger seen = new AtomicInteger();
        Button save = onFx(() -> {
            Button button = new Button("Save");
            button.setId("save");
            button.addEventHandler(MouseEvent.ANY, event -> seen.incrementAndGet());
            return button;
        });
        TextField note = onFx(() -> new TextField("draft"));
        Stage stage = HeadlessFx.show("Editor", new VBox(20, note, save), 300, 200);
        onFx(() -> {
            note.requestFocus();
            return null;
        });
        CompletableFuture<PickResult> pick = pickAsync(inspector, stage);

        pointAt(save);
        Bounds button = onFx(() -> save.localToScreen(save.getLayoutBounds()));
        assertThat(onFx(NodePickerTest::overlays)).as("four bars round the button").hasSize(4)
                .allMatch(bar -> bar.intersects(button.getMinX() - 5, button.getMinY() - 5, button.getWidth() + 10,
                        button.getHeight() + 10));
        typeX();
        click(save, null);

        assertThat(pick.get(10, TimeUnit.SECONDS).line()).startsWith("Button#save");
        assertThat(seen).as("no mouse event reached the button").hasValue(0);
        assertThat(onFx(() -> note.getText())).as("no key reached the focused field").isEqualTo("draft");
        HeadlessFx.await("the overlays and the crosshair to go", () -> overlays().isEmpty() && stage.getScene().getCursor() != Cursor.CROSSHAIR);
        click(save, null);
        assertThat(seen).as("the app has its mouse back").hasPositiveValue();
    }

    @Test
    void inInspectModeEscGivesThePickUpAndTheAppHasItsInputBack() {
        TextField note = onFx(() -> new TextField(""));
        Stage stage = HeadlessFx.show("Editor", new VBox(note), 300, 200);
        onFx(() -> {
            note.requestFocus();
            return null;
        });
        CompletableFuture<PickResult> pick = pickAsync(inspector, stage);

        onFx(() -> {
            new Robot().keyType(KeyCode.ESCAPE);
            return null;
        });
        HeadlessFx.settle();

        UiException cancelled = catchThrowableOfType(UiException.class, () -> {
            try {
                pick.get(10, TimeUnit.SECONDS);
            } catch (java.util.concurrent.ExecutionException e) {
                throw e.getCause();
            }
        });
        assertThat(cancelled.getMessage()).contains("pressed Esc");
        assertThat(cancelled.details()).containsEntry("state", "CANCELLED");
        HeadlessFx.await("the crosshair to go", () -> stage.getScene().getCursor() != Cursor.CROSSHAIR);
        typeX();
        assertThat(onFx(() -> note.getText())).isEqualTo("x");
    }

    private static List<javafx.geometry.Rectangle2D> overlays() {
        return javafx.stage.Window.getWindows().stream()
                .filter(w -> w.isShowing() && io.github.mcpjavafx.debug.core.scene.WindowList.isOverlay(w))
                .map(w -> new javafx.geometry.Rectangle2D(w.getX(), w.getY(), w.getWidth(), w.getHeight())).toList();
    }

    private static void pointAt(Node node) {
        onFx(() -> {
            Bounds bounds = node.localToScreen(node.getBoundsInLocal());
            new Robot().mouseMove(bounds.getCenterX() - 2, bounds.getCenterY());
            new Robot().mouseMove(bounds.getCenterX(), bounds.getCenterY());
            return null;
        });
        HeadlessFx.settle();
    }

    private static void typeX() {
        onFx(() -> {
            new Robot().keyType(KeyCode.X);
            return null;
        });
        HeadlessFx.settle();
    }

    private CompletableFuture<PickResult> pickAsync(Stage stage) {
        return pickAsync(picker, stage);
    }

    private CompletableFuture<PickResult> pickAsync(NodePicker picker, Stage stage) {
        CompletableFuture<PickResult> pick = CompletableFuture.supplyAsync(() -> picker.pick(new PickRequest(10_000)), callers);
        Scene scene = stage.getScene();
        HeadlessFx.await("the pick to end or the crosshair to show", () -> pick.isDone() || scene.getCursor() == Cursor.CROSSHAIR);
        return pick;
    }

    private static void altClick(Node node) {
        click(node, KeyCode.ALT);
    }

    /** A real click at the node's center, with {@code key} held (or none). */
    private static void click(Node node, KeyCode key) {
        onFx(() -> {
            Bounds bounds = node.localToScreen(node.getBoundsInLocal());
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
