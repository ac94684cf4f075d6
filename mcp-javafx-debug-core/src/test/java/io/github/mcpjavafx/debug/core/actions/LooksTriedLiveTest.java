package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.inspect.NodeInspector;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.NodeRequest;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.model.UiStyle;
import io.github.mcpjavafx.debug.core.query.NodeQueries;
import io.github.mcpjavafx.debug.core.query.TargetResolver;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.application.Platform;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.text.Text;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.css;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.failure;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.perform;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A look tried live ({@code style}): an inline style, a class, a stylesheet given as a URL or as CSS text take
 * effect on the running app at once, the result says which of the node's style values changed, and
 * {@code ui_get_node}'s {@code style} then names where the value comes from. CSS JavaFX cannot parse changes nothing.
 */
@ExtendWith(HeadlessFxExtension.class)
class LooksTriedLiveTest {

    private static final String FORM_CSS = LooksTriedLiveTest.class
            .getResource("/io/github/mcpjavafx/debug/core/inspect/form.css").toExternalForm();

    private final NodeInspector inspector = new NodeInspector(new TargetResolver(UidRegistry.shared(), new NodeQueries()),
            new NodeReader(UidRegistry.shared()), HeadlessFx.TIMEOUT_MS);
    private Label status;

    @BeforeEach
    void showAForm() {
        status = onFx(() -> {
            Label label = new Label("Overdue");
            label.setId("status");
            return label;
        });
        Text title = onFx(() -> {
            // a title its app paints in code whenever its fill changes, as a custom control's skin redraws it
            Text text = new Text("Led Tile");
            text.setId("title");
            text.setFill(Color.web("#dfdfdf"));
            text.fillProperty().addListener((fill, was, now) -> {
                if (!Color.web("#dfdfdf").equals(now)) {
                    Platform.runLater(() -> text.setFill(Color.web("#dfdfdf")));
                }
            });
            return text;
        });
        Text subtitle = onFx(() -> {
            // painted in code once, as a skin paints its texts when it draws them; it may paint them again later
            Text text = new Text("Status");
            text.setId("subtitle");
            text.setFill(Color.web("#dfdfdf"));
            return text;
        });
        VBox form = onFx(() -> {
            VBox box = new VBox(status, new Label("Name"), title, subtitle);
            box.getStyleClass().add("form");
            box.getStylesheets().add(FORM_CSS);
            return box;
        });
        HeadlessFx.show("Looks", form, 300, 200);
    }

    @Test
    void anInlineStyleTakesEffectAndIsNamedInline() {
        PerformResult result = perform(ActionSpec.inlineStyle(css("#status"), "-fx-text-fill: #2e7d32"));

        assertThat(onFx(status::getTextFill)).isEqualTo(Color.web("#2e7d32"));
        assertThat(result.text()).contains("#0 style \"-fx-text-fill: #2e7d32\" Label#status ",
                ": ok, -fx-text-fill #336699 → #2e7d32");
        assertThat(styleOf("-fx-text-fill")).extracting(UiStyle::origin, UiStyle::value).containsExactly("inline", "#2e7d32");
        assertThat(result.changes().noVisibleChange()).as("the text's colour changed: a visible change").isNull();
        assertThat(result.changes().changed()).anySatisfy(line -> assertThat(line).startsWith("Label#status u-")
                .endsWith(" -fx-text-fill #336699 → #2e7d32"));
        assertThat(result.text()).doesNotContain("no visible change");
    }

    @Test
    void aClassAddedPicksUpItsRuleAndRemovingItGoesBack() {
        PerformResult added = perform(ActionSpec.addClass(css("#status"), "warning"));

        assertThat(onFx(status::getTextFill)).isEqualTo(Color.web("#d32f2f"));
        assertThat(added.text()).contains("#0 style +warning Label#status ", "-fx-text-fill #336699 → #d32f2f");
        assertThat(styleOf("-fx-text-fill")).extracting(UiStyle::origin, UiStyle::selector, UiStyle::line)
                .containsExactly("stylesheet", ".form .label.warning", 13);

        perform(new ActionSpec.Style(css("#status"), null, null, "warning", null));
        assertThat(onFx(status::getTextFill)).isEqualTo(Color.web("#336699"));
        assertThat(onFx(() -> List.copyOf(status.getStyleClass()))).containsExactly("label");
    }

    @Test
    void cssTextBecomesAStylesheetOfTheSceneNamedWithItsLine() {
        PerformResult result = perform(ActionSpec.stylesheet(css("#status"),
                "/* tried */\n#status {\n    -fx-text-fill: #6a1b9a;\n}\n"));

        assertThat(onFx(status::getTextFill)).isEqualTo(Color.web("#6a1b9a"));
        assertThat(result.text()).contains("#0 style stylesheet (CSS text) Label#status ", "added live-",
                ".css to its scene", "-fx-text-fill #336699 → #6a1b9a");
        UiStyle fill = styleOf("-fx-text-fill");
        assertThat(fill.origin()).isEqualTo("stylesheet");
        assertThat(fill.stylesheet()).startsWith("live-").endsWith(".css");
        assertThat(fill.line()).isEqualTo(3);
        assertThat(fill.selector()).isEqualTo("#status");
    }

