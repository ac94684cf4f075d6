package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.collections.FXCollections;
import javafx.scene.control.Button;
import javafx.scene.control.ListView;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.stream.IntStream;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.css;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.perform;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A list that scrolls shows its rows in the cells it had: each reused cell now holds another row. That is the list's
 * change (what it shows now is on its line), not one change per cell.
 */
@ExtendWith(HeadlessFxExtension.class)
class ScrolledRowsTest {

    @Test
    void aListScrolledToTheRowItSelectedIsOneChangeNotOnePerReusedCell() {
        ListView<String> samples = onFx(() -> {
            ListView<String> list = new ListView<>(FXCollections.observableArrayList(
                    IntStream.range(0, 100).mapToObj(i -> "Sample " + i).toList()));
            list.setPrefHeight(150);
            return list;
        });
        Button show = onFx(() -> {
            Button b = new Button("Show sample 60");
            b.setId("show");
            b.setOnAction(e -> {
                samples.getSelectionModel().select(60);
                samples.scrollTo(60);
            });
            return b;
        });
        HeadlessFx.show("Samples", new VBox(show, samples), 300, 250);

        PerformResult shown = perform(ActionSpec.click(css("#show")));

        assertThat(shown.text()).as(shown.text()).contains("changed ListView u-").contains("selected=[60]")
                .doesNotContain("changed ListCell");
    }

    @Test
    void aListScrolledAndNothingElseIsToldByItsLine() {
        ListView<String> samples = onFx(() -> {
            ListView<String> list = new ListView<>(FXCollections.observableArrayList(
                    IntStream.range(0, 100).mapToObj(i -> "Sample " + i).toList()));
            list.setPrefHeight(150);
            return list;
        });
        Button down = onFx(() -> {
            Button b = new Button("Down");
            b.setId("down");
            b.setOnAction(e -> samples.scrollTo(40));
            return b;
        });
        HeadlessFx.show("Samples", new VBox(down, samples), 300, 250);

        PerformResult scrolled = perform(ActionSpec.click(css("#down")));

        assertThat(scrolled.changes().changed()).as(scrolled.text()).singleElement().asString()
                .startsWith("ListView u-").contains("visible=40..");
    }

    @Test
    void aRowWhoseItemChangedInPlaceIsStillItsOwnChange() {
        ListView<String> orders = onFx(() -> new ListView<>(FXCollections.observableArrayList("Order 1", "Order 2")));
        Button rename = onFx(() -> {
            Button b = new Button("Rename");
            b.setId("rename");
            b.setOnAction(e -> orders.getItems().set(1, "Order 2 (paid)"));
            return b;
        });
        HeadlessFx.show("Orders", new VBox(rename, orders), 300, 250);

        PerformResult renamed = perform(ActionSpec.click(css("#rename")));

        assertThat(renamed.text()).as(renamed.text()).contains("changed ListCell u-", "\"Order 2 (paid)\" row=1");
    }
}
