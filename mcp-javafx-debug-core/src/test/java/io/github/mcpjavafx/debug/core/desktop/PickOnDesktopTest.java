package io.github.mcpjavafx.debug.core.desktop;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.core.model.PickRequest;
import io.github.mcpjavafx.debug.core.model.PickResult;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.geometry.Bounds;
import javafx.scene.Cursor;
import javafx.scene.control.Button;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.robot.Robot;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code ui_pick} under a window manager (openbox owns Alt+drag and Alt+click there): with the default
 * inspect mode a plain click picks, inside a tab too, and the app sees nothing of it.
 */
@Tag("desktop")
@ExtendWith(HeadlessFxExtension.class)
class PickOnDesktopTest {

    private final UiEngine engine = new UiEngine(McpJavafxConfig.defaults());
    private final ExecutorService caller = Executors.newSingleThreadExecutor();

    @AfterEach
    void close() {
        engine.close();
        caller.shutdownNow();
    }

    @Test
    void aClickOnAButtonInsideATabPicksTheButtonAndTheAppSeesNoneOfIt() throws Exception {
        AtomicInteger seen = new AtomicInteger();
        Button clear = onFx(() -> {
            Button button = new Button("Clear");
            button.setId("clear");
            button.addEventHandler(MouseEvent.ANY, event -> seen.incrementAndGet());
            return button;
        });
        TextField customer = onFx(() -> new TextField("Ada"));
        MenuBar menus = onFx(() -> new MenuBar(new Menu("File"), new Menu("Edit")));
        TabPane tabs = onFx(() -> {
            TabPane pane = new TabPane(new Tab("Order", new VBox(8, customer, new HBox(clear))), new Tab("Log"));
            pane.setId("mainTabs");
            return pane;
        });
        Stage stage = HeadlessFx.show("Desk", onFx(() -> new VBox(menus, tabs)), 420, 260);
        Desktop.awaitOnScreen(stage);

        CompletableFuture<PickResult> pick = CompletableFuture.supplyAsync(
                () -> engine.pick(new PickRequest(20_000)), caller);
        Desktop.await("the pick waits", Duration.ofSeconds(10),
                () -> pick.isDone() || onFx(() -> stage.getScene().getCursor() == Cursor.CROSSHAIR));
        onFx(() -> {
            Bounds b = clear.localToScreen(clear.getLayoutBounds());
            Robot robot = new Robot();
            robot.mouseMove(b.getCenterX() - 3, b.getCenterY());
            robot.mouseMove(b.getCenterX(), b.getCenterY());
            robot.mouseClick(MouseButton.PRIMARY);
            return null;
        });

        PickResult picked = pick.get(15, TimeUnit.SECONDS);
        assertThat(picked.line()).startsWith("Button#clear");
        assertThat(picked.uid()).isEqualTo(UidRegistry.shared().uidOf(clear));
        HeadlessFx.settle();
        assertThat(seen).as("mouse events the button got").hasValue(0);
        assertThat(onFx(() -> menus.getMenus().stream().noneMatch(Menu::isShowing))).isTrue();
    }
}
