package io.github.mcpjavafx.debug.core.query;

import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.QueryRequest.TextMatch;
import io.github.mcpjavafx.debug.core.model.QueryResult;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import io.github.mcpjavafx.debug.core.support.TileLooks;
import javafx.scene.layout.HBox;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A custom control titled by a text its skin writes is one thing to find, not two: a text query for its title gives
 * the control alone; a target that still means several lists each with its uid, its line and where it is.
 */
@ExtendWith(HeadlessFxExtension.class)
class TitledControlTargetsTest {

    private final QueryService service = new QueryService(UidRegistry.shared(), HeadlessFx.TIMEOUT_MS);
    private final TargetResolver resolver = new TargetResolver(UidRegistry.shared(), new NodeQueries());

    @BeforeEach
    void dashboard() {
        HeadlessFx.start();
        HeadlessFx.show("Dashboard", HeadlessFx.onFx(
                () -> new HBox(40, TileLooks.led("Led Tile"), TileLooks.clock("Clock Tile"))), 500, 300);
    }

    @Test
    void aTextQueryForATilesTitleFindsTheTileOnce() {
        QueryResult found = service.query(QueryRequest.text("Led Tile", TextMatch.CONTAINS));

        assertThat(found.matches()).singleElement()
                .satisfies(match -> assertThat(match.line()).startsWith("TileLooks " + match.ref().uid() + " \"Led Tile\""));
    }

    @Test
    void anAmbiguousTargetSaysWhereEachCandidateIs() {
        assertThatThrownBy(() -> HeadlessFx.onFx(() -> resolver.resolve(Target.text("Tile"))))
                .isInstanceOfSatisfying(UiException.class, e -> {
                    assertThat(e.details()).containsEntry("reason", "AMBIGUOUS_TARGET").containsEntry("matches", 2);
                    @SuppressWarnings("unchecked")
                    List<TargetResolver.Candidate> candidates = (List<TargetResolver.Candidate>) e.details().get("candidates");
                    assertThat(candidates).hasSize(2).allSatisfy(candidate -> {
                        assertThat(candidate.line()).startsWith("TileLooks " + candidate.uid() + " \"");
                        assertThat(candidate.at()).matches("@-?[\\d.]+,-?[\\d.]+ [\\d.]+x[\\d.]+");
                        assertThat(e.getMessage()).as("an agent reading only the text tells them apart")
                                .contains("\n  " + candidate.line() + " " + candidate.at());
                    });
                    assertThat(candidates.get(0).at()).isNotEqualTo(candidates.get(1).at());
                });
    }
}
