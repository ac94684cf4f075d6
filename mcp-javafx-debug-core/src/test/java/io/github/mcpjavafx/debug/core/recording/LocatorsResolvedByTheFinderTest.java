package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.recording.Locator.How;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.testfx.Finders;
import io.github.mcpjavafx.debug.testfx.Rows;
import javafx.collections.FXCollections;
import javafx.scene.Node;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The recorder writes a locator only when the finder the exported test runs finds the node acted on by it, resolved
 * while the node shows; where the recorder's own idea of a name and the finder's part (a label beside a box that holds
 * a field deep inside, a row's text another list shows first), it passes the name over and the locator it writes
 * finds the node in the replay.
 */
class LocatorsResolvedByTheFinderTest {

    private TextField deepField;
    private TextField name;
    private ListView<String> staff;
    private ListView<String> guests;

    @BeforeEach
    void show() {
        HeadlessFx.closeAllWindows();
        deepField = new TextField();
        name = new TextField();
        staff = new ListView<>(FXCollections.observableArrayList("Anna", "Ben"));
        guests = new ListView<>(FXCollections.observableArrayList("Anna", "Carl"));
        staff.setPrefHeight(80);
        guests.setPrefHeight(80);
        // "Name" beside a box whose field lies deeper than a label names a field from: the finder still takes it
        HBox deep = new HBox(new Label("Name"), new VBox(new VBox(new VBox(deepField))));
        HeadlessFx.show("Resolved", new VBox(deep, new HBox(new Label("Name"), name), staff, guests), 400, 500);
    }

    @AfterEach
    void close() {
        HeadlessFx.closeAllWindows();
    }

    @Test
    void aLabelTheFinderTakesForAnotherFieldIsNotWritten() {
        assertThat(Finders.labelled("Name", "TextField")).as("what the finder finds by the label").isSameAs(deepField);

        Locator written = choose(name);

        assertThat(written.expression()).isNotEqualTo("labelled(\"Name\", \"TextField\")");
        assertThat(written.comment()).contains("not by the label \"Name\": it finds another node first");
        assertThat(replay(written)).isSameAs(name);
    }

    @Test
    void aRowWhoseTextAnotherListShowsFirstIsNotWrittenByItsText() {
        Node guestAnna = cell(guests, 0);
        assertThat(Rows.row("ListView", "Anna", 0)).as("what the row finder finds by the text").isSameAs(cell(staff, 0));

        Locator written = choose(guestAnna);

        assertThat(written.expression()).doesNotContain("row(\"ListView\", \"Anna\"").doesNotContain("row(\"ListView\", null");
        assertThat(replay(written)).isSameAs(guestAnna);
        assertThat(choose(cell(staff, 0)).expression()).as("the first list's row keeps its text")
                .isEqualTo("row(\"ListView\", \"Anna\", 0)");
    }

    private static Node cell(ListView<String> list, int index) {
        return HeadlessFx.onFx(() -> list.lookupAll(".list-cell").stream()
                .filter(n -> ((IndexedCell<?>) n).getIndex() == index).findFirst().orElseThrow());
    }

    private static Locator choose(Node node) {
        return Locators.choose(HeadlessFx.onFx(() -> NodeFacts.of(node)), true);
    }

    /** The node a position locator, the last resort both fall back to here, finds in the replay. */
    private static Node replay(Locator locator) {
        assertThat(locator.how()).isEqualTo(How.POSITION);
        String[] args = locator.expression().replaceAll("^at\\(|\\)$", "").split(", ");
        int[] path = Arrays.stream(args, 2, args.length).mapToInt(Integer::parseInt).toArray();
        return Finders.at(args[0].replace("\"", ""), Boolean.parseBoolean(args[1]), path);
    }
}
