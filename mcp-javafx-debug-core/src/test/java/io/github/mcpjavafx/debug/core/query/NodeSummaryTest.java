package io.github.mcpjavafx.debug.core.query;

import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class NodeSummaryTest {

    @BeforeAll
    static void toolkit() {
        HeadlessFx.start();
    }

    @Test
    void summarisesControlsWithWhatTheyShow() {
        assertThat(summary(() -> new Button("OK"))).isEqualTo("Button[text=OK]");
        assertThat(summary(() -> {
            TextField field = new TextField("Ada");
            field.setPromptText("Customer name");
            return field;
        })).isEqualTo("TextField[text=Ada, prompt=Customer name]");
        assertThat(summary(() -> new TextField())).isEqualTo("TextField[text=]");
        assertThat(summary(() -> {
            CheckBox box = new CheckBox("Remember me");
            box.setSelected(true);
            return box;
        })).isEqualTo("CheckBox[text=Remember me, selected=true]");
        assertThat(summary(() -> {
            ComboBox<String> combo = new ComboBox<>();
            combo.setPromptText("Fruit");
            combo.setValue("Apple");
            return combo;
        })).isEqualTo("ComboBox[value=Apple, prompt=Fruit]");
    }

    @Test
    void summarisesTablesWithItemCountAndSelection() {
        assertThat(summary(() -> {
            TableView<Integer> table = new TableView<>();
            for (int i = 0; i < 1000; i++) {
                table.getItems().add(i);
            }
            table.getSelectionModel().select(3);
            return table;
        })).isEqualTo("TableView[items=1000, selected=[3]]");
    }

    @Test
    void summarisesContainersWithIdAndChildCount() {
        assertThat(summary(() -> {
            VBox form = new VBox(new Label("a"), new Label("b"), new Label("c"));
            form.setId("form");
            return form;
        })).isEqualTo("VBox[id=form, children=3]");
    }

    @Test
    void cutsLongTextsAndFlagsDisabledAndHiddenNodes() {
        String summary = summary(() -> {
            Label label = new Label("A very long label text that goes on\nand on well past forty characters");
            label.setDisable(true);
            label.setVisible(false);
            return label;
        });

        assertThat(summary).isEqualTo("Label[text=A very long label text that goes on and…, disabled, hidden]");
    }

    private static String summary(java.util.concurrent.Callable<javafx.scene.Node> node) {
        return HeadlessFx.onFx(() -> NodeSummary.of(node.call()));
    }
}
