package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.model.CompactSnapshot;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.model.SnapshotRoot;
import io.github.mcpjavafx.debug.core.model.SnapshotResult;
import io.github.mcpjavafx.debug.core.model.UiRef;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

@ExtendWith(HeadlessFxExtension.class)
class SnapshotBudgetTest {

    private static final int BUDGET = McpJavafxConfig.DEFAULT_MAX_RESULT_CHARS;
    private static final Pattern ZOOM = Pattern.compile(
            "\n +… ([\\d,]+) more nodes under (u-\\w+): ui_get_snapshot \\{\"root\": \\{\"uid\": \"(u-\\w+)\"}}");

    private static final Pattern PAGE = Pattern.compile("\n +… ([\\d,]+) more of (u-\\w+)'s ([\\d,]+) children \\(([\\d,]+) nodes\\): "
            + "ui_get_snapshot \\{\"root\": \\{\"uid\": \"u-\\w+\"}, \"from\": (\\d+)}");

    private final UidRegistry uids = new UidRegistry();
    private final SceneSnapshotter snapshotter = new SceneSnapshotter(uids, SnapshotOptions.defaults(),
            HeadlessFx.TIMEOUT_MS, BUDGET);

    @Test
    void aWindowOfThousandsOfNodesKeepsItsUpperLevelsCutsDeepSubtreesAndSaysHowToSeeThem() {
        GridPane report = HeadlessFx.onFx(() -> {
            GridPane grid = new GridPane();
            grid.setId("report");
            for (int row = 0; row < 100; row++) {
                VBox line = new VBox();
                for (int column = 0; column < 30; column++) {
                    line.getChildren().add(new Label("cell " + row + "." + column + " revenue"));
                }
                grid.add(line, 0, row);
            }
            return grid;
        });
        Button export = new Button("Export");
        export.setId("export");
        HeadlessFx.show("Report", new VBox(new Label("Quarterly report"), new ScrollPane(report), export), 800, 600);

        SnapshotResult result = snapshotter.snapshot(SnapshotRequest.compact());

        assertThat(result.text().length()).isLessThanOrEqualTo(BUDGET).isGreaterThan(BUDGET * 9 / 10);
        assertThat(result.text()).contains("\"Quarterly report\"").containsPattern("Button#export u-\\w+ \"Export\"")
                .containsPattern("\n   GridPane#report u-\\w+\n    VBox u-\\w+\n     Label u-\\w+ \"cell 0.0 revenue\"\n");
        Matcher zoom = ZOOM.matcher(result.text());
        assertThat(zoom.find()).as(result.text()).isTrue();
        assertThat(zoom.group(1)).isEqualTo("30");
        assertThat(zoom.group(2)).isEqualTo(zoom.group(3));
        assertThat(result.snapshot().truncated()).isTrue();
        assertThat(result.lines().truncated()).isTrue();
        assertThat(result.lines().windows()).extracting(CompactSnapshot.Window::lines)
                .singleElement().asString().contains(zoom.group(0).substring(1));

        SnapshotResult zoomed = snapshotter.snapshot(SnapshotRequest.of(null, null, null, UiRef.ofUid(zoom.group(2)),
                null, null));

        assertThat(zoomed.text()).doesNotContain("more nodes under")
                .containsPattern("\n VBox " + zoom.group(2) + " offscreen\n(  Label u-\\w+ \"cell \\d+\\.\\d+ revenue\"\n?){30}$");
        assertThat(zoomed.snapshot().truncated()).isFalse();
    }

    @Test
    void aGridTooWideForTheBudgetShowsItsFirstChildrenAndPagesToTheRestNeverPointingAtItsOwnCall() {
        GridPane grid = HeadlessFx.onFx(() -> {
            GridPane g = new GridPane();
            g.setId("grid");
            for (int i = 0; i < 2400; i++) {
                g.add(new Label("cell " + i), i % 40, i / 40);
            }
            return g;
        });
        HeadlessFx.show("Grid", new javafx.scene.control.TabPane(new javafx.scene.control.Tab("Grid", new ScrollPane(grid))),
                800, 600);
        String gridUid = HeadlessFx.onFx(() -> uids.uidOf(grid));

        String window = snapshotter.snapshot(SnapshotRequest.compact()).text();
        assertThat(window).as("the grid's first children are read at once").contains("Label u-", "\"cell 0\"");
        Matcher page = PAGE.matcher(window);
        assertThat(page.find()).as(window).isTrue();
        assertThat(page.group(3)).isEqualTo("2,400");

        java.util.Set<String> seen = new java.util.HashSet<>();
        Integer from = null;
        for (int call = 0; call < 20; call++) {
            SnapshotRequest request = new SnapshotRequest(null, null, null, null, null, SnapshotRoot.of(UiRef.ofUid(gridUid)), from, null, null);
            String text = snapshotter.snapshot(request).text();
            assertThat(text.length()).isLessThanOrEqualTo(BUDGET);
            Matcher cell = Pattern.compile("\"cell (\\d+)\"").matcher(text);
            while (cell.find()) {
                seen.add(cell.group(1));
            }
            String self = "ui_get_snapshot {\"root\": {\"uid\": \"" + gridUid + "\"}" + (from == null ? "}" : ", \"from\": " + from + "}");
            assertThat(text).as("a hint never repeats the call it is in").doesNotContain(self);
            Matcher next = PAGE.matcher(text);
            if (!next.find()) {
                break;
            }
            assertThat(next.group(2)).isEqualTo(gridUid);
            from = Integer.parseInt(next.group(5));
        }
        assertThat(seen).as("every label read, page by page").hasSize(2400);
    }

    @Test
    void aNodeWhoseFewDescendantsTakeLessThanTheLineForThemIsShownWhole() {
        javafx.scene.layout.FlowPane icons = HeadlessFx.onFx(() -> {
            javafx.scene.layout.FlowPane pane = new javafx.scene.layout.FlowPane();
            for (int i = 0; i < 1500; i++) {
                pane.getChildren().add(new Button("ICON_" + i, new Label("g" + i)));
            }
            return pane;
        });
        HeadlessFx.show("Icons", new VBox(new ScrollPane(icons)), 800, 600);

        String text = snapshotter.snapshot(SnapshotRequest.compact()).text();

        assertThat(text).as("the page holds buttons").contains("\"ICON_0\"").containsPattern("more of u-\\w+'s 1,500 children");
        assertThat(text).as("a button's one graphic costs less than a line pointing at it")
                .doesNotContain("1 more nodes under").contains("\"g0\"");
    }

    @Test
    void aSnapshotWithinTheBudgetIsWhole() {
        HeadlessFx.show("Small", new VBox(new Label("a"), new Button("b")), 300, 200);

        SnapshotResult result = snapshotter.snapshot(SnapshotRequest.compact());

        assertThat(result.text()).doesNotContain("more nodes under");
        assertThat(result.snapshot().truncated()).isFalse();
        assertThat(result.lines().truncated()).isFalse();
    }
}
