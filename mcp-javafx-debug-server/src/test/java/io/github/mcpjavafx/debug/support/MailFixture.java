package io.github.mcpjavafx.debug.support;

import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import javafx.application.Application;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.concurrent.Task;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.stage.Modality;
import javafx.stage.Stage;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.stream.IntStream;

/**
 * A small mail-like app for end-to-end tests, built the way apps are: tabs, a folder tree, a menu
 * bar whose item opens a modal dialog, a ChoiceBox and a ComboBox, a 200-row list with a context
 * menu, Reply and Reply all, a Refresh that runs a background task, a button whose handler throws,
 * a contacts table, and a report tab of {@value #REPORT_ROWS} x {@value #REPORT_COLUMNS} texts
 * built when it is first selected. Tests show it with {@link #show()}; an exported test launches it as
 * {@link App}.
 */
public final class MailFixture {

    /** How long Refresh's background work takes. */
    public static final long REFRESH_MS = 800;
    public static final int REPORT_ROWS = 100;
    public static final int REPORT_COLUMNS = 30;
    public static final int CONTACTS = 40;

    public final AtomicInteger uncaughtSeenByApp = new AtomicInteger();
    public Stage stage;
    public Label status;
    public ListView<String> messages;
    public ChoiceBox<String> folder;
    public TreeItem<String> folders;
    public ComboBox<String> sort;
    public TabPane tabs;
    public TableView<Contact> contacts;
    private Thread.UncaughtExceptionHandler appHandlerBefore;

    public static MailFixture show() {
        MailFixture app = new MailFixture();
        app.stage = HeadlessFx.show("Mail", HeadlessFx.onFx(app::build), 800, 600);
        return app;
    }

    /**
     * The app as a JavaFX application, for a test that launches it by itself (an exported one). Its
     * {@code stop()} prints where the user left it, as an app saves its state on the way out.
     */
    public static class App extends Application {

        private MailFixture mail;

        @Override
        public void start(Stage stage) {
            mail = new MailFixture();
            mail.stage = stage;
            stage.setTitle("Mail");
            stage.setScene(new Scene(mail.build(), 800, 600));
            stage.show();
        }

        @Override
        public void stop() {
            System.out.println("Mail left at: folder " + mail.folder.getValue() + ", sorted by " + mail.sort.getValue()
                    + ", " + mail.selectedMessage() + " selected, status \"" + mail.status.getText() + "\"");
        }
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
        sort = new ComboBox<>(FXCollections.observableArrayList("Newest first", "Oldest first", "Sender"));
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

        Button reply = new Button("Reply");
        reply.setId("reply");
        reply.setOnAction(e -> status.setText("Replying to " + selectedMessage()));
        Button replyAll = new Button("Reply all");
        replyAll.setId("replyAll");
        replyAll.setOnAction(e -> status.setText("Replying to all on " + selectedMessage()));
        MenuItem forward = new MenuItem("Forward");
        forward.setOnAction(e -> status.setText("Forwarding " + selectedMessage()));
        MenuItem delete = new MenuItem("Delete");
        delete.setOnAction(e -> status.setText("Deleted " + selectedMessage()));
        messages.setContextMenu(new ContextMenu(forward, new SeparatorMenuItem(), delete));

        VBox inbox = new VBox(6, new HBox(6, refresh, reply, replyAll, archive, broken, folder, sort), messages);
        Tab report = new Tab("Report");
        report.setOnSelectionChanged(e -> {
            if (report.isSelected() && report.getContent() == null) {
                report.setContent(new ScrollPane(buildReport()));
            }
        });
        tabs = new TabPane(new Tab("Inbox", inbox), new Tab("Folders", tree), new Tab("Contacts", buildContacts()),
                report, new Tab("Settings", new Label("Prefs")));
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
        MenuItem compose = new MenuItem("New message");
        compose.setOnAction(e -> status.setText("Composing a new message"));
        MenuBar menus = new MenuBar(new Menu("File", null, compose, new MenuItem("Quit")), new Menu("Help", null, about));
        menus.setId("menus");

        // The app's own handler on the FX thread, as apps install one to show an error dialog.
        appHandlerBefore = Thread.currentThread().getUncaughtExceptionHandler();
        Thread.currentThread().setUncaughtExceptionHandler((thread, error) -> uncaughtSeenByApp.incrementAndGet());
        return new BorderPane(tabs, menus, null, status, null);
    }

    private String selectedMessage() {
        String selected = messages.getSelectionModel().getSelectedItem();
        return selected == null ? "nothing" : selected;
    }

    private TableView<Contact> buildContacts() {
        contacts = new TableView<>(FXCollections.observableArrayList(IntStream.range(0, CONTACTS)
                .mapToObj(i -> new Contact("Person " + i, "person" + i + "@example.org", i % 2 == 0 ? "ACME" : "Initech"))
                .toList()));
        contacts.setId("contacts");
        contacts.getColumns().add(column("Name", Contact::name));
        contacts.getColumns().add(column("Email", Contact::email));
        contacts.getColumns().add(column("Company", Contact::company));
        return contacts;
    }

    private static TableColumn<Contact, String> column(String title, Function<Contact, String> cell) {
        TableColumn<Contact, String> column = new TableColumn<>(title);
        column.setCellValueFactory(row -> new ReadOnlyStringWrapper(cell.apply(row.getValue())));
        column.setPrefWidth(180);
        return column;
    }

    private static GridPane buildReport() {
        GridPane grid = new GridPane();
        grid.setId("report");
        for (int row = 0; row < REPORT_ROWS; row++) {
            VBox line = new VBox();
            for (int column = 0; column < REPORT_COLUMNS; column++) {
                line.getChildren().add(new Text("cell " + row + "." + column + " revenue"));
            }
            grid.add(line, 0, row);
        }
        return grid;
    }

    /** A row of the contacts table. */
    public record Contact(String name, String email, String company) {
    }
}
