package io.github.mcpjavafx.debug.finder;

import javafx.collections.FXCollections;
import javafx.scene.Node;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/** A row is found through the first list on screen that has it, by its text, the one at its index first. */
@ExtendWith(Fx.class)
class RowFinderTest {

    @Test
    void aRowIsFoundInTheFirstListThatHasItsText() {
        ListView<String> staff = new ListView<>(FXCollections.observableArrayList("Anna", "Ben"));
        ListView<String> guests = new ListView<>(FXCollections.observableArrayList("Carl", "Anna"));
        guests.setId("guests");
        staff.setPrefHeight(80);
        guests.setPrefHeight(80);
        Fx.show("Lists", new VBox(staff, guests));

        Node list = Fx.on(() -> RowFinder.control("ListView", "Carl"));
        assertThat(list).as("the first list with that row").isSameAs(guests);
        assertThat(Fx.on(() -> RowFinder.control("ListView", "Anna"))).isSameAs(staff);
        assertThat(Fx.on(() -> RowFinder.control("#guests", "Anna"))).isSameAs(guests);
        assertThat(Fx.on(() -> RowFinder.control("ListView", "Nobody"))).isNull();

        Node anna = Fx.on(() -> RowFinder.shownRow(guests, "Anna", 1));
        assertThat(Fx.on(() -> ((IndexedCell<?>) anna).getIndex())).isEqualTo(1);
        Node moved = Fx.on(() -> RowFinder.shownRow(guests, "Anna", 0));
        assertThat(moved).as("by its text when the index shows another row").isSameAs(anna);
        assertThat(Fx.on(() -> RowFinder.shownRow(guests, null, 0))).as("by its index alone")
                .matches(cell -> ((IndexedCell<?>) cell).getIndex() == 0);
    }

    @Test
    void aRowOffScreenIsNotShownButItsIndexIsKnown() {
        ListView<String> many = new ListView<>(FXCollections.observableArrayList(
                IntStream.range(0, 500).mapToObj(i -> "Row " + i).toList()));
        Fx.show("Long", new VBox(many));

        assertThat(Fx.on(() -> RowFinder.shownRow(many, "Row 400", 400))).isNull();
        assertThat(Fx.on(() -> RowFinder.indexOf(many, "Row 400", -1))).isEqualTo(400);
        assertThat(Fx.on(() -> RowFinder.control("ListView", "Row 400"))).as("a list that has it off screen").isSameAs(many);
    }
}
