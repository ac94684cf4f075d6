package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.actions.checks.TaskList;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.control.Button;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.css;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.perform;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/** A check list's checked items are its own change: its line says what it has checked now. */
@ExtendWith(HeadlessFxExtension.class)
class CheckedItemsChangeTest {

    @Test
    void itemsCheckedInTheListsCheckModelAreTheListsChange() {
        TaskList tasks = onFx(() -> new TaskList("Item 0", "Item 1", "Item 2"));
        Button check = onFx(() -> {
            Button b = new Button("Check Item 2");
            b.setId("check");
            b.setOnAction(e -> tasks.getCheckModel().getCheckedItems().add("Item 2"));
            return b;
        });
        HeadlessFx.show("Tasks", new VBox(check, tasks), 300, 250);

        PerformResult checked = perform(ActionSpec.click(css("#check")));

        assertThat(checked.changes().changed()).as(checked.text())
                .anySatisfy(line -> assertThat(line).startsWith("TaskList u-").contains("checked=[Item 2]"));
    }
}
