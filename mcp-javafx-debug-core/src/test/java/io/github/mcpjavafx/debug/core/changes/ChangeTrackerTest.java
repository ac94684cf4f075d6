package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.model.Changes;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.DashboardTile;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.TagPicker;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import io.github.mcpjavafx.debug.core.support.TileLooks;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What {@link ChangeTracker} reports when nodes change, come, go or move: the state before and
 * after are paired node by node, so each case below must name exactly what changed and no more.
 */
@ExtendWith(HeadlessFxExtension.class)
class ChangeTrackerTest {

    private final ChangeTracker tracker = new ChangeTracker(new NodeReader(UidRegistry.shared()));

    @Test
    void nothingChangedReportsNothing() {
        VBox list = labels("row", 30);
        HeadlessFx.show("Rows", list, 300, 600);

        assertThat(changes(() -> { }).isEmpty()).isTrue();
    }

    @Test
    void aTextChangedAfterNodesInsertedAboveItIsStillReported() {
        VBox list = labels("row", 30);
        HeadlessFx.show("Rows", list, 300, 600);

        Changes changes = changes(() -> {
            list.getChildren().add(3, new Label("inserted"));
            ((Label) list.getChildren().get(20)).setText("renamed");
        });

        assertThat(changes.changed()).singleElement().asString().contains("\"renamed\"");
        assertThat(changes.added()).containsExactly(Map.entry("Stage[0]", 1));
        assertThat(changes.addedLines()).singleElement().asString().contains("\"inserted\"");
        assertThat(changes.removed()).isEmpty();
    }

    @Test
    void removedNodesAreCountedPerWindowAndTheFewListedAsTheyRead() {
        VBox list = labels("row", 30);
        HeadlessFx.show("Rows", list, 300, 600);

        Changes changes = changes(() -> list.getChildren().remove(5, 9));

        assertThat(changes.removed()).containsExactly(Map.entry("Stage[0]", 4));
        assertThat(changes.removedLines()).hasSize(4).first().asString().startsWith("Label ").endsWith("\"row 5\"");
        assertThat(changes.text()).contains("removed Label ");
        assertThat(changes.added()).isEmpty();
        assertThat(changes.changed()).isEmpty();
    }

    @Test
    void aLetterABoardPaintsOnItsCanvasIsAChangeWhenItFlips() {
        TileLooks board = onFx(() -> TileLooks.splitFlap("5"));
        HeadlessFx.show("Board", onFx(() -> new VBox(board)), 300, 200);
        onFx(tracker::before); // the first look walks everything; the next reads only what its listeners marked

        Changes changes = changes(() -> board.flipTextProperty().set("6"));

        String uid = onFx(() -> UidRegistry.shared().uidOf(board));
        assertThat(changes.changed()).as(changes.text()).singleElement().asString().startsWith("TileLooks " + uid + " \"6\"");
    }

    @Test
    void aRemovedIconOfAnIconFontReadsWithoutAnEmptyText() {
        Label icon = onFx(() -> new Label("\uf00d")); // a glyph of an icon font, as ControlsFX's Glyph shows one
        VBox bar = onFx(() -> new VBox(new Label("Search"), icon));
        HeadlessFx.show("Icons", bar, 300, 200);

        Changes changes = changes(() -> bar.getChildren().remove(icon));

        String uid = onFx(() -> UidRegistry.shared().uidOf(icon));
        assertThat(changes.removedLines()).as(changes.text()).singleElement().asString().startsWith("Label " + uid)
                .doesNotContain("\"\"").doesNotContain("\uf00d");
    }

    @Test
    void aListFilteredDownToOneTellsHowManyWentAndWhatItKeeps() {
        VBox list = labels("country", 30);
        HeadlessFx.show("Rows", list, 300, 600);
        String listUid = onFx(() -> UidRegistry.shared().uidOf(list));

        Changes changes = changes(() -> list.getChildren().remove(1, 30));

        String kept = onFx(() -> UidRegistry.shared().uidOf(list.getChildren().get(0)));
        assertThat(changes.removedLines()).as(changes.text())
                .containsExactly("29 Label from VBox " + listUid + ", which now holds Label " + kept + " \"country 0\"");
    }

    @Test
    void aPageReplacedByAnotherWithAnEmptyFieldTellsTheNewField() {
        VBox area = onFx(() -> new VBox(new HBox(new Label("Learning TextField"), new TextField())));
        HeadlessFx.show("Samples", area, 300, 200);
        TextField field = onFx(TextField::new);

        Changes changes = changes(() -> area.getChildren().setAll(new HBox(new Label("TextField"), field)));

        String uid = onFx(() -> UidRegistry.shared().uidOf(field));
        assertThat(changes.addedLines()).as(changes.text()).anySatisfy(line -> assertThat(line).startsWith("TextField " + uid)
                .contains(" label=\"TextField\"")).as("the label is said on its field's line, not again")
                .noneMatch(line -> line.startsWith("Label ") && line.endsWith(" \"TextField\""));
    }

