package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.QueryResult;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.query.QueryService;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import io.github.mcpjavafx.debug.core.support.WorldMap;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.json.JsonMapper;

import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A map's country shapes, which the library's own class names by a code and a locale, read by their countries: a
 * query of their type lists each by its name, as the shape itself names it; a compact snapshot folds a run of them
 * into one line, which names its first, and lists a lone one (clickable or not) by its country.
 */
@ExtendWith(HeadlessFxExtension.class)
class NamedShapesTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String[] CODES = {"AF", "AL", "DZ", "DE", "FR", "JP", "PE", "NO"};

    private final UidRegistry uids = UidRegistry.shared();
    private final QueryService queries = new QueryService(uids, HeadlessFx.TIMEOUT_MS);
    private final SceneSnapshotter snapshotter = new SceneSnapshotter(uids, SnapshotOptions.defaults(), HeadlessFx.TIMEOUT_MS);

    @Test
    void aQueryListsEachCountryShapeByItsCountryAndASnapshotFoldsThemIntoOneLine() {
        WorldMap map = onFx(() -> new WorldMap(CODES));
        HeadlessFx.show("Map", new VBox(map), 400, 200);

        QueryResult countries = queries.query(new QueryRequest(null, new QueryRequest.Selector(null, null, null,
                new QueryRequest.Predicate(List.of("CountryShape"), null, null, null, null, null)), null));

        String structured = JSON.writeValueAsString(countries.structured()).replace("\\\"", "\"");
        assertThat(countries.matches()).hasSize(CODES.length);
        for (QueryResult.Match match : countries.matches()) {
            String uid = match.ref().uid();
            String named = onFx(() -> {
                WorldMap.CountryShape shape = (WorldMap.CountryShape) uids.find(uid).orElseThrow();
                return shape.getLocale().getDisplayCountry(Locale.ENGLISH) + " (" + shape.getName() + ")";
            });
            assertThat(match.line()).as("the shape's own country").startsWith("CountryShape " + uid + " \"" + named + "\"");
            assertThat(countries.text()).as("the text block").contains(match.line());
            assertThat(structured).as("the structured result alone").contains(match.line());
        }
        assertThat(countries.text()).contains("\"Germany (DE)\"", "\"Japan (JP)\"");

        String snapshot = snapshotter.snapshot(SnapshotRequest.compact()).text();
        assertThat(snapshot).as("one line for the run, named by its first").containsPattern(
                "CountryShape u-\\w+ \"Afghanistan \\(AF\\)\" clickable and " + (CODES.length - 1) + " more alike");
    }

    @Test
    void aCountryShapeWithoutAHandlerIsReadNotFoldedAloneAndInARun() {
        HeadlessFx.show("Maps", onFx(() -> new VBox(new Group(new WorldMap.CountryShape("AT")),
                new Group(Stream.of(CODES).map(WorldMap.CountryShape::new).toArray(Node[]::new)))), 400, 200);

        String snapshot = snapshotter.snapshot(SnapshotRequest.compact()).text();

        assertThat(snapshot).as("the one country a map still shows").containsPattern("CountryShape u-\\w+ \"Austria \\(AT\\)\"\n")
                .as("a run of them, named by its first").containsPattern(
                        "CountryShape u-\\w+ \"Afghanistan \\(AF\\)\" and " + (CODES.length - 1) + " more alike")
                .doesNotContain("folded");
    }
}
