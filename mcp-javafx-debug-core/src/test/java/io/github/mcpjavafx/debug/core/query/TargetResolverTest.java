package io.github.mcpjavafx.debug.core.query;

import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

@ExtendWith(HeadlessFxExtension.class)
class TargetResolverTest {

    private final TargetResolver resolver = new TargetResolver(UidRegistry.shared(), new NodeQueries());

    @BeforeEach
    void buttons() {
        HeadlessFx.start();
        HeadlessFx.show("Buttons", HeadlessFx.onFx(() -> {
            Button save = new Button("Save");
            save.setId("save");
            return new VBox(save, new Button("Save as…"));
        }), 400, 300);
    }

    @Test
    void resolvesACssOrTextTargetThatMatchesOnce() {
        assertThat(resolve(Target.css("#save")).getId()).isEqualTo("save");
        assertThat(resolve(Target.text("as…")).getId()).isNull();
    }

    @Test
    void ambiguousTargetListsCandidatesInTheMessageAndTheDetails() {
        assertThatThrownBy(() -> resolve(Target.text("save")))
                .isInstanceOfSatisfying(UiException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.MCP_UI_ACTION_FAILED);
                    assertThat(e.details()).containsEntry("reason", "AMBIGUOUS_TARGET").containsEntry("matches", 2);
                    @SuppressWarnings("unchecked")
                    List<TargetResolver.Candidate> candidates = (List<TargetResolver.Candidate>) e.details().get("candidates");
                    assertThat(candidates).extracting(TargetResolver.Candidate::line).satisfiesExactly(
                            line -> assertThat(line).matches("Button#save u-\\w+ \"Save\"( focused)?"),
                            line -> assertThat(line).matches("Button u-\\w+ \"Save as…\""));
                    assertThat(candidates).allSatisfy(c -> assertThat(c.line()).contains(" " + c.uid() + " "));
                    assertThat(e.getMessage()).as("an agent reading only the text finds them")
                            .contains("\n  " + candidates.get(0).line()).contains("\n  " + candidates.get(1).line());
                });
    }

    @Test
    void aTextTargetMatchingSeveralNodesPicksTheOneWhoseTextIsExactlyIt() {
        assertThat(resolve(Target.text("Save")).getId()).as("\"Save\" over \"Save as…\"").isEqualTo("save");
        assertThat(resolve(Target.text(" Save as… ")).getId()).isNull();
    }

    @Test
    void twoExactMatchesStayAmbiguous() {
        HeadlessFx.show("Twins", HeadlessFx.onFx(() -> new VBox(new Button("Save"), new Button("Save"))), 300, 200);

        assertThatThrownBy(() -> resolve(Target.text("Save")))
                .isInstanceOfSatisfying(UiException.class,
                        e -> assertThat(e.details()).containsEntry("reason", "AMBIGUOUS_TARGET"));
    }

    @Test
    void targetMatchingNothingIsNoMatch() {
        assertThatThrownBy(() -> resolve(Target.css("#delete")))
                .isInstanceOfSatisfying(UiException.class,
                        e -> assertThat(e.details()).containsEntry("reason", "NO_MATCH"));
    }

    @Test
    void aTargetThatMissesByASlipNamesWhatItMayHaveMeant() {
        for (Target slip : List.of(Target.text("Sve"), Target.css("#sav"), Target.css("#Save"))) {
            assertThatThrownBy(() -> resolve(slip)).as(slip.display())
                    .isInstanceOfSatisfying(UiException.class, e -> {
                        assertThat(e.details()).containsEntry("reason", "NO_MATCH");
                        @SuppressWarnings("unchecked")
                        List<TargetResolver.Candidate> candidates = (List<TargetResolver.Candidate>) e.details().get("candidates");
                        assertThat(candidates).singleElement().satisfies(
                                c -> assertThat(c.line()).matches("Button#save u-\\w+ \"Save\"( focused)?"));
                        assertThat(e.getMessage()).as("an agent reading only the text finds it")
                                .startsWith("Nothing matches " + slip.display() + ". Did you mean")
                                .contains("{\"ref\": {\"uid\": \"" + candidates.get(0).uid() + "\"}}")
                                .endsWith("\n  " + candidates.get(0).line());
                    });
        }
    }

    @Test
    void aTargetFarFromEverythingNamesNoCandidates() {
        assertThatThrownBy(() -> resolve(Target.text("Delete everything")))
                .isInstanceOfSatisfying(UiException.class, e -> {
                    assertThat(e.details()).containsEntry("reason", "NO_MATCH").doesNotContainKey("candidates");
                    assertThat(e.getMessage()).contains("Take a snapshot or run ui_query");
                });
    }

    @Test
    void aSlipIsAFewEditsIgnoringCase() {
        assertThat(NearMatches.slip("Plase order", "Place order")).isEqualTo(1);
        assertThat(NearMatches.slip("custmer", "customer")).isEqualTo(1);
        assertThat(NearMatches.slip("SAVE", "save")).isZero();
        assertThat(NearMatches.slip("Clera", "Clear")).as("a swap is one slip").isEqualTo(1);
        assertThat(NearMatches.slip("Save", "Cancel")).isEqualTo(-1);
        assertThat(NearMatches.slip("ok", "Express delivery")).isEqualTo(-1);
    }

    @Test
    void aSlipInTextsOfAMillionCharactersIsMeasuredOnTheirStartsInAnInstant() {
        String shown = "Ship the order to Ada Lovelace. ".repeat(31_250); // 1,000,000 characters
        String wanted = "Shup" + shown.substring(4);
        long started = System.nanoTime();
        assertThat(NearMatches.slip(wanted, shown)).as("one slip in the first 200 characters").isEqualTo(1);
        assertThat(NearMatches.slip("y".repeat(1_000_000), "x".repeat(1_000_000))).isEqualTo(-1);
        assertThat((System.nanoTime() - started) / 1_000_000).as("ms for both").isLessThan(500);
    }

    @Test
    void invalidCssTargetIsAnInvalidArgument() {
        assertThatThrownBy(() -> resolve(Target.css("##a[")))
                .isInstanceOfSatisfying(UiException.class,
                        e -> assertThat(e.code()).isEqualTo(ErrorCode.MCP_UI_INVALID_ARGUMENT));
    }

    private Node resolve(Target target) {
        return HeadlessFx.onFx(() -> resolver.resolve(target));
    }
}
