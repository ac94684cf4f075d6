package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.capture.SceneSnapshotter;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.model.UiRef;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.collections.FXCollections;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TitledPane;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.perform;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What an agent that reads only the snapshot text can do: find the line of a tab, a menu, a menu
 * item, a popup option or a row, take its uid, click it, and get what a user's click gives.
 */
@ExtendWith(HeadlessFxExtension.class)
class ItemLinesClickTest {

    private final SceneSnapshotter snapshots = new SceneSnapshotter(UidRegistry.shared(), SnapshotOptions.defaults(),
            HeadlessFx.TIMEOUT_MS);

    @Test
    void clickingATabsUidSelectsTheTab() {
        TabPane tabs = onFx(() -> new TabPane(new Tab("Orders", new Label("order list")),
                new Tab("Customers", new Label("customer list"))));
        HeadlessFx.show("Tabs", new VBox(tabs), 400, 300);

        click(uidOf(snapshot(), "Tab u-(\\w+) \"Customers\"$"));

        assertThat(onFx(() -> tabs.getSelectionModel().getSelectedItem().getText())).isEqualTo("Customers");
        assertThat(snapshot()).containsPattern("Tab u-\\w+ \"Customers\" selected\n +Label u-\\w+ \"customer list\"")
                .doesNotContain("order list");
    }

    @Test
    void clickingARowsUidSelectsThatRow() {
        ListView<String> list = onFx(() -> new ListView<>(FXCollections.observableArrayList(
                IntStream.range(0, 200).mapToObj(i -> "Mail " + i).toList())));
        HeadlessFx.show("List", new VBox(list), 400, 300);
        String before = snapshot();
        assertThat(before).containsPattern("(?m)ListCell u-\\w+ \"Mail 0\" row=0( focused)?$")
                .containsPattern("\n +… 1\\d\\d more rows: scroll or ui_query");

        click(uidOf(before, "ListCell u-(\\w+) \"Mail 3\" row=3$"));

        assertThat(onFx(() -> list.getSelectionModel().getSelectedIndex())).isEqualTo(3);
        assertThat(snapshot()).containsPattern("(?m)ListCell u-\\w+ \"Mail 3\" row=3 selected focused$");
    }

    @Test
    void treeRowsShowTheirDepthAndWhetherTheyAreOpen() {
        TreeItem<String> inbox = new TreeItem<>("Inbox");
        inbox.getChildren().add(new TreeItem<>("Receipts"));
        TreeItem<String> root = new TreeItem<>("Mail");
        root.setExpanded(true);
        root.getChildren().addAll(inbox, new TreeItem<>("Sent"));
        HeadlessFx.show("Tree", new VBox(onFx(() -> new TreeView<>(root))), 400, 300);

        assertThat(snapshot()).containsPattern("TreeView u-\\w+ items=3 visible=0..2( focused)?\n"
                + " +TreeCell u-\\w+ \"Mail\" row=0 depth=0 expanded( focused)?\n"
                + " +TreeCell u-\\w+ \"Inbox\" row=1 depth=1 collapsed\n"
                + " +TreeCell u-\\w+ \"Sent\" row=2 depth=1$");
    }

    @Test
    void aComboBoxOptionIsALineInItsOpenPopupAndClickingItPicksIt() {
        ComboBox<String> colors = onFx(() -> new ComboBox<>(FXCollections.observableArrayList("Red", "Green", "Blue")));
        HeadlessFx.show("Combo", new VBox(colors), 400, 300);

        click(uidOf(snapshot(), "ComboBox u-(\\w+)( focused)?$"));
        click(uidOf(snapshot(), "ListCell u-(\\w+) \"Green\" row=1\\b"));

        assertThat(onFx(colors::getValue)).isEqualTo("Green");
        assertThat(snapshot()).containsPattern("ComboBox u-\\w+ value=\"Green\"");
    }

    @Test
    void aMenuOfTheMenuBarOpensAndItsItemFires() {
        AtomicInteger opened = new AtomicInteger();
        MenuItem open = new MenuItem("Open");
        open.setOnAction(e -> opened.incrementAndGet());
        HeadlessFx.show("Menus", onFx(() -> new VBox(new MenuBar(new Menu("File", null, open), new Menu("Help")))),
                400, 300);

        click(uidOf(snapshot(), "Menu u-(\\w+) \"File\"$"));
        String menu = snapshot();
        assertThat(menu).containsPattern("\n ContextMenu u-\\w+ owner=u-\\w+\n  MenuItem u-\\w+ \"Open\"");
        click(uidOf(menu, "MenuItem u-(\\w+) \"Open\""));

        assertThat(opened).hasValue(1);
        assertThat(snapshot()).doesNotContain("Popup[");
    }

    @Test
    void clickingATitledPanesUidOpensAndClosesItLikeItsTitleBar() {
        TitledPane details = onFx(() -> {
            TitledPane pane = new TitledPane("Details", new Label("inside"));
            pane.setAnimated(false);
            return pane;
        });
        HeadlessFx.show("Titled", new VBox(details), 400, 300);
        String open = snapshot();
        assertThat(open).containsPattern("TitledPane u-\\w+ \"Details\" expanded( focused)?\n +Label u-\\w+ \"inside\"");

        click(uidOf(open, "TitledPane u-(\\w+) \"Details\""));

        assertThat(onFx(details::isExpanded)).isFalse();
        assertThat(snapshot()).containsPattern("TitledPane u-\\w+ \"Details\" collapsed");
    }

    private String snapshot() {
        return snapshots.snapshot(SnapshotRequest.compact()).text();
    }

    /** The uid an agent would copy from the line the pattern finds (its group 1 is the uid's part after "u-"). */
    private static String uidOf(String text, String pattern) {
        Matcher line = Pattern.compile(pattern, Pattern.MULTILINE).matcher(text);
        assertThat(line.find()).as("a line matching %s in%n%s", pattern, text).isTrue();
        return "u-" + line.group(1);
    }

    private static void click(String uid) {
        perform(ActionSpec.click(Target.ref(UiRef.ofUid(uid))));
    }
}
