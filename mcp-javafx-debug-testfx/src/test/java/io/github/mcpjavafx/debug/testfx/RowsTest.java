package io.github.mcpjavafx.debug.testfx;

import javafx.collections.FXCollections;
import javafx.scene.Node;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.layout.HBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.stream.IntStream;

import static io.github.mcpjavafx.debug.testfx.Rows.row;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A row is found by the text it shows, scrolled into view through its control when it is off screen. */
@ExtendWith(Windows.class)
class RowsTest {

    @Test
    void aRowOffScreenIsScrolledIntoViewAndFoundByItsText() {
        ListView<String> list = new ListView<>(FXCollections.observableArrayList(
                IntStream.range(0, 300).mapToObj(i -> "Message " + i).toList()));
        list.setId("inbox");
        Windows.show("Mail", new HBox(list));

        Node row = row("#inbox", "Message 250", 250);
        assertThat(Reads.textOf(row)).isEqualTo("Message 250");
        assertThat(OnFx.read(() -> ((IndexedCell<?>) row).getIndex())).isEqualTo(250);
        assertThat(row("ListView", "Message 3", 3)).matches(n -> "Message 3".equals(Reads.textOf(n)));
        assertThatThrownBy(() -> row("ListView", "Message 999", 999))
                .hasMessage("Nothing on screen is ListView with a row \"Message 999\"");
    }

    @Test
    void aTreeRowIsFoundByItsTextAndOneWithoutTextByItsIndex() {
        TreeItem<String> root = new TreeItem<>("Samples");
        root.setExpanded(true);
        root.getChildren().addAll(new TreeItem<>("Dialogs"), new TreeItem<>("Rating"));
        Windows.show("Tree", new HBox(new TreeView<>(root)));

        assertThat(Reads.textOf(row("TreeView", "Rating", 2))).isEqualTo("Rating");
        assertThat(Reads.textOf(row("TreeView", null, 1))).isEqualTo("Dialogs");
    }
}
