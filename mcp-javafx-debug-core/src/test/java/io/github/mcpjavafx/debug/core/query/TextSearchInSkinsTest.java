package io.github.mcpjavafx.debug.core.query;

import io.github.mcpjavafx.debug.core.model.QueryRequest.TextMatch;
import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.QueryResult;
import io.github.mcpjavafx.debug.core.model.WindowScope;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.beans.property.SimpleStringProperty;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.List;

import static io.github.mcpjavafx.debug.core.query.QueryServiceTest.ON_SCREEN;
import static io.github.mcpjavafx.debug.core.query.QueryServiceTest.ids;
import static io.github.mcpjavafx.debug.core.query.QueryServiceTest.lines;
import static io.github.mcpjavafx.debug.core.query.QueryServiceTest.types;
import static org.assertj.core.api.Assertions.assertThat;

/** Text search reaches the clickable nodes that standard skins make: tab headers, menus, popups, cells. */
@ExtendWith(HeadlessFxExtension.class)
class TextSearchInSkinsTest {

    private final QueryService service = new QueryService(UidRegistry.shared(), HeadlessFx.TIMEOUT_MS);

    @Test
    void tabTitleMatchesItsClickableHeader() {
        HeadlessFx.show("Tabs", HeadlessFx.onFx(() -> {
            Tab customers = new Tab("Customers", new Label("customer list"));
            customers.setId("customers");
            return new VBox(new TabPane(new Tab("Orders", new Label("order list")), customers));
        }), 400, 300);

        QueryResult result = query("Customers", TextMatch.EQUALS);

        assertThat(lines(result)).containsExactly("Tab#customers \"Customers\"");
        assertThat(result.matches().get(0).line()).matches(".*" + ON_SCREEN + "( in .*)?");
        assertThat(query("customer list", TextMatch.CONTAINS).total()).as("unselected tab content").isZero();
        assertThat(query("order list", TextMatch.CONTAINS).total()).as("selected tab content").isOne();
    }

    @Test
    void menuBarMenuMatchesItsMenuButton() {
        HeadlessFx.show("Menus", HeadlessFx.onFx(() -> new VBox(new MenuBar(
                new Menu("File", null, new MenuItem("Open")), new Menu("Edit")))), 400, 300);

        QueryResult result = query("Edit", TextMatch.EQUALS);

        assertThat(lines(result)).containsExactly("Menu \"Edit\"");
        assertThat(result.matches().get(0).line()).matches(".*" + ON_SCREEN + "( in .*)?");
        assertThat(query("Open", TextMatch.EQUALS).total()).as("items of a closed menu are not showing").isZero();
    }

    @Test
    void contextMenuItemIsFoundWhileTheMenuShows() {
        VBox root = HeadlessFx.onFx(() -> new VBox(new Label("Body")));
        HeadlessFx.show("Context", root, 400, 300);
        HeadlessFx.onFx(() -> {
            new ContextMenu(new MenuItem("Copy"), new MenuItem("Paste special")).show(root, 150, 150);
            return null;
        });
        HeadlessFx.settle();

        QueryResult result = query("paste", TextMatch.CONTAINS);

        assertThat(lines(result)).containsExactly("MenuItem \"Paste special\"");
        assertThat(HeadlessFx.onFx(() -> UidRegistry.shared().find(result.matches().get(0).ref().uid()).orElseThrow()
                .getScene().getWindow())).isInstanceOf(ContextMenu.class);
    }

    @Test
    void comboBoxPopupCellIsFoundAfterShow() {
        ComboBox<String> combo = HeadlessFx.onFx(() -> {
            ComboBox<String> box = new ComboBox<>();
            box.getItems().addAll("Apple", "Banana", "Cherry");
            box.setPromptText("Fruit");
            return box;
        });
        HeadlessFx.show("Combo", new VBox(combo), 400, 300);
        assertThat(query("Banana", TextMatch.EQUALS).total()).isZero();
        assertThat(types(query("Fruit", TextMatch.EQUALS))).as("the prompt, once").containsExactly("ComboBox");

        HeadlessFx.onFx(() -> {
            combo.show();
            return null;
        });
        HeadlessFx.settle();

        QueryResult result = query("Banana", TextMatch.EQUALS);
        assertThat(lines(result)).containsExactly("ListCell \"Banana\" row=1");
        assertThat(result.matches().get(0).line()).matches(".*" + ON_SCREEN + "( in .*)?");
    }

