package io.github.mcpjavafx.debug.core.capture;

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

    private final SceneLines lines = new SceneLines();

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
        String emailUid = lines.uidOf(email);
        String countryUid = lines.uidOf(country);
        String searchUid = lines.uidOf(search);

        String snapshot = lines.snapshot();
        String fields = lines.query("TextField");

        assertThat(snapshot).contains("TextField " + emailUid + " text=\"\" label=\"Email:\"")
                .contains("ComboBox " + countryUid + " label=\"Country:\"");
        assertThat(fields).contains("TextField " + emailUid + " text=\"\" label=\"Email:\"")
                .contains("TextField " + searchUid + " text=\"\" prompt=\"Search\"")
                .doesNotContain("label=\"Find:\"");
    }
}
