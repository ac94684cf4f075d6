package io.github.mcpjavafx.debug.core.query;

import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.QueryRequest.Predicate;
import io.github.mcpjavafx.debug.core.model.QueryRequest.Selector;
import io.github.mcpjavafx.debug.core.model.QueryRequest.TextMatch;
import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.QueryResult;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

@ExtendWith(HeadlessFxExtension.class)
class QueryServiceTest {

    private final QueryService service = new QueryService(UidRegistry.shared(), HeadlessFx.TIMEOUT_MS);
    private VBox root;

    @BeforeEach
    void form() {
        HeadlessFx.start();
        root = HeadlessFx.onFx(() -> {
            TextField customer = new TextField();
            customer.setId("customer");
            customer.setPromptText("Customer name");
            CheckBox remember = new CheckBox("Remember me");
            remember.setSelected(true);
            Button save = new Button("Save");
            save.setId("save");
            save.getStyleClass().add("primary");
            Button cancel = new Button("Cancel");
            cancel.setId("cancel");
            cancel.setDisable(true);
            Label secret = new Label("Secret");
            secret.setId("secret");
            secret.setVisible(false);
            VBox form = new VBox(new Label("Customer"), customer, remember, save, cancel, secret,
                    new TextFlow(new Text("Terms apply")));
            form.setId("form");
            return form;
        });
        HeadlessFx.show("Form", root, 400, 300);
    }

    @Test
    void cssFindsNodesByIdAndStyleClass() {
        assertThat(types(css("#save"))).containsExactly("Button");
        assertThat(ids(css(".primary"))).containsExactly("save");
        assertThat(ids(css(".button"))).containsExactly("save", "cancel");
    }

    @Test
    void cssHonoursTypeWithIdListsAndPseudoClassesThatLookupAllGetsWrong() {
        assertThat(ids(css("Button#save"))).containsExactly("save");
        assertThat(ids(css("#cancel, #save"))).as("scene order, not list order").containsExactly("save", "cancel");
        assertThat(ids(css(".button:disabled"))).containsExactly("cancel");
        assertThat(ids(css("#form > Button"))).containsExactly("save", "cancel");
    }

    @Test
    void invalidCssIsAnInvalidArgumentNotAnEmptyResult() {
        for (String garbage : List.of("##a[", "Button >> >", "a,,b", "Button[text=Save]", "#save +", ".")) {
            assertThatThrownBy(() -> css(garbage)).as(garbage)
                    .isInstanceOfSatisfying(UiException.class, e -> {
                        assertThat(e.code()).isEqualTo(ErrorCode.MCP_UI_INVALID_ARGUMENT);
                        assertThat(e.getMessage()).contains("Invalid CSS selector").contains(garbage);
                    });
        }
    }

    @Test
    void textContainsIgnoresCaseAndMatchesAButtonOnlyOnce() {
        QueryResult result = text("save", TextMatch.CONTAINS);

        assertThat(ids(result)).containsExactly("save");
        assertThat(result.text()).matches("u-\\w+ Button#save \\[text=Save] @ \\d+,\\d+ \\d+x\\d+");
    }

    @Test
    void textEqualsIsExactAndCaseSensitive() {
        assertThat(ids(text("Save", TextMatch.EQUALS))).containsExactly("save");
        assertThat(text("save", TextMatch.EQUALS).total()).isZero();
        assertThat(text("Sav", TextMatch.EQUALS).total()).isZero();
    }

    @Test
    void textRegexFindsAPatternAnywhereInTheText() {
        assertThat(summaries(text("^C\\w+$", TextMatch.REGEX))).containsExactly("Label[text=Customer]",
                "Button[id=cancel, text=Cancel, disabled]");
    }

    @Test
    void textMatchesPromptsAndTextNodesButNotHiddenNodes() {
        assertThat(ids(text("customer NAME", TextMatch.CONTAINS))).containsExactly("customer");
        assertThat(types(text("Terms", TextMatch.CONTAINS))).containsExactly("Text");
        assertThat(text("Secret", TextMatch.CONTAINS).total()).isZero();
    }

