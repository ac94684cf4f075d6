package io.github.mcpjavafx.debug.testfx;

import io.github.mcpjavafx.debug.testsupport.Segments;
import javafx.collections.FXCollections;
import javafx.geometry.Orientation;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.Slider;
import javafx.scene.control.Spinner;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.List;

import static io.github.mcpjavafx.debug.testfx.Edits.expand;
import static io.github.mcpjavafx.debug.testfx.Edits.select;
import static io.github.mcpjavafx.debug.testfx.Edits.setText;
import static io.github.mcpjavafx.debug.testfx.Edits.setValue;
import static io.github.mcpjavafx.debug.testfx.Reads.flagIn;
import static io.github.mcpjavafx.debug.testfx.Reads.itemsOf;
import static io.github.mcpjavafx.debug.testfx.Reads.numberIn;
import static io.github.mcpjavafx.debug.testfx.Reads.selectedIn;
import static io.github.mcpjavafx.debug.testfx.Reads.textOf;
import static io.github.mcpjavafx.debug.testfx.Reads.valueOf;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The edits a session made through a control's API land in the control, and the reads see them as it shows them. */
@ExtendWith(Windows.class)
class EditsAndReadsTest {

    @Test
    void textsAndValuesAreSetThroughTheControlAndReadAsShown() {
        TextField name = new TextField();
        Spinner<Integer> count = new Spinner<>(0, 10, 1);
        count.setEditable(true);
        Slider volume = new Slider(0, 100, 10);
        Label price = new Label("30.0249");
        CheckBox agree = new CheckBox("Agree");
        Windows.show("Form", new VBox(name, count, volume, price, agree));

        setText(name, "Ada");
        setText(count, "7");
        setValue(volume, "value", 42.5);
        setValue(volume, "orientation", "VERTICAL");
        setValue(agree, "selected", true);

        assertThat(textOf(name)).isEqualTo("Ada");
        assertThat(OnFx.read(name::getCaretPosition)).isEqualTo(3);
        assertThat(valueOf(count)).isEqualTo("7");
        assertThat(numberIn(volume, "value")).isEqualTo(42.5);
        assertThat(OnFx.read(volume::getOrientation)).isEqualTo(Orientation.VERTICAL);
        assertThat(numberIn(price)).isEqualTo(30.0249);
        assertThat(valueOf(agree)).isEqualTo("true");
        assertThatThrownBy(() -> setValue(volume, "loudness", 3)).hasMessageStartingWith("No property loudness on Slider");
    }

    @Test
    void anItemIsSelectedByTheTextItsRowShowsAndReadBackSo() {
        ComboBox<Integer> size = new ComboBox<>(FXCollections.observableArrayList(1, 2, 3));
        size.setConverter(new StringConverter<>() {
            @Override
            public String toString(Integer n) {
                return n == null ? "" : n + " kg";
            }

            @Override
            public Integer fromString(String s) {
                return Integer.valueOf(s.replace(" kg", ""));
            }
        });
        ListView<String> people = new ListView<>(FXCollections.observableArrayList("Katja", "Dirk", "Ada"));
        people.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        TabPane tabs = new TabPane(new Tab("One"), new Tab("Two"));
        TitledPane more = new TitledPane("More", new Label("details"));
        more.setExpanded(false);
        Windows.show("Choices", new VBox(size, people, tabs, more));

        select(size, "2 kg", -1);
        select(people, "Dirk", -1);
        select(tabs, "Two", -1);
        expand(more, true);

        assertThat(valueOf(size)).isEqualTo("2 kg");
        assertThat(selectedIn(people)).containsExactly("Dirk");
        assertThat(itemsOf(people)).isEqualTo(List.of("Katja", "Dirk", "Ada"));
        assertThat(OnFx.read(() -> tabs.getSelectionModel().getSelectedItem().getText())).isEqualTo("Two");
        assertThat(OnFx.read(more::isExpanded)).isTrue();
        assertThatThrownBy(() -> select(people, "Nobody", -1)).hasMessageStartingWith("No item shown as \"Nobody\" in ListView");
    }

    @Test
    void aCustomControlsSwitchAndSegmentAreReadThroughItsOwnProperties() {
        ToggleButton week = new ToggleButton("week");
        Segments period = new Segments(new ToggleButton("day"), week);
        Tile light = new Tile("Light", new Label("off"));
        Windows.show("Custom", new VBox(period, light));

        assertThat(selectedIn(period, "selected")).isEmpty();
        assertThat(flagIn(light, "active")).isFalse();
        OnFx.read(() -> { week.setSelected(true); return null; });
        setValue(light, "active", true);

        assertThat(selectedIn(period, "selected")).containsExactly("week");
        assertThat(flagIn(light, "active")).isTrue();
        assertThatThrownBy(() -> selectedIn(light, "selected")).hasMessageContaining("has no getToggleGroup()");
    }
}
