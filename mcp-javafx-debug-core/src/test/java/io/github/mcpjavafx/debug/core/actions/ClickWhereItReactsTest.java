package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.SkinBase;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Rectangle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.perform;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.ref;
import static org.assertj.core.api.Assertions.assertThat;

/** A click on a control from outside JavaFX lands where it reacts, as a person clicks it, not on a dead spot. */
@ExtendWith(HeadlessFxExtension.class)
class ClickWhereItReactsTest {

    @Test
    void aSwitchWhoseCenterIsADeadSpotIsClickedOnItsThumbAndTurnsOn() {
        Switch toggle = HeadlessFx.onFx(Switch::new);
        HeadlessFx.show("Switches", new VBox(toggle), 400, 100);

        PerformResult clicked = perform(ActionSpec.click(ref(toggle)));

        assertThat(HeadlessFx.onFx(toggle.selected::get)).as("the switch's own property").isTrue();
        assertThat(clicked.changes().noVisibleChange()).isNull();
        assertThat(clicked.results().get(0).line()).as("the line says where the press went, and the state it found and made")
                .contains("\"Off\" off focused").endsWith(": ok, pressed its Rectangle " + HeadlessFx.onFx(
                        () -> io.github.mcpjavafx.debug.core.scene.UidRegistry.shared().uidOf(toggle.lookup("Rectangle")))
                        + " (became on)");
    }

    @Test
    void aControlThatReactsAsAWholeIsClickedAtItsCenter() {
        Switch toggle = HeadlessFx.onFx(Switch::new);
        int[] pressed = {0};
        HeadlessFx.onFx(() -> {
            toggle.setOnMouseClicked(event -> pressed[0]++);
            return null;
        });
        HeadlessFx.show("Switches", new VBox(toggle), 400, 100);

        perform(ActionSpec.click(ref(toggle)));

        assertThat(pressed[0]).as("its own handler ran").isEqualTo(1);
        assertThat(HeadlessFx.onFx(toggle.selected::get)).as("the thumb, off center, was not pressed").isFalse();
    }

    @Test
    void aThumbOverItsTrackIsWhatTheClickPressesWhenBothReact() {
        Switch toggle = HeadlessFx.onFx(() -> new Switch(true));
        HeadlessFx.show("Switches", new VBox(toggle), 400, 100);

        perform(ActionSpec.click(ref(toggle)));

        assertThat(HeadlessFx.onFx(toggle.selected::get)).as("the switch's own property").isTrue();
    }

    @Test
    void aControlWhoseCenterIsAJavaFxControlIsClickedThere() {
        javafx.scene.control.ComboBox<String> inner = HeadlessFx.onFx(() -> new javafx.scene.control.ComboBox<>(
                javafx.collections.FXCollections.observableArrayList("One", "Two")));
        Control wrapper = HeadlessFx.onFx(() -> new Control() {
            @Override
            protected javafx.scene.control.Skin<?> createDefaultSkin() {
                return new SkinBase<>(this) {
                    {
                        getChildren().add(inner);
                    }
                };
            }
        });
        HeadlessFx.show("Wrapped", new VBox(wrapper), 400, 300);

        perform(ActionSpec.click(ref(wrapper)));

        assertThat(HeadlessFx.onFx(inner::isShowing)).as("the combo box's own popup").isTrue();
        HeadlessFx.onFx(() -> {
            inner.hide();
            return null;
        });
    }

    /** A switch drawn as its text, a gap, and a thumb that alone reacts: its center falls in the gap. */
    static final class Switch extends Control {
        final BooleanProperty selected = new SimpleBooleanProperty(this, "selected", false);

        /** With a track under the thumb that reacts too, as ControlsFX's ToggleSwitch draws it. */
        private final boolean track;

        Switch() {
            this(false);
        }

        Switch(boolean track) {
            this.track = track;
            setPrefWidth(300);
        }

        public BooleanProperty selectedProperty() {
            return selected;
        }

        @Override
        protected javafx.scene.control.Skin<?> createDefaultSkin() {
            return new SkinBase<>(this) {
                {
                    Region gap = new Region();
                    HBox.setHgrow(gap, Priority.ALWAYS);
                    Rectangle thumb = new Rectangle(track ? 20 : 40, 20);
                    thumb.setOnMouseReleased(event -> selected.set(!selected.get()));
                    if (track) {
                        Region under = new Region();
                        under.setPrefSize(40, 20);
                        under.setOnMouseReleased(event -> selected.set(!selected.get()));
                        getChildren().add(new HBox(new Label("Off"), gap, new javafx.scene.layout.StackPane(under, thumb)));
                    } else {
                        getChildren().add(new HBox(new Label("Off"), gap, thumb));
                    }
                }
            };
        }
    }
}