    @Test
    void aStylesheetByUrlIsReadAndAddedToTheSceneAsAPrivateCopy() throws Exception {
        Path file = Files.createTempFile("fix", ".css");
        Files.writeString(file, ".label { -fx-font-size: 21px; }\n");
        String url = file.toUri().toURL().toExternalForm();

        PerformResult result = perform(ActionSpec.stylesheet(css("#status"), url));

        assertThat(onFx(() -> status.getFont().getSize())).isEqualTo(21.0);
        List<String> added = onFx(() -> List.copyOf(status.getScene().getStylesheets()));
        assertThat(added).singleElement().asString().startsWith("file:/").contains("/mcp-javafx-styles-", "/live-")
                .endsWith("-" + file.getFileName());
        assertThat(result.text()).contains("#0 style stylesheet " + url, "-fx-font ", "added live-");
        assertThat(styleOf("-fx-font-size").stylesheet()).endsWith("-" + file.getFileName());
    }

    @Test
    void aStyleTheAppSetsBackInCodeIsToldAsUndoneAndClaimsNoChange() {
        PerformResult result = perform(ActionSpec.inlineStyle(css("#title"), "-fx-fill: red;"));

        assertThat(onFx(() -> lookup("#title").getFill())).as("the app painted it back").isEqualTo(Color.web("#dfdfdf"));
        assertThat(result.text()).contains(": ok, but the app set it back at once, in code: -fx-fill #dfdfdf")
                .doesNotContain("→ #ff0000");
        assertThat(result.changes().changed()).as("nothing the screen shows changed").noneMatch(line -> line.contains("-fx-fill"));
    }

    @Test
    void aStyleOverAValueTheAppSetInCodeHoldsAndSaysTheAppsCodeMaySetItBack() {
        PerformResult result = perform(ActionSpec.inlineStyle(css("#subtitle"), "-fx-fill: red;"));

        assertThat(onFx(() -> lookup("#subtitle").getFill())).isEqualTo(Color.RED);
        assertThat(result.text()).contains(": ok, -fx-fill #dfdfdf → #ff0000 (the app had set -fx-fill in code: code that "
                + "sets it again undoes the style)");

        PerformResult css = perform(ActionSpec.inlineStyle(css("#status"), "-fx-text-fill: #2e7d32"));
        assertThat(css.text()).as("a value from a stylesheet, not from code").doesNotContain("in code");
    }

    @Test
    void aStyleThatChangesNothingSaysSo() {
        PerformResult result = perform(ActionSpec.addClass(css("#status"), "nothing-styles-this"));

        assertThat(result.text()).contains(": ok, but no style value of it changed");
        assertThat(result.changes().changed()).as("nothing changed: nothing told").noneMatch(line -> line.contains("→"));
    }

    @Test
    void aStyleOfAPropertyTheNodeHasNotNamesThePartBelowItThatHasIt() {
        VBox box = onFx(() -> (VBox) status.getParent());
        String title = onFx(() -> UidRegistry.shared().uidOf(box.getChildren().get(2)));

        PerformResult result = perform(ActionSpec.inlineStyle(css(".form"), "-fx-fill: red;"));

        assertThat(result.text()).contains(": ok, but no style value of it changed (VBox has no -fx-fill; Text#title "
                + title + " \"Led Tile\" in it has)");
    }

    @Test
    void cssJavaFxCannotParseIsRefusedAndChangesNothing() {
        UiException badStyle = failure(ActionSpec.inlineStyle(css("#status"), "-fx-text-fill #2e7d32"));
        UiException badSheet = failure(ActionSpec.addClass(css("#status"), "warning"),
                ActionSpec.stylesheet(css("#status"), ".label { -fx-text-fill: red; "));
        UiException badClass = failure(ActionSpec.addClass(css("#status"), ".warning"));
        UiException missing = failure(ActionSpec.stylesheet(css("#status"), "file:/no/such/fix.css"));
        UiException notThere = failure(new ActionSpec.Style(css("#status"), null, null, "warning", null));

        assertThat(List.of(badStyle, badSheet, badClass, missing)).extracting(UiException::code)
                .containsOnly(ErrorCode.MCP_UI_INVALID_ARGUMENT);
        assertThat(badStyle.getMessage()).contains("Action 0 (style) has a style JavaFX cannot parse (Expected COLON",
                "Nothing was run.");
        assertThat(badSheet.getMessage()).contains("Action 1 (style) has a stylesheet JavaFX cannot parse: Expected RBRACE");
        assertThat(badSheet.details()).containsEntry("actionIndex", 1);
        assertThat(badClass.getMessage()).contains("which is no class name");
        assertThat(missing.getMessage()).contains("file:/no/such/fix.css", "cannot be read");
        assertThat(notThere.details()).containsEntry("reason", "NO_EFFECT");
        assertThat(notThere.getMessage()).contains("has no style class \"warning\" to remove");
        assertThat(onFx(status::getTextFill)).as("nothing was changed").isEqualTo(Color.web("#336699"));
        assertThat(onFx(() -> List.copyOf(status.getStyleClass()))).containsExactly("label");
        assertThat(onFx(status::getStyle)).isEmpty();
        assertThat(onFx(() -> status.getScene().getStylesheets())).isEmpty();
    }

    private UiStyle styleOf(String property) {
        return inspector.read(new NodeRequest(Target.css("#status"), false, List.of(NodeRequest.Field.STYLE), null))
                .style().stream().filter(s -> s.property().equals(property)).findFirst().orElseThrow();
    }

    private Text lookup(String css) {
        return (Text) status.getScene().lookup(css);
    }
}
