package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.support.CountryMap;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import io.github.mcpjavafx.debug.testsupport.Segments;
import javafx.scene.control.Labeled;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.css;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.perform;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A selection that a control from outside JavaFX keeps where no property shows it (a map's selected countries, a
 * segmented button's toggle) is on its line, and a click on one of its parts is reported as a change of the control.
 */
@ExtendWith(HeadlessFxExtension.class)
class CustomSelectionChangesTest {

    @Test
    void aClickOnAMapsCountryIsReportedAsTheMapsSelection() {
        CountryMap map = onFx(() -> new CountryMap("FRANCE", "GERMANY", "SPAIN"));
        HeadlessFx.show("Map", new VBox(map), 300, 200);
        perform(ActionSpec.click(css("#france")));

        PerformResult clicked = perform(ActionSpec.click(css("#germany")));

        assertThat(onFx(() -> java.util.List.copyOf(map.getSelectedCountries()))).containsExactly("FRANCE", "GERMANY");
        assertThat(clicked.changes().changed()).as(clicked.text()).singleElement().asString()
                .startsWith("CountryMap u-").contains("selectedCountries=[FRANCE, GERMANY]");
    }

    @Test
    void aClickOnASegmentIsReportedAsTheSegmentedButtonsToggle() {
        Segments segments = onFx(() -> new Segments("day", "week", "month"));
        HeadlessFx.show("Segments", new VBox(segments), 300, 200);
        javafx.scene.Node day = onFx(() -> (javafx.scene.Node) segments.getToggleGroup().getToggles().get(0));
        javafx.scene.Node week = onFx(() -> (javafx.scene.Node) segments.getToggleGroup().getToggles().get(1));
        perform(ActionSpec.click(PerformCalls.ref(day)));

        PerformResult clicked = perform(ActionSpec.click(PerformCalls.ref(week)));

        assertThat(onFx(() -> ((Labeled) segments.getToggleGroup().getSelectedToggle()).getText())).isEqualTo("week");
        assertThat(clicked.changes().changed()).as(clicked.text()).singleElement().asString()
                .startsWith("Segments u-").contains("selected=\"week\"");
    }
}