    @Test
    void aRemovedTabReadsAsATabAsItsLineDidWhileShown() {
        javafx.scene.control.TabPane tabs = onFx(() -> new javafx.scene.control.TabPane(
                new javafx.scene.control.Tab("One", new Label("first")), new javafx.scene.control.Tab("Two", new Label("second"))));
        VBox page = onFx(() -> new VBox(tabs));
        HeadlessFx.show("Tabs", page, 300, 200);

        Changes changes = changes(() -> page.getChildren().clear()); // a page that held tabs replaced

        assertThat(changes.removedLines()).as(changes.text()).anySatisfy(line -> assertThat(line).startsWith("Tab u-")
                .contains("\"Two\"")).noneMatch(line -> line.startsWith("TabHeaderSkin"));
    }

    @Test
    void itemsCheckedInACheckModelAreAChangeOfTheControl() {
        TagPicker tags = onFx(TagPicker::new);
        HeadlessFx.show("Tags", new VBox(new Label("Tags"), tags), 300, 200);
        String uid = onFx(() -> UidRegistry.shared().uidOf(tags));

        Changes changes = changes(() -> tags.getCheckModel().check("Item 2"));

        assertThat(changes.changed()).as(changes.text()).anySatisfy(line -> assertThat(line)
                .startsWith("TagPicker " + uid).contains("checked=[Item 2]"));
    }

    @Test
    void manyShapesRemovedFromOneContainerAreCountedByTypeWithWhatItKeeps() {
        Pane map = onFx(() -> {
            Pane pane = new Pane();
            for (int i = 0; i < 40; i++) {
                pane.getChildren().add(new javafx.scene.shape.Rectangle(i * 5, 0, 4, 4));
            }
            return pane;
        });
        HeadlessFx.show("Map", new VBox(new Label("Countries"), map), 300, 200);
        String mapUid = onFx(() -> UidRegistry.shared().uidOf(map));

        Changes changes = changes(() -> map.getChildren().remove(1, 40));

        assertThat(changes.removed()).containsExactly(Map.entry("Stage[0]", 39));
        String kept = onFx(() -> UidRegistry.shared().uidOf(map.getChildren().get(0)));
        assertThat(changes.removedLines()).containsExactly("39 Rectangle from Pane " + mapUid + ", which now holds Rectangle " + kept);
        assertThat(changes.text()).contains("removed 39 Rectangle from Pane " + mapUid + ", which now holds Rectangle " + kept);
    }

    @Test
    void aRemovedCustomControlReadsAsItsLineDidWhileShownNotAsItsSettings() {
        DashboardTile listedFirst = onFx(() -> new DashboardTile(DashboardTile.Kind.GAUGE, "Gauge Tile"));
        DashboardTile came = onFx(() -> new DashboardTile(DashboardTile.Kind.GAUGE, "Power Tile"));
        VBox tiles = onFx(() -> new VBox(new Label("Tiles"), listedFirst));
        HeadlessFx.show("Tiles", tiles, 300, 600);
        onFx(tracker::before);

        Changes added = changes(() -> tiles.getChildren().add(came));
        Changes removed = changes(() -> tiles.getChildren().removeAll(listedFirst, came));

        String addedLine = added.addedLines().get(0);
        assertThat(addedLine).contains("\"Power Tile\"");
        List<String> tileLines = removed.removedLines().stream().filter(line -> line.startsWith("DashboardTile ")).toList();
        assertThat(tileLines).as(removed.text()).hasSize(2);
        assertThat(tileLines.get(0)).contains(" \"Gauge Tile\"").doesNotContain("{");
        assertThat(tileLines.get(1)).isEqualTo(addedLine);
    }

    @Test
    void aRemovedCustomViewWithoutSettingsReadsByTheTitleItsSkinShowed() {
        ItemView meeting = onFx(() -> new ItemView("Team meeting"));
        VBox day = onFx(() -> new VBox(new Label("Monday"), meeting));
        HeadlessFx.show("Day", day, 300, 600);
        onFx(tracker::before);

        Changes removed = changes(() -> day.getChildren().remove(meeting));

        assertThat(removed.removedLines()).as(removed.text()).anySatisfy(line ->
                assertThat(line).startsWith("ItemView u-").endsWith(" \"Team meeting\""));
    }

    /** A custom item view with no settings of its own: its skin writes its title. */
    static final class ItemView extends javafx.scene.control.Control {
        private final String title;

        ItemView(String title) {
            this.title = title;
        }

        @Override
        protected javafx.scene.control.Skin<?> createDefaultSkin() {
            return new javafx.scene.control.SkinBase<ItemView>(this) {
                {
                    getChildren().add(new javafx.scene.text.Text(title));
                }
            };
        }
    }

