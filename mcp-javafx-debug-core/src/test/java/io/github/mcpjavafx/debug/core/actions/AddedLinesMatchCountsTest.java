package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.Changes;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.css;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.perform;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The nodes an action added are counted and listed alike: a control an agent can act on has a line even when it
 * shows nothing yet, and what has no line is counted with where to read it.
 */
@ExtendWith(HeadlessFxExtension.class)
class AddedLinesMatchCountsTest {

    @Test
    void anEmptyFieldToActOnIsListedAndTheCountsAddUp() {
        VBox form = onFx(VBox::new);
        Button more = onFx(() -> {
            Button b = new Button("Add a drink");
            b.setId("more");
            b.setOnAction(e -> {
                ComboBox<String> drink = new ComboBox<>();
                drink.setId("drink");
                drink.setEditable(true); // nothing chosen yet: neither a text nor a value
                form.getChildren().add(new HBox(8, new Label("Drink"), drink));
            });
            return b;
        });
        HeadlessFx.show("Order", new VBox(more, form), 300, 200);

        PerformResult added = perform(ActionSpec.click(css("#more")));

        Changes changes = added.changes();
        assertThat(changes.addedLines()).as(added.text())
                .anySatisfy(line -> assertThat(line).startsWith("ComboBox#drink u-").contains("label=\"Drink\""))
                .as("its label is said on its line, not again").noneMatch(line -> line.startsWith("Label u-") && line.contains("\"Drink\""));
        int counted = changes.added().values().stream().mapToInt(Integer::intValue).sum();
        assertThat(changes.addedLines().size() + changes.moreAdded()).as(added.text()).isEqualTo(counted);
        if (changes.moreAdded() > 0) {
            assertThat(added.text()).contains("… " + changes.moreAdded() + " more added, not listed: ui_get_snapshot");
        }
    }
}
