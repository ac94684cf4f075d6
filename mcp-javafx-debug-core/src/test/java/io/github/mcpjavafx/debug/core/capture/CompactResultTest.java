package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.model.CompactSnapshot;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.model.SnapshotResult;
import io.github.mcpjavafx.debug.core.model.UiSnapshot;
import io.github.mcpjavafx.debug.core.model.WindowScope;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.collections.FXCollections;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.PasswordField;
import javafx.scene.control.Spinner;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.json.JsonMapper;

import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The structured result of a compact snapshot is written for a model too (some clients give their
 * model only {@code JSON.stringify(structuredContent)}): the same lines as the text block and a
 * little metadata, never the node tree, and about as long as the text.
 */
@ExtendWith(HeadlessFxExtension.class)
class CompactResultTest {

    /** At most this many characters of JSON per character of text. */
    private static final double MAX_JSON_PER_TEXT = 1.3;

    private final JsonMapper json = JsonMapper.builder().build();
    private final SceneSnapshotter snapshotter = new SceneSnapshotter(new UidRegistry(), SnapshotOptions.defaults(),
            HeadlessFx.TIMEOUT_MS);

    @Test
    void anOrderFormsStructuredResultIsItsLinesAndAboutAsLongAsTheText() {
        HeadlessFx.show("Order desk", HeadlessFx.onFx(CompactResultTest::orderForm), 960, 640);

        SnapshotResult result = snapshotter.snapshot(SnapshotRequest.compact());

        assertThat(result.structured()).isInstanceOf(CompactSnapshot.class);
        CompactSnapshot lines = (CompactSnapshot) result.structured();
        CompactSnapshot.Window window = lines.windows().get(0);
        assertThat(window.window()).as("the window's line, as the text block has it")
                .isEqualTo("Stage[0] \"Order desk\" focused 960x640");
        assertThat(result.text()).isEqualTo(window.window() + "\n" + window.lines());
        assertSizeWithinBudget("order form", result);
    }

    @Test
    void aMailAppsStructuredResultStaysWithinTheBudgetAndFullModeKeepsTheTree() {
        HeadlessFx.show("Mail", HeadlessFx.onFx(CompactResultTest::mailApp), 1024, 700);

        assertSizeWithinBudget("mail", snapshotter.snapshot(SnapshotRequest.compact()));
        assertSizeWithinBudget("mail interactive", snapshotter.snapshot(SnapshotRequest.interactiveView()));
        assertThat(snapshotter.snapshot(SnapshotRequest.of(WindowScope.focused(), SnapshotRequest.Mode.FULL, null,
                null, null, null)).structured()).isInstanceOf(UiSnapshot.class);
    }

    private void assertSizeWithinBudget(String what, SnapshotResult result) {
        int text = result.text().length();
        int structured = json.writeValueAsString(result.structured()).length();
        assertThat(structured).as("%s: JSON of %,d chars for a text of %,d", what, structured, text)
                .isLessThanOrEqualTo((int) (text * MAX_JSON_PER_TEXT));
    }

    /** A form like the demo's first window: tabs, a grid of labelled inputs, buttons, a menu bar, a status line. */
    private static Parent orderForm() {
        GridPane form = new GridPane();
        form.setId("orderForm");
        String[] labels = {"Customer", "PIN", "Product", "Quantity", "Delivery date"};
        for (int i = 0; i < labels.length; i++) {
            form.add(new Label(labels[i]), 0, i);
            form.add(new Label(), 2, i);
        }
        TextField customer = new TextField();
        customer.setId("customer");
        customer.setPromptText("Customer name");
        PasswordField pin = new PasswordField();
        pin.setPromptText("4 digits");
        ComboBox<String> product = new ComboBox<>(FXCollections.observableArrayList("Burr grinder", "Espresso beans"));
        product.setPromptText("Choose a product");
        form.add(customer, 1, 0);
        form.add(pin, 1, 1);
        form.add(product, 1, 2);
        form.add(new Spinner<Integer>(1, 10, 1), 1, 3);
        form.add(new DatePicker(), 1, 4);
        form.add(new CheckBox("Express delivery (+€15.00, within 3 days)"), 1, 5);
        Button submit = new Button("Place order");
        submit.setId("submit");
        VBox page = new VBox(new Label("New order"), form, new HBox(submit, new Button("Clear")), new Label());
        TabPane tabs = new TabPane(new Tab("Order form", page), new Tab("Orders"), new Tab("Activity"));
        tabs.setId("mainTabs");
        BorderPane root = new BorderPane(tabs);
        root.setTop(new MenuBar(new Menu("File", null, new MenuItem("Quit")), new Menu("Help")));
        root.setBottom(new Label("Order desk ready: 10000 orders loaded"));
        return root;
    }

    /** A mail client: folders in a tree, 200 messages in a list, a reading pane, tabs, a choice and a combo box. */
    private static Parent mailApp() {
        TreeItem<String> inbox = new TreeItem<>("Inbox");
        inbox.getChildren().addAll(new TreeItem<>("Receipts"), new TreeItem<>("Travel"));
        TreeItem<String> account = new TreeItem<>("ada@example.org");
        account.setExpanded(true);
        account.getChildren().addAll(inbox, new TreeItem<>("Sent"), new TreeItem<>("Archive"));
        ListView<String> messages = new ListView<>(FXCollections.observableArrayList(IntStream.range(0, 200)
                .mapToObj(i -> "Message " + i + " from sender" + i + "@example.org: subject line " + i).toList()));
        VBox reading = new VBox(new Label("From: sender0@example.org"), new Label("Subject: subject line 0"),
                new Label("Hello Ada, here is the report you asked for."),
                new HBox(new Button("Reply"), new Button("Forward"), new Button("Delete")));
        ChoiceBox<String> sort = new ChoiceBox<>(FXCollections.observableArrayList("Newest first", "Oldest first"));
        ComboBox<String> filter = new ComboBox<>(FXCollections.observableArrayList("All", "Unread", "Flagged"));
        TabPane tabs = new TabPane(new Tab("Mail", new SplitPane(new TreeView<>(account),
                new VBox(new HBox(sort, filter), messages), reading)), new Tab("Calendar"), new Tab("Settings"));
        BorderPane root = new BorderPane(tabs);
        root.setTop(new MenuBar(new Menu("File"), new Menu("Message"), new Menu("Help")));
        root.setBottom(new Label("200 messages, 12 unread"));
        return root;
    }
}
