package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import io.github.mcpjavafx.debug.core.support.StarRating;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.Spinner;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.css;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.failure;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.perform;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/** setValue: a property set by name through the property, checked against its type and the control's bounds. */
@ExtendWith(HeadlessFxExtension.class)
class SetValueTest {

    @Test
    void setsACustomControlsPropertyAndItsLineAndListenersFollow() {
        StarRating rating = onFx(StarRating::new);
        Label shown = onFx(() -> new Label("Rating = 2.0"));
        onFx(() -> {
            rating.setId("stars");
            rating.ratingProperty().addListener((o, was, now) -> shown.setText("Rating = " + now));
            return null;
        });
        HeadlessFx.show("setValue", new VBox(rating, shown), 300, 200);

        PerformResult result = perform(ActionSpec.setValue(css("#stars"), "rating", 4));

        assertThat(onFx(rating::getRating)).isEqualTo(4.0);
        assertThat(result.text()).contains("#0 setValue rating=4 StarRating#stars ", " rating=4.0 max=5", ": ok")
                .contains("changed StarRating#stars ", "changed Label", "Rating = 4.0");
    }

    @Test
    void setsASlidersValueWithinItsBoundsAndRefusesOneOutsideThem() {
        Slider volume = onFx(() -> {
            Slider s = new Slider(0, 100, 50);
            s.setId("volume");
            return s;
        });
        HeadlessFx.show("setValue", new VBox(volume), 300, 200);

        perform(ActionSpec.setValue(css("#volume"), "value", 30.5));
        UiException outside = failure(ActionSpec.setValue(css("#volume"), "value", 150));

        assertThat(onFx(volume::getValue)).isEqualTo(30.5);
        assertThat(outside.code()).isEqualTo(ErrorCode.MCP_UI_ACTION_FAILED);
        assertThat(outside.details()).containsEntry("reason", "NOT_A_VALUE");
        assertThat(outside.getMessage()).contains("must lie in 0.0..100.0, not 150");
    }

    @Test
    void setsASpinnersValueThroughItsValueFactoryAndRefusesOneItWouldClamp() {
        Spinner<Integer> quantity = onFx(() -> {
            Spinner<Integer> s = new Spinner<>(1, 10, 1);
            s.setId("quantity");
            return s;
        });
        HeadlessFx.show("setValue", new VBox(quantity), 300, 200);

        PerformResult result = perform(ActionSpec.setValue(css("#quantity"), "value", 3));
        UiException tooMany = failure(ActionSpec.setValue(css("#quantity"), "value", 12));
        UiException notWhole = failure(ActionSpec.setValue(css("#quantity"), "value", 2.5));

        assertThat(onFx(quantity::getValue)).isEqualTo(3);
        assertThat(onFx(() -> quantity.getEditor().getText())).isEqualTo("3");
        assertThat(result.text()).contains(": ok").contains("changed Spinner#quantity ");
        assertThat(tooMany.details()).containsEntry("reason", "NOT_A_VALUE");
        assertThat(tooMany.getMessage()).contains("must lie in 1..10, not 12");
        assertThat(notWhole.getMessage()).contains("a whole number");
    }

    @Test
    void aValueNotOfThePropertysTypeOrANameThatIsNoPropertyChangesNothing() {
        StarRating rating = onFx(() -> {
            StarRating r = new StarRating();
            r.setId("stars");
            return r;
        });
        HeadlessFx.show("setValue", new VBox(rating), 300, 200);

        UiException notWhole = failure(ActionSpec.setValue(css("#stars"), "max", 2.5));
        UiException notANumber = failure(ActionSpec.setValue(css("#stars"), "rating", "many"));
        UiException noSuch = failure(ActionSpec.setValue(css("#stars"), "stars", 3));

        assertThat(notWhole.details()).containsEntry("reason", "NOT_A_VALUE");
        assertThat(notWhole.getMessage()).contains("a whole number");
        assertThat(notANumber.details()).containsEntry("reason", "NOT_A_VALUE");
        assertThat(noSuch.details()).containsEntry("reason", "UNSUPPORTED_TARGET_TYPE");
        assertThat(noSuch.getMessage()).contains("has no property \"stars\"", "its own are rating, max");
        assertThat(onFx(rating::getMax)).isEqualTo(5);
        assertThat(onFx(rating::getRating)).isEqualTo(2.0);
    }
}
