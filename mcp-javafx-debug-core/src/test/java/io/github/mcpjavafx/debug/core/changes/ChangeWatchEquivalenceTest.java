package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.model.Changes;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.scene.Scene;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The marks are as good as a walk: for every kind of change an action makes, the tracker that reads
 * only the marked nodes reports exactly what a tracker that walks every window at every look reports,
 * and that report names the change. A big scene is read in proportion to what changed.
 */
@ExtendWith(HeadlessFxExtension.class)
class ChangeWatchEquivalenceTest {

    private final NodeReader reader = new NodeReader(UidRegistry.shared());
    private final ChangeTracker marks = new ChangeTracker(reader);
    private final ChangeTracker walks = new ChangeTracker(reader, true);

    @Test
    void everyKindOfChangeIsReportedAsAWalkReportsIt() {
        Form form = onFx(Form::new);
        HeadlessFx.show("Form", form.root, 400, 600);
        Stage[] dialog = new Stage[1];
        Map<String, Runnable> actions = new LinkedHashMap<>();
        actions.put("text", () -> form.rows.get(3).setText("renamed"));
        actions.put("insert", () -> form.list.getChildren().add(2, new Label("inserted")));
        actions.put("remove", () -> form.list.getChildren().remove(5, 8));
        actions.put("move", () -> form.list.getChildren().add(form.list.getChildren().remove(0)));
        actions.put("hide", () -> form.list.setVisible(false));
        actions.put("show", () -> form.list.setVisible(true));
        actions.put("disable", () -> form.list.setDisable(true));
        actions.put("enable", () -> form.list.setDisable(false));
        actions.put("cell", () -> form.names.get(1).set("Ada renamed")); // a cell's text, the row's item the same
        actions.put("select", () -> form.table.getSelectionModel().select(2));
        actions.put("more items", () -> form.table.getItems().addAll(java.util.stream.IntStream.range(0, 50)
                .mapToObj(i -> new SimpleStringProperty("item " + i)).toList()));
        actions.put("scroll", () -> form.table.scrollTo(40));
        actions.put("items", () -> form.table.getItems().setAll(List.of(new SimpleStringProperty("only"))));
        actions.put("expand", () -> form.tree.getRoot().setExpanded(true));
        actions.put("rating", () -> form.stars.setRating(4));
        actions.put("tab", () -> form.tabs.getSelectionModel().select(1));
        actions.put("check", () -> form.check.setSelected(true));
        actions.put("type", () -> form.field.setText("typed"));
        actions.put("branch", () -> form.list.getChildren().setAll(new VBox(new Label("new 1"), new Label("new 2"))));
        actions.put("open", () -> {
            dialog[0] = new Stage();
            dialog[0].setTitle("Details");
            dialog[0].setScene(new Scene(new VBox(new Label("detail")), 200, 100));
            dialog[0].show();
        });
        actions.put("close", () -> dialog[0].close());
        actions.put("root", () -> form.root.getScene().setRoot(new VBox(new Label("replaced"))));

        for (Map.Entry<String, Runnable> action : actions.entrySet()) {
            Changes[] both = changes(action.getValue());
            assertThat(both[0]).as(action.getKey()).isEqualTo(both[1]);
            assertThat(both[0].isEmpty()).as(action.getKey() + " says what changed").isEqualTo(action.getKey().equals("move"));
        }
    }

    @Test
    void aCellWhoseTextChangesInARowThatKeepsItsItemIsReported() {
        Form form = onFx(Form::new);
        HeadlessFx.show("Form", form.root, 400, 600);

        Changes changes = changes(() -> form.names.get(0).set("Grace"))[0];

        assertThat(changes.changed()).singleElement().asString().contains("TableRow", "\"Grace\"");
    }

    @Test
    void aLabelChangedInABigSceneIsReadWithoutWalkingTheScene() {
        VBox big = onFx(() -> {
            VBox root = new VBox();
            for (int i = 0; i < 40; i++) {
                VBox group = new VBox();
                for (int j = 0; j < 50; j++) {
                    group.getChildren().add(new Label("row " + i + "." + j));
                }
                root.getChildren().add(group);
            }
            return root;
        });
        HeadlessFx.show("Big", big, 400, 600);
        Label target = onFx(() -> (Label) ((VBox) big.getChildren().get(30)).getChildren().get(20));
        ChangeTracker.Before before = onFx(marks::before);
        OwnMotionTest.asTheAction(marks, () -> target.setText("changed"));
        HeadlessFx.settle();

        Changes changes = onFx(() -> marks.after(before, List.of()));

        assertThat(changes.changed()).singleElement().asString().contains("\"changed\"");
        assertThat(onFx(marks::lastVisited)).isLessThan(50); // of 2,041 listed nodes
    }

    /** The changes {@code action} makes as each tracker reports them: marks first, walks second. */
    private Changes[] changes(Runnable action) {
        ChangeTracker.Before markedBefore = onFx(marks::before);
        ChangeTracker.Before walkedBefore = onFx(walks::before);
        OwnMotionTest.asTheAction(marks, () -> OwnMotionTest.asTheAction(walks, action)); // nested: one FX call
        HeadlessFx.settle();
        return onFx(() -> new Changes[]{marks.after(markedBefore, List.of()), walks.after(walkedBefore, List.of())});
    }

    /** A form with a list of labels, a table whose names can change in place, tabs, a check box and a field. */
    private static final class Form {
        final VBox list = new VBox();
        final List<Label> rows = new ArrayList<>();
        final List<StringProperty> names = new ArrayList<>(List.of(new SimpleStringProperty("Ada"),
                new SimpleStringProperty("Bob"), new SimpleStringProperty("Cy")));
        final TableView<StringProperty> table = new TableView<>(FXCollections.observableArrayList(names));
        final TabPane tabs = new TabPane(new Tab("One", new Label("first tab")), new Tab("Two", new Label("second tab")));
        final CheckBox check = new CheckBox("Agree");
        final TextField field = new TextField();
        final javafx.scene.control.TreeView<String> tree = new javafx.scene.control.TreeView<>(new javafx.scene.control.TreeItem<>("Root"));
        final Stars stars = new Stars();
        final VBox root;

        Form() {
            for (int i = 0; i < 10; i++) {
                Label row = new Label("row " + i);
                rows.add(row);
                list.getChildren().add(row);
            }
            TableColumn<StringProperty, String> name = new TableColumn<>("Name");
            name.setCellValueFactory(row -> row.getValue());
            table.getColumns().add(name);
            table.setPrefHeight(150);
            tree.getRoot().getChildren().addAll(new javafx.scene.control.TreeItem<>("Leaf 1"), new javafx.scene.control.TreeItem<>("Leaf 2"));
            tree.setPrefHeight(120);
            root = new VBox(list, table, tree, tabs, check, field, stars);
        }
    }

    /** A control from outside JavaFX whose value is its own property. */
    public static final class Stars extends javafx.scene.layout.Region {
        private final javafx.beans.property.DoubleProperty rating = new javafx.beans.property.SimpleDoubleProperty(this, "rating", 1);

        public javafx.beans.property.DoubleProperty ratingProperty() {
            return rating;
        }

        public double getRating() {
            return rating.get();
        }

        public void setRating(double value) {
            rating.set(value);
        }
    }
}
