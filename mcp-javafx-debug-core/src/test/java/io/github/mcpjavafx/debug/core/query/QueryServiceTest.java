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
import io.github.mcpjavafx.debug.testsupport.Await;
import javafx.collections.FXCollections;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

@ExtendWith(HeadlessFxExtension.class)
class QueryServiceTest {

    /** Where a match is on screen, at the end of its line: {@code @130,220 80x25}. */
    static final String ON_SCREEN = " @-?[\\d.]+,-?[\\d.]+ [\\d.]+x[\\d.]+";

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
        assertThat(result.text()).matches("Button#save u-\\w+ \"Save\"" + ON_SCREEN + " in VBox#form u-\\w+");
    }

    @Test
    void textEqualsIsExactAndCaseSensitive() {
        assertThat(ids(text("Save", TextMatch.EQUALS))).containsExactly("save");
        assertThat(text("save", TextMatch.EQUALS).total()).isZero();
        assertThat(text("Sav", TextMatch.EQUALS).total()).isZero();
    }

    @Test
    void textRegexFindsAPatternAnywhereInTheText() {
        assertThat(lines(text("^C\\w+$", TextMatch.REGEX))).containsExactly("Label \"Customer\"",
                "Button#cancel \"Cancel\" disabled");
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

        // (.*a){20}$ backtracks for minutes on Java 17+; (a+)+$ is memoized there, but must be quick either way.
        // The guard is no timing figure: without the budget this would run for minutes, not seconds.
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
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
        });

        assertThat(ids(text("Save", TextMatch.EQUALS))).containsExactly("save");
    }

    @Test
    void aRegexThatRecursesPastTheStackIsRefusedAndTheNextQueryWorks() {
        HeadlessFx.onFx(() -> root.getChildren().add(new Label("x".repeat(50_000))));
        HeadlessFx.settle();

        assertThatThrownBy(() -> text("(x|x)*y", TextMatch.REGEX))
                .isInstanceOfSatisfying(UiException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.MCP_UI_INVALID_ARGUMENT);
                    assertThat(e.getMessage()).startsWith("regex too deep").contains("[ab]*");
                });
        assertThat(ids(text("Save", TextMatch.EQUALS))).containsExactly("save");
    }

    @Test
    void aLongTextThatMatchesNothingIsEchoedOnlyByItsStartAndItsNearMissIsCheap() {
        HeadlessFx.onFx(() -> root.getChildren().add(new Label("x".repeat(12_000))));
        HeadlessFx.settle();

        for (TextMatch match : List.of(TextMatch.CONTAINS, TextMatch.EQUALS)) {
            QueryResult missed = text("y".repeat(1_000_000), match);
            assertThat(missed.total()).isZero();
            assertThat(missed.text()).as(match + ": the answer repeats the start of the text")
                    .contains("y".repeat(150)).contains("(1,000,000 characters)").hasSizeLessThan(2_000);
            assertThat(missed.hint()).hasSizeLessThan(2_000);
        }
        assertThat(text("x".repeat(11_999) + "y", TextMatch.EQUALS).near()).as("compared by their starts").hasSize(1);
        assertThat(text("y".repeat(12_000), TextMatch.EQUALS).near()).isEmpty();
    }

    @Test
    void slowRegexRunsOffTheFxThread() throws Exception {
        HeadlessFx.onFx(() -> root.getChildren().add(new Label("a".repeat(40) + "!")));
        HeadlessFx.settle();
        AtomicReference<Thread> querying = new AtomicReference<>();
        AtomicLong regexDone = new AtomicLong(Long.MAX_VALUE);
        CompletableFuture<Void> slow = CompletableFuture.runAsync(() -> {
            querying.set(Thread.currentThread());
            try {
                text("(.*a){20}$", TextMatch.REGEX); // runs for its whole budget
            } catch (UiException expected) {
                // regex too slow
            } finally {
                regexDone.set(System.nanoTime());
            }
        });
        awaitMatchingRegex(querying, slow); // so the texts were collected, and the regex runs on the caller

        long answeredAt = FxThread.call(System::nanoTime, 5_000);
        slow.get(5, TimeUnit.SECONDS);

        assertThat(answeredAt).as("the FX thread answered while the regex was still running").isLessThan(regexDone.get());
    }

    /** Returns once the querying thread runs a regex {@code Matcher} (not the compiler); fails if the query ends first. */
    private static void awaitMatchingRegex(AtomicReference<Thread> querying, CompletableFuture<?> query) {
        Await.await("the regex to start", Duration.ofSeconds(10), () -> {
            boolean matching = querying.get() != null && Arrays.stream(querying.get().getStackTrace())
                    .anyMatch(frame -> frame.getClassName().equals("java.util.regex.Matcher"));
            if (!matching) {
                assertThat(query).as("the query ended before its own thread was seen matching the regex").isNotDone();
            }
            return matching;
        });
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
    void aRowIsSaidToBeInItsListNotInTheFlowItsSkinScrollsItWith() {
        HeadlessFx.onFx(() -> {
            ListView<String> drinks = new ListView<>(FXCollections.observableArrayList("Cola", "Lemonade"));
            drinks.setPrefHeight(80);
            root.getChildren().add(drinks);
            return null;
        });
        HeadlessFx.settle();

        QueryResult result = text("Lemonade", TextMatch.EQUALS);

        assertThat(result.text()).matches("ListCell u-\\w+ \"Lemonade\" row=1" + ON_SCREEN + " in ListView u-\\w+");
    }

    @Test
    void matchesCarryTheirRefAndTheLineTheTextShows() {
        QueryResult result = css("#save");
        QueryResult.Match save = result.matches().get(0);

        assertThat(save.ref().uid()).startsWith("u-");
        assertThat(save.ref().path()).as("the uid is the ref; a path would outweigh the line").isNull();
        assertThat(save.line()).matches("Button#save " + save.ref().uid() + " \"Save\" @\\d+,\\d+ [1-9]\\d*x[1-9]\\d* in VBox#form u-\\w+");
        assertThat(result.text()).isEqualTo(save.line());
    }

    @Test
    void noMatchSaysWhatWasSearchedWhereAndWhatToTry() {
        QueryResult result = text("Sav", TextMatch.EQUALS);

        assertThat(result.matches()).isEmpty();
        assertThat(result.truncated()).isFalse();
        assertThat(result.text()).startsWith("No match for text \"Sav\" (equals) in window 0.")
                .contains("equals does not");
    }

    @Test
    void noMatchNamesTheNodesASlipMayHaveMeantInBothChannels() {
        QueryResult byText = text("Sav", TextMatch.EQUALS);
        assertThat(byText.near()).singleElement().satisfies(near -> {
            assertThat(near.line()).startsWith("Button#save " + near.ref().uid() + " \"Save\"");
            assertThat(byText.text()).contains("Did you mean one of these?\n" + near.line() + "\n");
        });
        assertThat(css("#sve").near()).extracting(QueryResult.Match::line).singleElement()
                .satisfies(line -> assertThat(line).startsWith("Button#save "));
        assertThat(css("#delete-all").near()).isEmpty();
        assertThat(css(".sve").near()).as("only a lone #id is compared").isEmpty();
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
        return result.matches().stream().map(QueryServiceTest::head)
                .map(head -> head.contains("#") ? head.substring(head.indexOf('#') + 1) : null).toList();
    }

    static List<String> types(QueryResult result) {
        return result.matches().stream().map(QueryServiceTest::head)
                .map(head -> head.contains("#") ? head.substring(0, head.indexOf('#')) : head).toList();
    }

    /** The matches' lines as the agent reads them, without the uid and the screen bounds. */
    static List<String> lines(QueryResult result) {
        return result.matches().stream().map(match -> match.line().replaceFirst(" u-[0-9a-z]+", "")
                .replaceFirst(ON_SCREEN + "( in .*)?$", "")).toList();
    }

    /** {@code Type#id}, the head of a line. */
    private static String head(QueryResult.Match match) {
        return match.line().substring(0, match.line().indexOf(' '));
    }
}
