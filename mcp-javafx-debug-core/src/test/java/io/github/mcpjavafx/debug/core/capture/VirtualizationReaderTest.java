package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.model.SnapshotResult;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.model.UiVirtualization;
import io.github.mcpjavafx.debug.core.scene.SkinItems;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.beans.property.SimpleStringProperty;
import javafx.collections.FXCollections;
import javafx.scene.control.ListView;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

@ExtendWith(HeadlessFxExtension.class)
class VirtualizationReaderTest {

    private static final SnapshotRequest WITH_CELLS = SnapshotRequest.of(null, null, null, null, null,
            new SnapshotRequest.Include(null, null, null, true, null));

    private final SceneSnapshotter snapshotter = new SceneSnapshotter(new UidRegistry(), SnapshotOptions.defaults(),
            HeadlessFx.TIMEOUT_MS);

    @Test
    void aRowCutToASliverAtTheTopIsNotShownAndOneMostlyInsideAtTheBottomIs() {
        ListView<String> list = new ListView<>(FXCollections.observableArrayList(
                IntStream.range(0, 100).mapToObj(i -> "item " + i).toList()));
        list.setFixedCellSize(20);
        list.setPrefHeight(20 * 10 + 2); // 10 rows and the list's 1 px borders
        HeadlessFx.show("Sliver", new VBox(list), 300, 300);
        HeadlessFx.onFx(() -> {
            SkinItems.flowOf(list).scrollPixels(20 * 13 + 18); // 2 px of row 13 on top, row 23 is 18 px inside
            return null;
        });
        HeadlessFx.settle();

        UiVirtualization read = root(snapshotter.snapshot(SnapshotRequest.compact())).children().get(0).virtualization();

        assertThat(HeadlessFx.onFx(() -> SkinItems.flowOf(list).getFirstVisibleCell().getIndex()))
                .as("the flow's own first cell is the sliver").isEqualTo(13);
        assertThat(read.visibleRange().first()).as("the first row a person sees").isEqualTo(14);
        assertThat(read.visibleRange().last()).isEqualTo(23);
        assertThat(HeadlessFx.onFx(() -> SkinItems.visibleRows(list).get(0).getIndex())).isEqualTo(14);
    }

    @Test
    void tableOfThousandRowsGivesCountRangeColumnsAndVisibleCellTexts() {
        TableView<Integer> table = new TableView<>(FXCollections.observableArrayList(
                IntStream.range(0, 1000).boxed().toList()));
        TableColumn<Integer, String> name = new TableColumn<>("Name");
        name.setCellValueFactory(row -> new SimpleStringProperty("row " + row.getValue()));
        TableColumn<Integer, String> square = new TableColumn<>("Square");
        square.setCellValueFactory(row -> new SimpleStringProperty(String.valueOf(row.getValue() * row.getValue())));
        table.getColumns().add(name);
        table.getColumns().add(square);
        HeadlessFx.show("Table", new VBox(table), 400, 300);
        HeadlessFx.onFx(() -> {
            table.getSelectionModel().select(3);
            return null;
        });
        HeadlessFx.settle();

        SnapshotResult compact = snapshotter.snapshot(SnapshotRequest.compact());
        SnapshotResult withCells = snapshotter.snapshot(WITH_CELLS);

        UiVirtualization cheap = root(compact).children().get(0).virtualization();
        assertThat(cheap.itemsCount()).isEqualTo(1000);
        assertThat(cheap.visibleRange().first()).isZero();
        assertThat(cheap.visibleRange().last()).isBetween(5, 30);
        assertThat(cheap.selectedIndices()).containsExactly(3);
        assertThat(cheap.focusedIndex()).isEqualTo(3);
        assertThat(cheap.columns()).containsExactly("Name", "Square");
        assertThat(cheap.visibleCells()).isNull();
        int listed = cheap.visibleRange().last() + 1;
        assertThat(compact.text()).contains("TableView u-2 items=1000 selected=[3] visible=0.."
                        + cheap.visibleRange().last() + " columns=[Name, Square] focused\n")
                .contains(" TableRow u-3 \"row 0 | 0\" row=0\n")
                .containsPattern(" TableRow u-\\w+ \"row 3 \\| 9\" row=3 selected focused\n")
                .endsWith("\n   … " + String.format(java.util.Locale.ROOT, "%,d", 1000 - listed)
                        + " more rows: scroll or ui_query");

        UiVirtualization full = root(withCells).children().get(0).virtualization();
        assertThat(full.columns()).containsExactly("Name", "Square");
        assertThat(full.visibleCells()).hasSize(cheap.visibleRange().last() + 1);
        assertThat(full.visibleCells().get(0)).isEqualTo(new UiVirtualization.Row(0, List.of("row 0", "0")));
        assertThat(full.visibleCells().get(4)).isEqualTo(new UiVirtualization.Row(4, List.of("row 4", "16")));
    }

    @Test
    void scrolledTableReportsTheRowsOnScreen() {
        TableView<Integer> table = new TableView<>(FXCollections.observableArrayList(
                IntStream.range(0, 1000).boxed().toList()));
        TableColumn<Integer, String> name = new TableColumn<>("Name");
        name.setCellValueFactory(row -> new SimpleStringProperty("row " + row.getValue()));
        table.getColumns().add(name);
        HeadlessFx.show("Table", new VBox(table), 400, 300);
        HeadlessFx.onFx(() -> {
            table.scrollTo(500);
            return null;
        });
        HeadlessFx.settle();

        UiVirtualization v = root(snapshotter.snapshot(WITH_CELLS)).children().get(0).virtualization();

        assertThat(v.visibleRange().first()).isEqualTo(500);
        assertThat(v.visibleCells().get(0)).isEqualTo(new UiVirtualization.Row(500, List.of("row 500")));
    }

    @Test
    void listViewGivesItsItemsAndVisibleTexts() {
        ListView<String> list = new ListView<>(FXCollections.observableArrayList(
                IntStream.range(0, 50).mapToObj(i -> "item " + i).toList()));
        HeadlessFx.show("List", new VBox(list), 300, 200);

        UiVirtualization v = root(snapshotter.snapshot(WITH_CELLS)).children().get(0).virtualization();

        assertThat(v.itemsCount()).isEqualTo(50);
        assertThat(v.selectedIndices()).isEmpty();
        assertThat(v.columns()).isNull();
        assertThat(v.visibleCells().get(0)).isEqualTo(new UiVirtualization.Row(0, List.of("item 0")));
        assertThat(v.visibleCells()).hasSize(v.visibleRange().last() - v.visibleRange().first() + 1);
    }

    @Test
    void treeViewCountsExpandedRows() {
        TreeItem<String> rootItem = new TreeItem<>("root");
        TreeItem<String> folder = new TreeItem<>("folder");
        folder.getChildren().add(new TreeItem<>("hidden leaf"));
        rootItem.getChildren().addAll(List.of(folder, new TreeItem<>("leaf")));
        rootItem.setExpanded(true);
        TreeView<String> tree = new TreeView<>(rootItem);
        HeadlessFx.show("Tree", new VBox(tree), 300, 200);

        UiVirtualization v = root(snapshotter.snapshot(WITH_CELLS)).children().get(0).virtualization();

        assertThat(v.itemsCount()).isEqualTo(3);
        assertThat(v.visibleRange()).isEqualTo(new UiVirtualization.Range(0, 2));
        assertThat(v.visibleCells()).extracting(row -> row.cells().get(0)).containsExactly("root", "folder", "leaf");
    }

    private static UiNode root(SnapshotResult result) {
        return result.snapshot().stages().get(0).scene().root();
    }
}
