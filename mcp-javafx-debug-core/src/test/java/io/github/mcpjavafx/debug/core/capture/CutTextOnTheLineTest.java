package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.query.QueryService;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.HBox;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A labeled control whose skin cuts its text to fit (a row of toggle buttons too narrow for their names, as a
 * segmented button squeezed into its cell) says on its line, in snapshots and queries, what a person reads on it.
 */
@ExtendWith(HeadlessFxExtension.class)
class CutTextOnTheLineTest {

    private final UidRegistry uids = UidRegistry.shared();
    private final SceneSnapshotter snapshotter = new SceneSnapshotter(uids, SnapshotOptions.defaults(), HeadlessFx.TIMEOUT_MS);
    private final QueryService queries = new QueryService(uids, HeadlessFx.TIMEOUT_MS);

    @Test
    void aCutTextSaysWhatShowsInSnapshotAndQueryLinesAndAWholeOneSaysNothing() {
        ToggleButton week = onFx(() -> squeezed("week"));
        ToggleButton day = onFx(() -> new ToggleButton("day"));
        HeadlessFx.show("Segments", new HBox(week, day), 300, 100);
        String shown = onFx(() -> ((Text) week.lookup(".text")).getText());
        assertThat(shown).as("JavaFX cut it").isNotEqualTo("week");
        String uid = onFx(() -> uids.uidOf(week));

        String snapshot = snapshotter.snapshot(SnapshotRequest.compact()).text();
        String query = queries.query(QueryRequest.css("ToggleButton")).text();

        String line = "ToggleButton " + uid + " \"week\" (shows \"" + shown + "\")";
        assertThat(snapshot).contains(line);
        assertThat(query).contains(line);
        assertThat(snapshot).contains("\"day\"").doesNotContain("\"day\" (shows");
    }

    private static ToggleButton squeezed(String text) {
        ToggleButton button = new ToggleButton(text);
        button.setMinWidth(20);
        button.setPrefWidth(20);
        button.setMaxWidth(20);
        return button;
    }
}
