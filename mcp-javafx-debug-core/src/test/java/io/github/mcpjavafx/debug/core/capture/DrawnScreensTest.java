package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.model.SnapshotResult;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.model.WindowScope;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.DashboardTile;
import io.github.mcpjavafx.debug.core.support.DashboardTile.Kind;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.Node;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Custom, drawn UIs read like their screens: a tile's title, shown value and state; shapes folded; drawn content named. */
@ExtendWith(HeadlessFxExtension.class)
class DrawnScreensTest {

    private final UidRegistry uids = new UidRegistry();
    private final SceneSnapshotter snapshotter = new SceneSnapshotter(uids, SnapshotOptions.defaults(), HeadlessFx.TIMEOUT_MS);

    @Test
    void aTilesLineSaysItsTitleAndItsValueAsShownWithItsUnitNotItsSettings() {
        DashboardTile gauge = tile(Kind.GAUGE, "Gauge Tile");
        HeadlessFx.onFx(() -> {
            gauge.unitProperty().set("V");
            gauge.valueProperty().set(60.79921910560384);
            return null;
        });
        HeadlessFx.show("Dashboard", new HBox(gauge), 400, 300);

        SnapshotResult compact = snapshotter.snapshot(SnapshotRequest.compact());

        assertThat(compact.text()).contains("DashboardTile " + uid(gauge) + " \"Gauge Tile\" 60.8 V")
                .doesNotContain("formerValue").doesNotContain("autoReferenceValue").doesNotContain("60.799");
        assertThat(compact.lines().windows().get(0).lines()).contains("DashboardTile " + uid(gauge) + " \"Gauge Tile\" 60.8 V");
        UiNode full = find(snapshotter.snapshot(full()), uid(gauge));
        assertThat(full.text()).isEqualTo("Gauge Tile");
        assertThat(full.shows()).isEqualTo("60.8 V");
    }

    @Test
    void aDrawnSwitchSaysOffThenOnAndItsReactingShapeIsInTheInteractiveView() {
        DashboardTile toggle = tile(Kind.SWITCH, "Switch Tile");
        HeadlessFx.show("Dashboard", new HBox(toggle), 400, 300);
        Node track = HeadlessFx.onFx(() -> toggle.lookupAll("Rectangle").stream().filter(n -> n.getOnMousePressed() == null
                && ((javafx.scene.shape.Rectangle) n).getWidth() == 40).findFirst().orElseThrow());

        String before = snapshotter.snapshot(SnapshotRequest.compact()).text();
        String interactive = snapshotter.snapshot(SnapshotRequest.interactiveView()).text();
        HeadlessFx.onFx(() -> {
            toggle.activeProperty().set(true);
            return null;
        });
        String after = snapshotter.snapshot(SnapshotRequest.compact()).text();

        assertThat(before).contains("DashboardTile " + uid(toggle) + " \"Switch Tile\" off");
        assertThat(interactive).contains("Rectangle " + uid(track) + " clickable");
        assertThat(after).contains("DashboardTile " + uid(toggle) + " \"Switch Tile\" on");
    }

    @Test
    void boilerplateAndDecorationFoldIntoACountWhileAFullSnapshotListsThem() {
        DashboardTile gauge = tile(Kind.GAUGE, "Gauge Tile");
        HeadlessFx.show("Dashboard", new HBox(gauge), 400, 300);

        String compact = snapshotter.snapshot(SnapshotRequest.compact()).text();
        SnapshotResult full = snapshotter.snapshot(full());

        // hidden notify and info regions, the background Rectangle, the Arc, the blank spacer and the empty unit, and the title's text
        assertThat(compact).contains("Pane u-").contains("+7 folded").doesNotContain("Region").doesNotContain("Arc")
                .doesNotContain("Rectangle");
        // the title is on the tile's line; the skin's text of it is not repeated
        assertThat(compact).containsOnlyOnce("\"Gauge Tile\"");
        assertThat(full.text()).contains("Region").contains("Arc").contains("Rectangle").contains("Text u-");
    }

    @Test
    void anApplicationsOwnHiddenPanelStaysListed() {
        Region panel = HeadlessFx.onFx(() -> {
            VBox box = new VBox(new javafx.scene.control.Label("Advanced"));
            box.setVisible(false);
            return box;
        });
        HeadlessFx.show("Form", new VBox(panel), 400, 300);

        assertThat(snapshotter.snapshot(SnapshotRequest.compact()).text()).contains("VBox " + uid(panel) + " hidden …1 more");
    }

    @Test
    void siblingsThatNothingTellsApartAreOneLineAndTheirFirstUidStaysUsable() {
        DashboardTile map = tile(Kind.MAP, "WorldMap Tile");
        HeadlessFx.show("Dashboard", new HBox(map), 400, 300);
        List<String> countries = HeadlessFx.onFx(() -> {
            List<String> out = new ArrayList<>();
            for (Node country : map.lookupAll("SVGPath")) {
                out.add(uids.uidOf(country));
            }
            return out;
        });

        String compact = snapshotter.snapshot(SnapshotRequest.compact()).text();
        String interactive = snapshotter.snapshot(SnapshotRequest.interactiveView()).text();

        assertThat(countries).hasSize(DashboardTile.COUNTRIES);
        String run = "SVGPath " + countries.get(0) + " clickable and " + (DashboardTile.COUNTRIES - 1) + " more alike";
        assertThat(compact).contains(run).doesNotContain(countries.get(1) + " ");
        assertThat(interactive).contains(run);
    }

    @Test
    void aCanvasSaysItIsDrawnAndHowToSeeIt() {
        DashboardTile chart = tile(Kind.CHART, "RadialChart Tile");
        HeadlessFx.show("Dashboard", new HBox(chart), 400, 300);

        assertThat(snapshotter.snapshot(SnapshotRequest.compact()).text())
                .containsPattern("Canvas u-[0-9a-z]+ drawn 120x80 \\(screenshot it\\)");
    }

    private static SnapshotRequest full() {
        return SnapshotRequest.of(WindowScope.focused(), SnapshotRequest.Mode.FULL, null, null, null, null);
    }

    private static DashboardTile tile(Kind kind, String title) {
        return HeadlessFx.onFx(() -> new DashboardTile(kind, title));
    }

    private String uid(Node node) {
        return HeadlessFx.onFx(() -> uids.uidOf(node));
    }

    private static UiNode find(SnapshotResult result, String uid) {
        List<UiNode> todo = new ArrayList<>(List.of(result.snapshot().stages().get(0).scene().root()));
        while (!todo.isEmpty()) {
            UiNode node = todo.remove(0);
            if (uid.equals(node.uid())) {
                return node;
            }
            todo.addAll(node.children());
        }
        throw new AssertionError("no node " + uid);
    }
}
