package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.control.Label;
import javafx.scene.layout.Pane;
import javafx.scene.shape.Rectangle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.css;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.failure;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.perform;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A click refused because something covers its target's center (a label lying over a map's shape) says where the
 * target can still be pressed, and a click at that point reaches it.
 */
@ExtendWith(HeadlessFxExtension.class)
class CoveredTargetOffersAPointTest {

    private static final Pattern REACHABLE = Pattern.compile("reachable at @(\\d+),(\\d+) \\(screen\\): a click given "
            + "\"x\":(\\d+),\"y\":(\\d+) instead of a target lands on it");

    @Test
    void aTargetCoveredAtItsCenterOffersAPointWhereAClickReachesIt() {
        AtomicInteger pressed = new AtomicInteger();
        HeadlessFx.show("Map", onFx(() -> {
            Rectangle country = new Rectangle(200, 100);
            country.setId("country");
            country.relocate(50, 50);
            country.setOnMouseClicked(event -> pressed.incrementAndGet());
            Label name = new Label("Portugal"); // its name, written over its middle
            name.setMinSize(120, 40);
            name.relocate(90, 80);
            return new Pane(country, name);
        }), 400, 300);

        UiException refused = failure(ActionSpec.click(css("#country")));

        assertThat(refused.getMessage()).contains("covered at its center by Label");
        Matcher offered = REACHABLE.matcher(refused.getMessage());
        assertThat(offered.find()).as(refused.getMessage()).isTrue();
        assertThat(refused.details()).containsEntry("reachableAt",
                Map.of("x", Long.parseLong(offered.group(1)), "y", Long.parseLong(offered.group(2))));
        assertThat(pressed).hasValue(0);

        perform(new ActionSpec.Click(null, Double.parseDouble(offered.group(3)), Double.parseDouble(offered.group(4)),
                null, null, null));

        assertThat(pressed).as("the offered point reaches the shape").hasValue(1);
    }
}
