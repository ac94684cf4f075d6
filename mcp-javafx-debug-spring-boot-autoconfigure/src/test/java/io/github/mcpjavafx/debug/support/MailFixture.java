package io.github.mcpjavafx.debug.support;

import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import javafx.collections.FXCollections;
import javafx.concurrent.Task;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Stage;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;

/**
 * A small mail-like app for end-to-end tests, built the way apps are: tabs, a folder tree, a menu
 * bar whose item opens a modal dialog, a ChoiceBox and a ComboBox, a 200-row list, a Refresh that
 * runs a background task, and a button whose handler throws.
 */
public final class MailFixture {

    /** How long Refresh's background work takes. */
    public static final long REFRESH_MS = 800;

    public final AtomicInteger uncaughtSeenByApp = new AtomicInteger();
    public Stage stage;
    public Label status;
    public ListView<String> messages;
    public ChoiceBox<String> folder;
    public TreeItem<String> folders;
    private Thread.UncaughtExceptionHandler appHandlerBefore;

    public static MailFixture show() {
        MailFixture app = new MailFixture();
        app.stage = HeadlessFx.show("Mail", HeadlessFx.onFx(app::build), 800, 600);
        return app;
    }

    /** Closes the windows and puts the FX thread's handler back. */
    public void close() {
        HeadlessFx.onFx(() -> {
            Thread.currentThread().setUncaughtExceptionHandler(appHandlerBefore);
            return null;
        });
        HeadlessFx.closeAllWindows();
    }

    private BorderPane build() {
        status = new Label("Ready");
        status.setId("status");

        messages = new ListView<>(FXCollections.observableArrayList(
                IntStream.range(0, 200).mapToObj(i -> "Message " + i).toList()));
        messages.setId("messages");
        messages.setPrefHeight(200);

        Button refresh = new Button("Refresh");
        refresh.setId("refresh");
        Button archive = new Button("Archive all");
        archive.setId("archiveAll");
        archive.setDisable(true);
        refresh.setOnAction(e -> {
            status.setText("Loading…");
            Task<Integer> work = new Task<>() {
                @Override
                protected Integer call() throws Exception {
                    Thread.sleep(REFRESH_MS);
                    return 200;
                }
            };
            work.setOnSucceeded(done -> {
                status.setText("Loaded " + work.getValue() + " messages");
                archive.setDisable(false);
            });
            new Thread(work, "refresh").start();
        });
        Button broken = new Button("Crash");
        broken.setId("crash");
        broken.setOnAction(e -> {
            throw new IllegalStateException("mailbox index is corrupt");
        });

        folder = new ChoiceBox<>(FXCollections.observableArrayList("Inbox", "Archive", "Spam"));
        folder.setId("folder");
        folder.setValue("Inbox");
        ComboBox<String> sort = new ComboBox<>(FXCollections.observableArrayList("Newest first", "Oldest first", "Sender"));
        sort.setId("sort");
        sort.setPromptText("Sort by");

        folders = new TreeItem<>("Folders");
        folders.getChildren().addAll(new TreeItem<>("Work"), new TreeItem<>("Home"));
        TreeItem<String> root = new TreeItem<>("Mail");
        root.setExpanded(true);
        root.getChildren().add(folders);
        TreeView<String> tree = new TreeView<>(root);
        tree.setId("tree");
        tree.setPrefHeight(120);

        VBox inbox = new VBox(6, new HBox(6, refresh, archive, broken, folder, sort), messages);
        TabPane tabs = new TabPane(new Tab("Inbox", inbox), new Tab("Folders", tree), new Tab("Settings", new Label("Prefs")));
        tabs.setId("tabs");

        MenuItem about = new MenuItem("About");
        about.setOnAction(e -> {
            Stage dialog = new Stage();
            dialog.setTitle("About Mail");
            dialog.initOwner(stage);
            dialog.initModality(Modality.WINDOW_MODAL);
            Button ok = new Button("OK");
            ok.setId("aboutOk");
            ok.setOnAction(x -> dialog.close());
            dialog.setScene(new Scene(new VBox(new Label("Mail 1.0"), ok), 240, 120));
            dialog.showAndWait();
            status.setText("About closed");
        });
        MenuBar menus = new MenuBar(new Menu("File", null, new MenuItem("Quit")), new Menu("Help", null, about));
        menus.setId("menus");

        // The app's own handler on the FX thread, as apps install one to show an error dialog.
        appHandlerBefore = Thread.currentThread().getUncaughtExceptionHandler();
        Thread.currentThread().setUncaughtExceptionHandler((thread, error) -> uncaughtSeenByApp.incrementAndGet());
        return new BorderPane(tabs, menus, null, status, null);
    }
}