    @Test
    void tableFindsVisibleCellsButNotRowsBelowTheViewport() {
        HeadlessFx.show("Table", HeadlessFx.onFx(() -> {
            TableView<String> table = new TableView<>();
            TableColumn<String, String> name = new TableColumn<>("Name");
            name.setCellValueFactory(row -> new SimpleStringProperty(row.getValue()));
            table.getColumns().add(name);
            for (int i = 0; i < 1000; i++) {
                table.getItems().add("Row " + i);
            }
            table.setPrefHeight(150);
            return new VBox(table);
        }), 400, 300);

        assertThat(lines(query("Row 2", TextMatch.EQUALS))).containsExactly("TableCell \"Row 2\" row=2");
        assertThat(query("Row 900", TextMatch.EQUALS).total()).isZero();
    }

    @Test
    void rowsMatchTopToBottomAfterTheTableWasScrolledAndFiltered() {
        TableView<String> table = HeadlessFx.onFx(() -> {
            TableView<String> t = new TableView<>();
            TableColumn<String, String> name = new TableColumn<>("Name");
            name.setCellValueFactory(row -> new SimpleStringProperty(row.getValue()));
            t.getColumns().add(name);
            for (int i = 0; i < 1000; i++) {
                t.getItems().add("Row " + i);
            }
            t.setPrefHeight(200);
            return t;
        });
        HeadlessFx.show("Table", new VBox(table), 400, 300);
        for (int to : new int[]{999, 400}) { // the flow reuses its cells in whatever order they come free
            HeadlessFx.onFx(() -> {
                table.scrollTo(to);
                return null;
            });
            HeadlessFx.settle();
        }
        HeadlessFx.onFx(() -> table.getItems().setAll(table.getItems().stream().filter(r -> r.endsWith("7")).toList()));
        HeadlessFx.settle();

        List<Integer> rows = lines(query("Row", TextMatch.CONTAINS)).stream()
                .map(line -> Integer.parseInt(line.replaceAll(".* row=(\\d+).*", "$1"))).toList();

        assertThat(rows).hasSizeGreaterThan(3).isSorted();
    }

    @Test
    void listViewCellsAreFoundButTheListIsStillALeaf() {
        HeadlessFx.show("List", HeadlessFx.onFx(() -> new VBox(new ListView<>(
                javafx.collections.FXCollections.observableArrayList("Alpha", "Beta")))), 400, 300);

        assertThat(types(query("Beta", TextMatch.EQUALS))).hasSize(1).first().asString().endsWith("ListCell");
    }

    @Test
    void publicContentOfContainerControlsIsSearched() {
        HeadlessFx.show("Containers", HeadlessFx.onFx(() -> {
            TitledPane collapsed = new TitledPane("Advanced", new Label("Hidden detail"));
            collapsed.setAnimated(false);
            collapsed.setExpanded(false);
            return new VBox(new ScrollPane(new VBox(new Button("Deep"))), collapsed);
        }), 400, 300);

        assertThat(types(query("Deep", TextMatch.EQUALS))).containsExactly("Button");
        assertThat(types(query("Advanced", TextMatch.EQUALS))).containsExactly("TitledPane");
        assertThat(query("Hidden detail", TextMatch.EQUALS).total()).as("inside a collapsed pane").isZero();
    }

    private QueryResult query(String text, TextMatch match) {
        return service.query(new QueryRequest(WindowScope.all(), new QueryRequest.Selector(null, text, match, null), null));
    }
}
