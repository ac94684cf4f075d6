package io.github.mcpjavafx.debug.finder;

import javafx.beans.property.SimpleStringProperty;
import javafx.collections.FXCollections;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Rows and items read as their cells show them, the rows off screen too, by the one reader the recorder and the
 * exported test share; the item's own text when the cell shows nothing.
 */
@ExtendWith(Fx.class)
class ShownItemsTest {

    /** An item whose toString() no person reads, as FXSampler's samples are. */
    record Sample(String title) {
        @Override
        public String toString() {
            return "Sample@" + Integer.toHexString(System.identityHashCode(this));
        }
    }

    @Test
    void aListReadsWhatItsCellFactoryShowsForRowsOffScreenToo() {
        ListView<Sample> samples = new ListView<>(FXCollections.observableArrayList(
                IntStream.range(0, 200).mapToObj(i -> new Sample("Sample " + i)).toList()));
        samples.setCellFactory(list -> new ListCell<>() {
            @Override
            protected void updateItem(Sample item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : item.title());
            }
        });
        Fx.show("List", new VBox(samples));

        ShownItems items = Fx.on(() -> ShownItems.of(samples));
        assertThat(items.size()).isEqualTo(200);
        assertThat(Fx.on(() -> items.shown(150))).as("far below what shows").isEqualTo("Sample 150");
        assertThat(Fx.on(() -> items.plain(150))).startsWith("Sample@");
        assertThat(Fx.on(() -> items.indexOf("Sample 150"))).isEqualTo(150);
        assertThat(Fx.on(() -> items.indexOf("Sample 999"))).isEqualTo(-1);
    }

    @Test
    void aCellThatShowsOnlyAGraphicReadsAsWhatTheGraphicSays() {
        ListView<String> tasks = new ListView<>(FXCollections.observableArrayList("write", "test"));
        tasks.setCellFactory(list -> new ListCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(null);
                setGraphic(empty || item == null ? null : item.equals("write") ? new HBox(new Label(item.toUpperCase()))
                        : new CheckBox());
            }
        });
        Fx.show("Graphics", new VBox(tasks));

        ShownItems items = Fx.on(() -> ShownItems.of(tasks));
        assertThat(Fx.on(() -> items.shown(0))).as("the text inside it").isEqualTo("WRITE");
        assertThat(Fx.on(() -> items.shown(1))).as("its value").isEqualTo("false");
    }

    @Test
    void aTableRowReadsAsItsCellsJoinedAndAnswersToItsFirstCell() {
        TableView<String[]> people = new TableView<>(FXCollections.observableArrayList(
                List.<String[]>of(new String[] {"Anna", "Oslo"}, new String[] {"Ben", "Rome"})));
        for (int c = 0; c < 2; c++) {
            int column = c;
            TableColumn<String[], String> col = new TableColumn<>("c" + c);
            col.setCellValueFactory(row -> new SimpleStringProperty(row.getValue()[column]));
            people.getColumns().add(col);
        }
        Fx.show("Table", new VBox(people));

        ShownItems rows = Fx.on(() -> ShownItems.of(people));
        assertThat(Fx.on(() -> rows.shown(1))).isEqualTo("Ben | Rome");
        assertThat(Fx.on(() -> rows.indexOf("Ben"))).isEqualTo(1);
        Fx.on(() -> {
            people.getSelectionModel().select(1);
            return null;
        });
        assertThat(Fx.on(() -> ShownItems.selected(people))).containsExactly("Ben");
    }

    @Test
    void aTreeAComboAndAChoiceReadTheirItemsAndSelections() {
        TreeItem<String> root = new TreeItem<>("Root");
        root.getChildren().add(new TreeItem<>("Leaf"));
        root.setExpanded(true);
        TreeView<String> tree = new TreeView<>(root);
        StringConverter<Integer> words = new StringConverter<>() {
            @Override
            public String toString(Integer n) {
                return n == null ? "" : n == 1 ? "one" : "two";
            }

            @Override
            public Integer fromString(String s) {
                return s.equals("one") ? 1 : 2;
            }
        };
        ComboBox<Integer> combo = new ComboBox<>(FXCollections.observableArrayList(1, 2));
        combo.setConverter(words);
        ChoiceBox<Integer> choice = new ChoiceBox<>(FXCollections.observableArrayList(1, 2));
        choice.setConverter(words);
        Fx.show("Items", new VBox(tree, combo, choice));
        Fx.on(() -> {
            tree.getSelectionModel().select(1);
            return null;
        });

        assertThat(Fx.on(() -> ShownItems.selected(tree))).containsExactly("Leaf");
        assertThat(Fx.on(() -> ShownItems.of(combo).shown(1))).isEqualTo("two");
        assertThat(Fx.on(() -> ShownItems.of(choice).indexOf("two"))).isEqualTo(1);
        assertThat(Fx.on(() -> ShownItems.of(new Label("no items")))).isNull();
    }
}
