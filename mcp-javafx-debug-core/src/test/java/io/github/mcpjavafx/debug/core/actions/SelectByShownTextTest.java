package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.FailureReason;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.collections.FXCollections;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.control.cell.PropertyValueFactory;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.List;
import java.util.stream.IntStream;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.css;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.failure;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.perform;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code select} by the text a row shows through the app's cell factory, for rows far off screen too, with
 * {@code toString()} only as the fallback; a miss names the texts the rows show.
 */
@ExtendWith(HeadlessFxExtension.class)
class SelectByShownTextTest {

    /** An item whose toString() says nothing a person sees, as FXSampler's samples. */
    public static final class Sample {
        private final String name;

        Sample(String name) {
            this.name = name;
        }

        public String getName() {
            return name;
        }
    }

    private static List<Sample> samples(int count) {
        return IntStream.range(0, count).mapToObj(i -> new Sample("Sample " + i)).toList();
    }

    /** A tree cell that shows a sample's name, as FXSampler's do. */
    private static TreeCell<Sample> nameCell() {
        return new TreeCell<>() {
            @Override
            protected void updateItem(Sample item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : item.getName());
            }
        };
    }

    @Test
    void aTreeRowFarOffScreenIsSelectedByTheNameItsCellShows() {
        List<Sample> samples = samples(300);
        TreeView<Sample> tree = onFx(() -> {
            TreeItem<Sample> root = new TreeItem<>(new Sample("All"));
            samples.forEach(s -> root.getChildren().add(new TreeItem<>(s)));
            root.setExpanded(true);
            TreeView<Sample> t = new TreeView<>(root);
            t.setId("samples");
            t.setPrefHeight(150);
            t.setCellFactory(view -> nameCell());
            return t;
        });
        HeadlessFx.show("select", new VBox(tree), 300, 200);

        perform(ActionSpec.select(css("#samples"), "Sample 250"));

        assertThat(onFx(() -> tree.getSelectionModel().getSelectedItem().getValue())).isSameAs(samples.get(250));
        assertThat(onFx(() -> tree.lookupAll(".tree-cell").stream()
                .anyMatch(cell -> "Sample 250".equals(((TreeCell<?>) cell).getText()))))
                .as("the row scrolled into view shows the name selected").isTrue();

        UiException slip = failure(ActionSpec.select(css("#samples"), "Sampel 270"));
        assertThat(slip.getMessage()).contains("did you mean \"Sample 270\" (index 271)", "\"All\", \"Sample 0\"")
                .doesNotContain("@");
    }

    @Test
    void anItemTwoTreeRowsShowIsNotGuessedButBothAreNamedAndOneIsSelectedByIndex() {
        TreeView<Sample> tree = onFx(() -> {
            TreeItem<Sample> controls = new TreeItem<>(new Sample("Controls"));
            controls.getChildren().add(new TreeItem<>(new Sample("Button")));
            TreeItem<Sample> dialogs = new TreeItem<>(new Sample("Dialogs"));
            dialogs.getChildren().add(new TreeItem<>(new Sample("Dialogs")));
            TreeItem<Sample> root = new TreeItem<>(new Sample("Samples"));
            root.getChildren().addAll(List.of(controls, dialogs));
            List.of(root, controls, dialogs).forEach(item -> item.setExpanded(true));
            TreeView<Sample> t = new TreeView<>(root);
            t.setId("categories");
            t.setShowRoot(false);
            t.setCellFactory(view -> nameCell());
            return t;
        });
        HeadlessFx.show("select", new VBox(tree), 300, 300);

        UiException refused = failure(ActionSpec.select(css("#categories"), "Dialogs"));

        assertThat(refused.details()).containsEntry("reason", FailureReason.AMBIGUOUS_TARGET.name());
        assertThat(refused.getMessage()).contains("shows \"Dialogs\" in 2 rows: row 2 (depth 1, a branch), "
                + "row 3 (depth 2 under \"Dialogs\", a leaf)", "\"index\": 3").doesNotContain("@");
        assertThat(onFx(() -> tree.getSelectionModel().getSelectedIndices())).as("nothing guessed").isEmpty();

        perform(new ActionSpec.Select(css("#categories"), null, 3));

        assertThat(onFx(() -> tree.getSelectionModel().getSelectedItem().isLeaf())).isTrue();
    }

    @Test
    void aListRowWhoseCellShowsOnlyAGraphicIsSelectedByTheGraphicsText() {
        List<Sample> samples = samples(200);
        ListView<Sample> list = onFx(() -> {
            ListView<Sample> l = new ListView<>(FXCollections.observableArrayList(samples));
            l.setId("graphics");
            l.setPrefHeight(120);
            l.setCellFactory(view -> new ListCell<>() {
                @Override
                protected void updateItem(Sample item, boolean empty) {
                    super.updateItem(item, empty);
                    setGraphic(empty || item == null ? null : new HBox(new Region(), new Label(item.getName())));
                }
            });
            return l;
        });
        HeadlessFx.show("select", new VBox(list), 300, 200);

        perform(ActionSpec.select(css("#graphics"), "Sample 180"));

        assertThat(onFx(() -> list.getSelectionModel().getSelectedItem())).isSameAs(samples.get(180));
    }

    @Test
    void aTableRowIsSelectedByItsFirstCellAsTheColumnsFactoryFormatsIt() {
        TableView<Sample> table = onFx(() -> {
            TableView<Sample> t = new TableView<>(FXCollections.observableArrayList(samples(100)));
            t.setId("table");
            t.setPrefHeight(150);
            TableColumn<Sample, String> name = new TableColumn<>("Name");
            name.setCellValueFactory(new PropertyValueFactory<>("name"));
            name.setCellFactory(column -> new TableCell<>() {
                @Override
                protected void updateItem(String item, boolean empty) {
                    super.updateItem(item, empty);
                    setText(empty || item == null ? null : item.toUpperCase());
                }
            });
            t.getColumns().add(name);
            return t;
        });
        HeadlessFx.show("select", new VBox(table), 300, 200);

        perform(ActionSpec.select(css("#table"), "SAMPLE 90"));

        assertThat(onFx(() -> table.getSelectionModel().getSelectedItem().getName())).isEqualTo("Sample 90");
    }

    @Test
    void aComboBoxItemIsSelectedByItsCellsTextAndAPlainListStillByToString() {
        List<Sample> samples = samples(5);
        ComboBox<Sample> combo = onFx(() -> {
            ComboBox<Sample> c = new ComboBox<>(FXCollections.observableArrayList(samples));
            c.setId("combo");
            c.setCellFactory(view -> new ListCell<>() {
                @Override
                protected void updateItem(Sample item, boolean empty) {
                    super.updateItem(item, empty);
                    setText(empty || item == null ? null : "#" + item.getName());
                }
            });
            return c;
        });
        ListView<Integer> plain = onFx(() -> {
            ListView<Integer> l = new ListView<>(FXCollections.observableArrayList(10, 20, 30));
            l.setId("plain");
            return l;
        });
        HeadlessFx.show("select", new VBox(combo, plain), 300, 300);

        perform(ActionSpec.select(css("#combo"), "#Sample 3"), ActionSpec.select(css("#plain"), "30"));

        assertThat(onFx(combo::getValue)).isSameAs(samples.get(3));
        assertThat(onFx(() -> plain.getSelectionModel().getSelectedItem())).isEqualTo(30);
    }
}
