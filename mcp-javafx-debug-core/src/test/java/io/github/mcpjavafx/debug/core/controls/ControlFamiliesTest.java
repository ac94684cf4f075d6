package io.github.mcpjavafx.debug.core.controls;

import io.github.mcpjavafx.debug.core.scene.ShownControl;
import io.github.mcpjavafx.debug.core.support.DashboardTile;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import io.github.mcpjavafx.debug.core.support.StarRating;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Node;
import javafx.scene.control.Accordion;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ColorPicker;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.DateCell;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.PasswordField;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Slider;
import javafx.scene.control.Spinner;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Toggle;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.TreeTableView;
import javafx.scene.control.TreeView;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Rectangle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

@ExtendWith(HeadlessFxExtension.class)
class ControlFamiliesTest {

    @Test
    void eachStandardControlGetsTheFamilyThatDeclaresIt() {
        assertFamily(Label::new, Labels.class);
        assertFamily(ListCell::new, Labels.class);
        assertFamily(Button::new, Buttons.class);
        assertFamily(CheckBox::new, Buttons.class);
        assertFamily(Hyperlink::new, Buttons.class);
        assertFamily(TextField::new, TextInputs.class);
        assertFamily(TextArea::new, TextInputs.class);
        assertFamily(ComboBox::new, Choices.class);
        assertFamily(ChoiceBox::new, Choices.class);
        assertFamily(DatePicker::new, Pickers.class);
        assertFamily(ColorPicker::new, Pickers.class);
        assertFamily(DateCell::new, Pickers.class);
        assertFamily(Slider::new, Ranges.class);
        assertFamily(Spinner::new, Ranges.class);
        assertFamily(ScrollBar::new, Ranges.class);
        assertFamily(TabPane::new, Panes.class);
        assertFamily(TitledPane::new, Panes.class);
        assertFamily(ListView::new, Lists.class);
        assertFamily(TableView::new, Lists.class);
        assertFamily(TreeView::new, Lists.class);
        assertFamily(TreeTableView::new, Lists.class);
        assertFamily(ScrollPane::new, Containers.class);
        assertFamily(Accordion::new, Containers.class);
    }

    @Test
    void aSubclassGetsTheFamilyOfTheClosestDeclaredClass() {
        assertFamily(PasswordField::new, TextInputs.class); // a TextField's subclass
        assertFamily(ProgressBar::new, Ranges.class); // a ProgressIndicator's
        assertFamily(RadioButton::new, Buttons.class); // a ToggleButton's, which is a ButtonBase
        assertFamily(() -> new TextField() { }, TextInputs.class); // an app's own field
        // ComboBox is a ComboBoxBase (declared by the pickers) but declared itself by the choices
        assertFamily(() -> new ComboBox<String>() { }, Choices.class);
        assertThat(onFx(() -> {
            PasswordField password = new PasswordField();
            password.setText("secret");
            return NodeText.text(password);
        })).isEqualTo("\u2022".repeat(6));
    }

    @Test
    void aControlOfTheAppsThatIsAToggleReadsAsOne() {
        Switch toggle = onFx(Switch::new);
        assertThat(ControlFamilies.of(toggle)).isInstanceOf(Buttons.class);
        onFx(() -> {
            toggle.setSelected(true);
            return null;
        });
        assertThat(onFx(() -> NodeText.value(toggle))).isEqualTo("true");
        // it is no labeled control and no button: no text of its own, not actionable by its type
        assertThat(onFx(() -> ControlFamilies.of(toggle).textRole(toggle))).isNull();
        assertThat(onFx(() -> ControlFamilies.of(toggle).actionable(toggle))).isFalse();
    }

    @Test
    void aNodeNobodyDeclaredFallsBackOnTheRules() {
        assertFamily(StarRating::new, null);
        assertFamily(StackPane::new, null);
        assertFamily(() -> new Rectangle(10, 10), null);
        StarRating rating = onFx(StarRating::new);
        ControlFamily undeclared = ControlFamilies.of(rating);
        assertThat(onFx(() -> undeclared.value(rating))).isNull();
        assertThat(onFx(() -> undeclared.actionable(rating))).isFalse();

        DashboardTile tile = onFx(() -> new DashboardTile(DashboardTile.Kind.GAUGE, "Gauge Tile"));
        HeadlessFx.show("Tile", new VBox(tile), 400, 400);
        ShownControl shown = onFx(() -> ControlFamilies.shown(tile));
        assertThat(shown).isNotNull();
        assertThat(shown.title()).isEqualTo("Gauge Tile");
        assertThat(onFx(() -> ControlFamilies.shown(new Button("JavaFX's own")))).isNull();
    }

    @Test
    void everyClassIsDeclaredByOneFamily() {
        Set<Class<?>> declared = new HashSet<>();
        for (ControlFamily family : ControlFamilies.ALL) {
            for (Class<?> type : family.declared()) {
                assertThat(declared.add(type)).as(type.getName() + " declared once").isTrue();
            }
        }
    }

    private static void assertFamily(Supplier<? extends Node> control, Class<? extends ControlFamily> family) {
        Node node = onFx(control::get);
        ControlFamily found = ControlFamilies.of(node);
        if (family == null) {
            assertThat(found).as(node.getClass().getName()).isSameAs(ControlFamilies.UNDECLARED);
        } else {
            assertThat(found).as(node.getClass().getName()).isExactlyInstanceOf(family);
        }
    }

    /** A switch of an app's own: a control that is a Toggle, no button. */
    static final class Switch extends Control implements Toggle {
        private final ObjectProperty<ToggleGroup> group = new SimpleObjectProperty<>(this, "toggleGroup");
        private final BooleanProperty selected = new SimpleBooleanProperty(this, "selected");

        @Override
        public ToggleGroup getToggleGroup() {
            return group.get();
        }

        @Override
        public void setToggleGroup(ToggleGroup toggleGroup) {
            group.set(toggleGroup);
        }

        @Override
        public ObjectProperty<ToggleGroup> toggleGroupProperty() {
            return group;
        }

        @Override
        public boolean isSelected() {
            return selected.get();
        }

        @Override
        public void setSelected(boolean value) {
            selected.set(value);
        }

        @Override
        public BooleanProperty selectedProperty() {
            return selected;
        }
    }
}
