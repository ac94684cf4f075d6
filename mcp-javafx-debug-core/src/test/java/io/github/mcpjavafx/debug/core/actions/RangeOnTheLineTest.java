package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.QueryResult;
import io.github.mcpjavafx.debug.core.query.QueryService;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import io.github.mcpjavafx.debug.core.support.SliderTile;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Slider;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.json.JsonMapper;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.perform;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.ref;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * A control whose value is dragged along a track says its range and where the track's ends lie on screen: a drag of
 * the thumb aimed by those alone lands on the value asked for, on JavaFX's slider and on a dashboard's slider tile
 * drawn with a bar and a circle; the points are where the app puts its thumb at either end.
 */
@ExtendWith(HeadlessFxExtension.class)
class RangeOnTheLineTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Pattern TRACK = Pattern.compile(
            " range=(-?[\\d.]+)\\.\\.(-?[\\d.]+) track=@(-?[\\d.]+),(-?[\\d.]+)\\.\\.(-?[\\d.]+),(-?[\\d.]+)");

    private final QueryService queries = new QueryService(UidRegistry.shared(), HeadlessFx.TIMEOUT_MS);

    @Test
    void aSlidersLineSaysItsRangeAndWhereItsThumbStandsAtEitherEnd() {
        Slider slider = onFx(() -> {
            Slider s = new Slider(-50, 50, -10);
            s.setPrefWidth(300);
            return s;
        });
        HeadlessFx.show("Volume", new VBox(20, slider), 400, 200);

        Track track = trackOf(queries.query(QueryRequest.css("Slider")));

        assertThat(track.min()).isEqualTo(-50);
        assertThat(track.max()).isEqualTo(50);
        onFx(() -> {
            slider.setValue(-50);
            return null;
        });
        HeadlessFx.settle();
        assertThat(thumbCenter(slider)).as("the thumb at the minimum").containsExactly(
                new double[] {track.x1(), track.y1()}, within(1.0));
        onFx(() -> {
            slider.setValue(50);
            return null;
        });
        HeadlessFx.settle();
        assertThat(thumbCenter(slider)).as("the thumb at the maximum").containsExactly(
                new double[] {track.x2(), track.y2()}, within(1.0));
    }

    @Test
    void aDragAimedByTheSliderTilesTrackSetsTheValueAskedFor() {
        SliderTile tile = onFx(SliderTile::new);
        HeadlessFx.show("Dashboard", new VBox(tile), 300, 300);
        QueryResult found = queries.query(new QueryRequest(null, new QueryRequest.Selector(null, null, null,
                new QueryRequest.Predicate(List.of("SliderTile"), null, null, "Slider Tile", null, null)), null));
        Track track = trackOf(found);
        Node thumb = onFx(() -> tile.lookup("Circle"));

        double x = track.x1() + (75 - track.min()) / (track.max() - track.min()) * (track.x2() - track.x1());
        PerformResult dragged = perform(new ActionSpec.Drag(ref(thumb), null, x, track.y1()));

        assertThat(onFx(tile::getValue)).as(dragged.text()).isCloseTo(75, within(1.0));
    }

    /** The track on the query's first line, read in the text block; the structured result must say the same. */
    private static Track trackOf(QueryResult result) {
        String line = result.matches().get(0).line();
        Matcher m = TRACK.matcher(line);
        assertThat(m.find()).as("a range and a track on %s", line).isTrue();
        assertThat(result.text()).as("the text block").contains(m.group());
        assertThat(JSON.writeValueAsString(result.structured())).as("the structured result alone").contains(m.group());
        return new Track(Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2)), Double.parseDouble(m.group(3)),
                Double.parseDouble(m.group(4)), Double.parseDouble(m.group(5)), Double.parseDouble(m.group(6)));
    }

    private static double[] thumbCenter(Slider slider) {
        return onFx(() -> {
            Node thumb = slider.lookup(".thumb");
            Bounds onScreen = thumb.localToScreen(thumb.getLayoutBounds());
            return new double[] {onScreen.getCenterX(), onScreen.getCenterY()};
        });
    }

    private record Track(double min, double max, double x1, double y1, double x2, double y2) {
    }
}