    @Test
    void invalidRegexNamesTheSyntaxError() {
        assertThatThrownBy(() -> text("(Save", TextMatch.REGEX))
                .isInstanceOfSatisfying(UiException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.MCP_UI_INVALID_ARGUMENT);
                    assertThat(e.getMessage()).contains("Invalid regex").contains("Unclosed group");
                });
    }

    @Test
    void catastrophicRegexFailsFastAndTheNextQueryWorks() {
        HeadlessFx.onFx(() -> root.getChildren().add(new Label("a".repeat(40) + "!")));
        HeadlessFx.settle();

        // (.*a){20}$ backtracks for minutes on Java 17+; (a+)+$ is memoized there, but must be quick either way
        long start = System.nanoTime();
        assertThatThrownBy(() -> text("(.*a){20}$", TextMatch.REGEX))
                .isInstanceOfSatisfying(UiException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.MCP_UI_INVALID_ARGUMENT);
                    assertThat(e.getMessage()).startsWith("regex too slow");
                });
        try {
            text("(a+)+$", TextMatch.REGEX);
        } catch (UiException e) {
            assertThat(e.getMessage()).startsWith("regex too slow");
        }
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(3000);

        assertThat(ids(text("Save", TextMatch.EQUALS))).containsExactly("save");
    }

    @Test
    void slowRegexRunsOffTheFxThread() throws Exception {
        HeadlessFx.onFx(() -> root.getChildren().add(new Label("a".repeat(40) + "!")));
        HeadlessFx.settle();
        CompletableFuture<Void> slow = CompletableFuture.runAsync(() -> {
            try {
                text("(.*a){20}$", TextMatch.REGEX);
            } catch (UiException expected) {
                // regex too slow
            }
        });
        Thread.sleep(50);

        boolean answered = FxThread.call(() -> !slow.isDone(), 150);

        assertThat(answered).as("the FX thread answered while the regex was still running").isTrue();
        slow.get(5, TimeUnit.SECONDS);
    }

    @Test
    void predicateCombinesTypeAndEnabled() {
        assertThat(ids(predicate(new Predicate(List.of("Button"), null, null, null, null, true))))
                .containsExactly("save");
        assertThat(types(predicate(new Predicate(List.of("ButtonBase"), null, null, null, null, null))))
                .containsExactly("CheckBox", "Button", "Button");
    }

    @Test
    void predicateFindsByStyleClassTextAndHiddenNodes() {
        assertThat(ids(predicate(new Predicate(null, null, "primary", null, null, null)))).containsExactly("save");
        assertThat(ids(predicate(new Predicate(null, null, null, null, false, null)))).containsExactly("secret");
        assertThat(ids(predicate(new Predicate(List.of("textfield"), null, null, "customer", null, null))))
                .containsExactly("customer");
        assertThat(ids(predicate(new Predicate(null, "cancel", null, null, true, false)))).containsExactly("cancel");
    }

    @Test
    void emptyPredicateIsAnInvalidArgument() {
        assertThatThrownBy(() -> predicate(new Predicate(List.of(), " ", null, null, null, null)))
                .isInstanceOfSatisfying(UiException.class,
                        e -> assertThat(e.code()).isEqualTo(ErrorCode.MCP_UI_INVALID_ARGUMENT));
    }

    @Test
    void limitCutsTheMatchesAndSaysHowManyMore() {
        HeadlessFx.onFx(() -> {
            for (int i = 0; i < 30; i++) {
                root.getChildren().add(new Label("Item " + i));
            }
            return null;
        });
        HeadlessFx.settle();

        QueryResult result = service.query(new QueryRequest(null, new Selector(null, "Item", null, null), 5));

        assertThat(result.matches()).hasSize(5);
        assertThat(result.total()).isEqualTo(30);
        assertThat(result.truncated()).isTrue();
        assertThat(result.text().lines().toList()).hasSize(6).last().isEqualTo("… 25 more (raise limit)");
    }

    @Test
    void matchesCarryRefTypeIdAndLayout() {
        QueryResult.Match save = css("#save").matches().get(0);

        assertThat(save.ref().uid()).startsWith("u-");
        assertThat(save.ref().path()).isEqualTo("/stages[0]/scene/root/Button[0]");
        assertThat(save.type()).isEqualTo("Button");
        assertThat(save.id()).isEqualTo("save");
        assertThat(save.summary()).isEqualTo("Button[id=save, text=Save]");
        assertThat(save.layout().localToScreen().width()).isPositive();
        assertThat(save.layout().localToScreen().x()).isGreaterThanOrEqualTo(save.layout().boundsInScene().x());
    }

    @Test
    void noMatchSaysWhatWasSearchedWhereAndWhatToTry() {
        QueryResult result = text("Sav", TextMatch.EQUALS);

        assertThat(result.matches()).isEmpty();
        assertThat(result.truncated()).isFalse();
        assertThat(result.text()).startsWith("No match for text \"Sav\" (equals) in window 0.")
                .contains("equals does not");
    }

    private QueryResult css(String css) {
        return service.query(QueryRequest.css(css));
    }

    private QueryResult text(String text, TextMatch match) {
        return service.query(QueryRequest.text(text, match));
    }

    private QueryResult predicate(Predicate predicate) {
        return service.query(new QueryRequest(null, new Selector(null, null, null, predicate), null));
    }

    static List<String> ids(QueryResult result) {
        return result.matches().stream().map(QueryResult.Match::id).toList();
    }

    static List<String> types(QueryResult result) {
        return result.matches().stream().map(QueryResult.Match::type).toList();
    }

    static List<String> summaries(QueryResult result) {
        return result.matches().stream().map(QueryResult.Match::summary).toList();
    }
}
