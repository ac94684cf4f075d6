package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.model.UiRef;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.beans.property.SimpleStringProperty;
import javafx.collections.FXCollections;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.IntStream;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.css;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.perform;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/** An action's result says what it changed: texts, states, focus, windows. */
@ExtendWith(HeadlessFxExtension.class)
class ConsequencesTest {

    @Test
    void aClickReportsTheLabelItChangedAndTheButtonItDisabled() {
        Label result = onFx(() -> {
            Label l = new Label("");
            l.setId("result");
            return l;
        });
        Button again = onFx(() -> {
            Button b = new Button("Again");
            b.setId("again");
            return b;
        });
        Button submit = onFx(() -> {
            Button b = new Button("Submit");
            b.setId("submit");
            b.setOnAction(e -> {
                result.setText("Placed order 10001");
                again.setDisable(true);
            });
            return b;
        });
        HeadlessFx.show("Form", new VBox(submit, again, result), 300, 200);

        PerformResult done = perform(ActionSpec.click(css("#submit")));

        assertThat(done.text()).contains("changed Label#result", "\"Placed order 10001\"")
                .contains("changed Button#again", "\"Again\" disabled");
        assertThat(done.changes().changed()).hasSize(2);
        assertThat(done.changes().opened()).isEmpty();
    }

    @Test
    void aClickThatOpensAModalDialogReturnsAndNamesTheDialog() {
        AtomicReference<String> answer = new AtomicReference<>();
        Stage main = HeadlessFx.show("Main", onFx(() -> {
            Button delete = new Button("Delete");
            delete.setId("delete");
            delete.setOnAction(e -> {
                Stage dialog = new Stage();
                dialog.setTitle("Confirm delete");
                dialog.initOwner(delete.getScene().getWindow());
                dialog.initModality(Modality.WINDOW_MODAL);
                Button ok = new Button("OK");
                ok.setId("ok");
                ok.setOnAction(x -> {
                    answer.set("ok");
                    dialog.close();
                });
                Label error = new Label(); // empty until there is something to say: no line of its own
                Label details = new Label("3 files, 12 MB"); // hidden until asked for: the dialog does not show it
                details.setVisible(false);
                dialog.setScene(new Scene(new VBox(new Label("Delete 3 files?"), error, details, ok), 200, 100));
                dialog.showAndWait(); // the nested loop runs until OK is clicked
                answer.set(answer.get() + ", after showAndWait");
            });
            return new VBox(delete);
        }), 400, 300);

        PerformResult opened = perform(ActionSpec.click(css("#delete")));

        assertThat(opened.text()).contains("opened Dialog[", "\"Confirm delete\" modal owner=",
                "shows Label u-", "\"Delete 3 files?\"", "shows Button#ok u-");
        // What the dialog shows comes with uids: the agent answers it without a snapshot
        assertThat(opened.changes().shown()).as(opened.text()).hasSize(2);
        String okLine = opened.changes().shown().stream().filter(line -> line.startsWith("Button#ok ")).findFirst()
                .orElseThrow();
        PerformResult answered = perform(ActionSpec.click(Target.ref(UiRef.ofUid(okLine.split(" ")[1]))));
        assertThat(answered.text()).contains("closed Dialog[", "\"Confirm delete\"");
        assertThat(answer).hasValue("ok, after showAndWait");
        assertThat(onFx(() -> Window.getWindows().size())).isEqualTo(1);
        assertThat(main.isShowing()).isTrue();
    }

    @Test
    void rowsThatShowOtherItemsAfterAFilterAreReportedWithTheirCells() {
        List<String> all = IntStream.range(0, 100).mapToObj(i -> "Order " + i).toList();
        TableView<String> table = onFx(() -> {
            TableView<String> t = new TableView<>(FXCollections.observableArrayList(all));
            TableColumn<String, String> name = new TableColumn<>("Name");
            name.setCellValueFactory(row -> new SimpleStringProperty(row.getValue()));
            t.getColumns().add(name);
            t.setPrefHeight(150);
            return t;
        });
        TextField filter = onFx(() -> {
            TextField f = new TextField();
            f.setId("filter");
            f.textProperty().addListener((o, was, now) ->
                    table.getItems().setAll(all.stream().filter(item -> item.endsWith(now)).toList()));
            return f;
        });
        HeadlessFx.show("Orders", new VBox(filter, table), 300, 250);

        PerformResult filtered = perform(ActionSpec.setText(css("#filter"), "7"));

        assertThat(filtered.text()).contains("changed TableRow u-", "\"Order 7\" row=0", "\"Order 17\" row=1");
    }

    @Test
    void focusMovesAreReportedAndNothingElseWhenNothingElseChanged() {
        TextField first = onFx(() -> {
            TextField t = new TextField();
            t.setId("first");
            return t;
        });
        TextField second = onFx(() -> {
            TextField t = new TextField();
            t.setId("second");
            return t;
        });
        HeadlessFx.show("Focus", new VBox(first, second), 300, 200);
        perform(ActionSpec.focus(css("#first")));

        PerformResult moved = perform(ActionSpec.focus(css("#second")));

        assertThat(moved.changes().focus()).contains("TextField#second");
        assertThat(moved.text()).endsWith(moved.changes().text());
        assertThat(perform(ActionSpec.focus(css("#second"))).text()).endsWith("no visible change");
    }
}
