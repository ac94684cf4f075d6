package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.query.QueryService;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A form's fields of JavaFX's own say the label beside them on their lines, in snapshots and queries alike, so that
 * an agent tells two empty fields apart without reading their positions; a field whose prompt names it needs none.
 */
@ExtendWith(HeadlessFxExtension.class)
class FieldLabelsOnTheLineTest {

    private final UidRegistry uids = UidRegistry.shared();
    private final SceneSnapshotter snapshotter = new SceneSnapshotter(uids, SnapshotOptions.defaults(), HeadlessFx.TIMEOUT_MS);
    private final QueryService queries = new QueryService(uids, HeadlessFx.TIMEOUT_MS);

    @Test
    void emptyFieldsReadTheLabelBesideThemAndAPromptedOneItsPrompt() {
        TextField email = onFx(TextField::new);
        ComboBox<String> country = onFx(ComboBox::new);
        TextField search = onFx(() -> {
            TextField field = new TextField();
            field.setPromptText("Search");
            return field;
        });
        GridPane form = onFx(() -> {
            GridPane grid = new GridPane();
            grid.addRow(0, new Label("Email:"), email);
            grid.addRow(1, new Label("Country:"), country);
            grid.addRow(2, new Label("Find:"), search);
            return grid;
        });
        HeadlessFx.show("Form", form, 400, 200);
        String emailUid = onFx(() -> uids.uidOf(email));
        String countryUid = onFx(() -> uids.uidOf(country));
        String searchUid = onFx(() -> uids.uidOf(search));

        String snapshot = snapshotter.snapshot(SnapshotRequest.compact()).text();
        String fields = queries.query(QueryRequest.css("TextField")).text();

        assertThat(snapshot).contains("TextField " + emailUid + " text=\"\" label=\"Email:\"")
                .contains("ComboBox " + countryUid + " label=\"Country:\"");
        assertThat(fields).contains("TextField " + emailUid + " text=\"\" label=\"Email:\"")
                .contains("TextField " + searchUid + " text=\"\" prompt=\"Search\"")
                .doesNotContain("label=\"Find:\"");
    }
}
