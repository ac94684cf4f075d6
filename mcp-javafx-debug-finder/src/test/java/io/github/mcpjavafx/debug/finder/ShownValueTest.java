package io.github.mcpjavafx.debug.finder;

import javafx.collections.FXCollections;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Slider;
import javafx.scene.control.Spinner;
import javafx.scene.control.ToggleButton;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import static org.assertj.core.api.Assertions.assertThat;

/** The values of JavaFX's value controls as a person sees them: the line, the recorder's checks and the test's reads. */
@ExtendWith(Fx.class)
class ShownValueTest {

    @Test
    void valuesReadAsTheControlShowsThem() {
        assertThat(Fx.on(() -> {
            CheckBox box = new CheckBox("Agree");
            box.setAllowIndeterminate(true);
            box.setIndeterminate(true);
            return ShownValue.of(box);
        })).isEqualTo("indeterminate");
        assertThat(Fx.on(() -> {
            ToggleButton toggle = new ToggleButton("Bold");
            toggle.setSelected(true);
            return ShownValue.of(toggle);
        })).isEqualTo("true");
        assertThat(Fx.on(() -> ShownValue.of(new Slider(0, 100, 75)))).as("a whole number without .0").isEqualTo("75");
        assertThat(Fx.on(() -> ShownValue.of(new ProgressBar(0.25)))).isEqualTo("0.25");
        assertThat(Fx.on(() -> ShownValue.of(new Spinner<Integer>(0, 10, 3)))).isEqualTo("3");
        assertThat(Fx.on(() -> {
            ChoiceBox<String> choice = new ChoiceBox<>(FXCollections.observableArrayList("a", "b"));
            choice.setValue("b");
            return ShownValue.of(choice);
        })).isEqualTo("b");
        assertThat(Fx.on(() -> ShownValue.of(new ChoiceBox<String>()))).as("no value").isNull();
        assertThat(Fx.on(() -> ShownValue.of(new Label("text")))).as("a node without a value").isNull();
    }
}