    @Test
    void aListRebuiltAsItWasIsNoChangeAndOneRebuiltWithoutARowNamesThatRow() {
        VBox list = labels("row", 10);
        HeadlessFx.show("Rows", list, 300, 600);

        Changes same = changes(() -> list.getChildren().setAll(labels("row", 10).getChildren()));
        Changes fewer = changes(() -> {
            VBox rebuilt = labels("row", 10);
            rebuilt.getChildren().remove(3);
            list.getChildren().setAll(rebuilt.getChildren());
        });

        assertThat(same.isEmpty()).as(same.text()).isTrue();
        assertThat(fewer.removed()).containsExactly(Map.entry("Stage[0]", 1));
        assertThat(fewer.added()).isEmpty();
        assertThat(fewer.removedLines()).singleElement().asString().endsWith("\"row 3\"");
    }

    @Test
    void nodesThatMoveAreNeitherAddedNorRemoved() {
        VBox list = labels("row", 30);
        HeadlessFx.show("Rows", list, 300, 600);

        Changes changes = changes(() -> {
            Label first = (Label) list.getChildren().remove(0);
            list.getChildren().add(first);
        });

        assertThat(changes.isEmpty()).isTrue();
    }

    @Test
    void aBranchReplacedCountsItsNodesAndListsTheFirstTenThatSaySomething() {
        VBox list = labels("row", 5);
        Pane holder = onFx(() -> new VBox(new Label("old")));
        list.getChildren().add(onFx(() -> holder));
        HeadlessFx.show("Rows", list, 300, 600);

        Changes changes = changes(() -> holder.getChildren().setAll(labels("new", 12).getChildren()));

        assertThat(changes.added()).containsExactly(Map.entry("Stage[0]", 12));
        assertThat(changes.removed()).containsExactly(Map.entry("Stage[0]", 1));
        assertThat(changes.addedLines()).hasSize(ChangeReport.LISTED_ADDED)
                .first().asString().contains("\"new 0\"");
    }

    @Test
    void manyChangesListTheFirstTwentyAndCountTheRest() {
        VBox list = labels("row", 30);
        HeadlessFx.show("Rows", list, 300, 600);

        Changes changes = changes(() -> {
            for (int i = 0; i < 30; i++) {
                ((Label) list.getChildren().get(i)).setText("done " + i);
            }
        });

        assertThat(changes.changed()).hasSize(ChangeReport.LISTED_CHANGES)
                .first().asString().contains("\"done 0\"");
        assertThat(changes.moreChanged()).isEqualTo(30 - ChangeReport.LISTED_CHANGES);
    }

    @Test
    void theNodesOfAWindowThatOpensOrClosesAreNotCountedAsAddedOrRemoved() {
        HeadlessFx.show("Main", labels("row", 3), 300, 200);
        Stage[] dialog = new Stage[1];

        Changes opened = changes(() -> {
            dialog[0] = new Stage();
            dialog[0].setTitle("Details");
            dialog[0].setScene(new Scene(labels("detail", 4), 200, 100));
            dialog[0].show();
        });
        Changes closed = changes(() -> dialog[0].close());

        assertThat(opened.opened()).singleElement().asString().contains("\"Details\"");
        assertThat(opened.added()).isEmpty();
        assertThat(opened.addedLines()).isEmpty();
        assertThat(closed.closed()).singleElement().asString().contains("\"Details\"");
        assertThat(closed.removed()).isEmpty();
    }

    /** The changes {@code action} makes, run on the FX thread between the state before and after. */
    @Test
    void aClosedTrackersListenersLeaveTheNodesTheyFireOn() {
        VBox list = labels("row", 3);
        HeadlessFx.show("Rows", list, 300, 600);
        Label renamed = (Label) list.getChildren().get(1);
        onFx(tracker::before);
        assertThat(watchKeys(renamed)).hasSize(1);
        assertThat(watchKeys(list)).hasSize(1);

        tracker.close();
        onFx(() -> {
            renamed.setText("renamed");
            renamed.setDisable(true); // fires a second listener of the same node after its entry is gone
            return null;
        });
        HeadlessFx.settle();

        assertThat(watchKeys(renamed)).isEmpty();
        assertThat(watchKeys(list)).as("the list's layout request fired too").isEmpty();
    }

    private static List<Object> watchKeys(javafx.scene.Node node) {
        return onFx(() -> node.getProperties().keySet().stream()
                .filter(key -> key.toString().startsWith("mcp.changes.")).toList());
    }

    private Changes changes(Runnable action) {
        ChangeTracker.Before before = onFx(tracker::before);
        OwnMotionTest.asTheAction(tracker, action);
        HeadlessFx.settle();
        return onFx(() -> tracker.after(before, List.of()));
    }

    private static VBox labels(String prefix, int count) {
        return onFx(() -> {
            List<Label> labels = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                labels.add(new Label(prefix + " " + i));
            }
            return new VBox(labels.toArray(Label[]::new));
        });
    }
}
