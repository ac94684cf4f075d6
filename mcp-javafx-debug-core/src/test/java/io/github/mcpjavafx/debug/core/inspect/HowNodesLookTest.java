package io.github.mcpjavafx.debug.core.inspect;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.model.NodeRequest;
import io.github.mcpjavafx.debug.core.model.NodeRequest.Field;
import io.github.mcpjavafx.debug.core.model.NodeResult;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.model.UiStyle;
import io.github.mcpjavafx.debug.core.query.NodeQueries;
import io.github.mcpjavafx.debug.core.query.TargetResolver;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.Pane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * How a node looks, read as {@code ui_get_node} answers: where each of its style values comes from (the rule of
 * a stylesheet with its line, an inline style, the app's code, Modena), and why a node cannot be seen or shows
 * its text cut. Each case is a scene built to show it, checked against what JavaFX applied.
 */
@ExtendWith(HeadlessFxExtension.class)
class HowNodesLookTest {

    private static final String FORM_CSS = HowNodesLookTest.class.getResource("form.css").toExternalForm();

    private final UidRegistry uids = new UidRegistry();
    private final NodeInspector inspector = new NodeInspector(new TargetResolver(uids, new NodeQueries()),
            new NodeReader(uids), HeadlessFx.TIMEOUT_MS);

    @Test
    void aStylesheetsValueNamesItsFileLineAndTheSelectorThatWon() {
        Label warning = new Label("Overdue");
        warning.setId("warning");
        warning.getStyleClass().add("warning");
        Label plain = new Label("Name");
        plain.setId("plain");
        VBox form = new VBox(plain, warning);
        form.getStyleClass().add("form");
        form.getStylesheets().add(FORM_CSS);
        HeadlessFx.show("Styled", form, 300, 200);

        NodeResult read = style("#warning");

        assertThat(HeadlessFx.onFx(warning::getTextFill)).isEqualTo(Color.web("#d32f2f"));
        assertThat(entry(read, "-fx-text-fill")).isEqualTo(new UiStyle("-fx-text-fill", "#d32f2f", "stylesheet",
                "#d32f2f", "form.css", FORM_CSS, 13, ".form .label.warning", null));
        assertThat(read.text()).contains("-fx-text-fill #d32f2f: stylesheet form.css:13 `.form .label.warning`");
        assertThat(entry(style("#plain"), "-fx-text-fill")).extracting(UiStyle::line, UiStyle::selector)
                .as("not the rule for a disabled form's labels: the form is enabled").containsExactly(7, ".form .label");
        HeadlessFx.onFx(() -> {
            form.setDisable(true);
            form.applyCss();
            return null;
        });
        assertThat(entry(style("#plain"), "-fx-text-fill")).extracting(UiStyle::line, UiStyle::selector, UiStyle::value)
                .containsExactly(22, ".form:disabled .label", "#999999");
    }

    @Test
    void inlineCodeAndTheUserAgentAreToldApartFromARule() {
        Label inline = new Label("Inline");
        inline.setId("inline");
        inline.setStyle("-fx-text-fill: green; -fx-padding: 4");
        Label coded = new Label("Coded");
        coded.setId("coded");
        Button modena = new Button("Save");
        modena.setId("modena");
        VBox form = new VBox(inline, coded, modena);
        form.getStyleClass().add("form");
        form.getStylesheets().add(FORM_CSS);
        HeadlessFx.show("Origins", form, 300, 200);
        HeadlessFx.onFx(() -> {
            coded.setTextFill(Color.PURPLE);
            return null;
        });

        assertThat(entry(style("#inline"), "-fx-text-fill")).extracting(UiStyle::origin, UiStyle::declared, UiStyle::value)
                .containsExactly("inline", "green", "#008000");
        assertThat(entry(style("#coded"), "-fx-text-fill")).extracting(UiStyle::origin, UiStyle::value)
                .containsExactly("code", "#800080");
        UiStyle padding = entry(style("#modena"), "-fx-padding");
        assertThat(padding.origin()).isEqualTo("user agent");
        assertThat(padding.stylesheet()).isEqualTo("modena.css");
        assertThat(padding.line()).isPositive();
        assertThat(padding.selector()).contains(".button");
    }

    @Test
    void aRegionsBackgroundIsNamedAsItsStylesheetDeclaresIt() {
        Label total = new Label("42.00");
        total.setId("total");
        VBox form = new VBox(total);
        form.getStylesheets().add(FORM_CSS);
        HeadlessFx.show("Background", form, 300, 200);

        UiStyle background = entry(style("#total"), "-fx-background-color");

        assertThat(background).extracting(UiStyle::value, UiStyle::declared, UiStyle::line, UiStyle::selector)
                .containsExactly("#fafafa, #eeeeee", "#fafafa, #eeeeee", 18, "#total");
    }

    @Test
    void anInheritedValueNamesTheAncestorWhoseRuleSetIt() {
        Label label = new Label("Total");
        label.setId("sized");
        VBox root = new VBox(label);
        root.getStylesheets().add(FORM_CSS);
        HeadlessFx.show("Inherited", root, 300, 200);

        NodeResult read = style("#sized");
        UiStyle font = entry(read, "-fx-font-size");

        assertThat(font.origin()).isEqualTo("stylesheet");
        assertThat(font.selector()).isEqualTo(".root");
        assertThat(font.line()).isEqualTo(3);
        assertThat(font.on()).startsWith("VBox u-");
        assertThat(font.value()).endsWith(" 13");
        assertThat(read.style()).extracting(UiStyle::property).as("the skin is no look").doesNotContain("-fx-skin");
    }

    @Test
    void eachReasonANodeCannotBeSeenIsNamed() {
        Label self = new Label("Self");
        self.setId("self");
        self.setVisible(false);
        Label inHidden = new Label("Inside");
        inHidden.setId("inHidden");
        VBox hiddenBox = new VBox(inHidden);
        hiddenBox.setId("hiddenBox");
        hiddenBox.setVisible(false);
        Label faded = new Label("Faded");
        faded.setId("faded");
        faded.setOpacity(0);
        Pane empty = new Pane();
        empty.setId("empty");
        empty.setManaged(false);
        Label beyond = new Label("Beyond");
        beyond.setId("beyond");
        beyond.setManaged(false);
        beyond.resizeRelocate(20, 900, 80, 20);
        Label under = new Label("Under");
        under.setId("under");
        Rectangle cover = new Rectangle(200, 40, Color.GRAY);
        cover.setId("cover");
        StackPane stack = new StackPane(under, cover);
        Label track = new Label("Track with a thumb over its middle");
        track.setId("track");
        Rectangle thumb = new Rectangle(20, 10, Color.BLUE);
        StackPane partly = new StackPane(track, thumb);
        Label seen = new Label("Seen");
        seen.setId("seen");
        VBox rows = new VBox();
        for (int i = 0; i < 30; i++) {
            Label row = new Label("Row " + i);
            row.setId("row" + i);
            row.setPrefHeight(30);
            rows.getChildren().add(row);
        }
        ScrollPane scroller = new ScrollPane(rows);
        scroller.setId("scroller");
        scroller.setPrefHeight(100);
        HeadlessFx.show("Unseen", new VBox(self, hiddenBox, faded, empty, beyond, stack, partly, seen, scroller), 300, 500);

        assertThat(unseen("#self")).isEqualTo("visible=false");
        assertThat(unseen("#inHidden")).startsWith("its ancestor VBox#hiddenBox u-").endsWith(" has visible=false");
        assertThat(unseen("#faded")).isEqualTo("opacity 0");
        assertThat(unseen("#empty")).isEqualTo("it has no size (0x0), and its parent does not lay it out (managed=false)");
        assertThat(unseen("#beyond")).startsWith("outside its window: at 20,900");
        assertThat(unseen("#under")).startsWith("covered by Rectangle#cover u-");
        assertThat(unseen("#row29")).startsWith("scrolled out of ScrollPane#scroller u-").endsWith("'s view");
        assertThat(unseen("#seen")).isNull();
        assertThat(unseen("#track")).as("a node over part of it leaves it seen").isNull();
        assertThat(unseen("#row0")).isNull();
        assertThat(read("#under", null).text()).contains("\nunseen: covered by Rectangle#cover u-");
    }

    @Test
    void aLabeledControlWhoseTextIsCutSaysWhatShowsAndTheWidthItNeeds() {
        Button save = new Button("Save all changes now");
        save.setId("cutButton");
        save.setMaxWidth(60);
        Button whole = new Button("OK");
        whole.setId("whole");
        HeadlessFx.show("Cut", new VBox(save, whole), 300, 200);

        NodeResult read = read("#cutButton", null);

        String shown = HeadlessFx.onFx(() -> ((javafx.scene.text.Text) save.lookup(".text")).getText());
        assertThat(shown).endsWith("...").isNotEqualTo("Save all changes now");
        assertThat(read.cut()).startsWith("its text is cut: it shows \"" + shown + "\"; the whole text needs ")
                .endsWith(" px of width and has 60");
        assertThat(read.text()).contains("\ncut: its text is cut");
        assertThat(read("#whole", null).cut()).isNull();
    }

    @Test
    void styleIsLeftOutUnlessAskedFor() {
        Label label = new Label("Plain");
        label.setId("quiet");
        HeadlessFx.show("Quiet", new VBox(label), 300, 200);

        NodeResult read = read("#quiet", null);

        assertThat(read.style()).isNull();
        assertThat(read.text()).doesNotContain("\nstyle");
    }

    private NodeResult style(String css) {
        return read(css, List.of(Field.STYLE));
    }

    private String unseen(String css) {
        return read(css, List.of(Field.TEXT)).unseen();
    }

    private NodeResult read(String css, List<Field> fields) {
        return inspector.read(new NodeRequest(Target.css(css), false, fields, null));
    }

    private static UiStyle entry(NodeResult read, String property) {
        return read.style().stream().filter(style -> style.property().equals(property)).findFirst()
                .orElseThrow(() -> new AssertionError(property + " not among " + read.style()));
    }
}
