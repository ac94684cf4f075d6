package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.recording.Locator.How;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.testfx.Finders;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.collections.FXCollections;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The locator chosen at export from the facts taken at action time is the one a person would write. */
class LocatorsTest {

    private Label status;
    private Button save;
    private Button icon;
    private TextField host;
    private TextField user;
    private PasswordField secret;
    private Label checked;
    private ListView<String> people;
    private Region spacer;
    private Gauge gauge;
    private TextField search;
    private TextField sheetSearch;
    private Button firstCopy;
    private Button secondCopy;
    private SearchPanel panel;
    private TextField backupHost;

    @BeforeEach
    void show() {
        HeadlessFx.closeAllWindows();
        status = new Label("Ready");
        status.setId("status");
        save = new Button("Save");
        icon = new Button();
        icon.setTooltip(new Tooltip("Refresh"));
        host = new TextField();
        user = new TextField();
        user.setPromptText("User name");
        secret = new PasswordField();
        Label secretLabel = new Label("Password");
        secretLabel.setLabelFor(secret);
        checked = new Label("Item 2");
        GridPane grid = new GridPane();
        grid.add(new Label("Host"), 0, 0);
        grid.add(new HBox(host), 1, 0);
        grid.add(new Label("Checked:"), 0, 1);
        grid.add(checked, 1, 1);
        people = new ListView<>(FXCollections.observableArrayList("Ada", "Grace", "Katja"));
        spacer = new Region();
        gauge = new Gauge();
        search = new TextField();
        search.setPromptText("Search");
        sheetSearch = new TextField();
        sheetSearch.setPromptText("Search"); // as FXSampler's window and its property sheet both have one
        firstCopy = new Button("Copy");
        firstCopy.setId("copy");
        secondCopy = new Button("Copy");
        secondCopy.setId("copy");
        panel = new SearchPanel();
        backupHost = new TextField(); // a second form's "Host", as a settings dialog with two servers has
        HeadlessFx.show("Locators", new VBox(status, save, icon, grid, user, new HBox(secretLabel, secret), people,
                new HBox(spacer), gauge, search, new HBox(sheetSearch), firstCopy, secondCopy, panel,
                new HBox(new Label("Host"), backupHost)), 400, 800);
    }

    @AfterEach
    void close() {
        HeadlessFx.closeAllWindows();
    }

    @Test
    void anIdWinsOverText() {
        assertThat(choose(status, true)).isEqualTo(new Locator(How.ID, "lookup(\"#status\").queryAs(Node.class)", null));
    }

    @Test
    void aButtonByItsTextAndAnIconButtonByItsTooltip() {
        assertThat(choose(save, true).expression()).isEqualTo("named(\"Button\", \"Save\")");
        assertThat(choose(icon, true).expression()).isEqualTo("withTooltip(\"Refresh\", \"Button\")");
    }

    @Test
    void fieldsByTheirLabelInAGridRowTheirLabelForOrTheirPrompt() {
        assertThat(choose(host, true).expression()).isEqualTo("labelled(\"Host\", \"TextField\")");
        assertThat(choose(secret, true).expression()).isEqualTo("labelled(\"Password\", \"PasswordField\")");
        assertThat(choose(user, true).expression()).isEqualTo("prompted(\"User name\")");
    }

    @Test
    void aLabelWhoseTextAStepChangedIsFoundByTheLabelBesideIt() {
        assertThat(choose(checked, true).how()).isEqualTo(How.TEXT);
        assertThat(choose(checked, false).expression()).isEqualTo("labelled(\"Checked:\", \"Label\")");
    }

    @Test
    void aRowByItsItemsTextThroughItsList() {
        Node katja = HeadlessFx.onFx(() -> people.lookupAll(".list-cell").stream()
                .filter(n -> "Katja".equals(((javafx.scene.control.ListCell<?>) n).getText())).findFirst().orElseThrow());
        assertThat(choose(katja, true).expression()).isEqualTo("row(\"ListView\", \"Katja\", 2)");
    }

    @Test
    void aControlOfTheAppsOwnTypeIsFoundByItsType() {
        assertThat(choose(gauge, true)).isEqualTo(new Locator(How.TYPE, "ofType(\"Gauge\")", null));
    }

    @Test
    void aNodeNothingNamesIsFoundByItsPositionWithACommentThatSaysSo() {
        Locator locator = choose(spacer, true);
        assertThat(locator.how()).isEqualTo(How.POSITION);
        assertThat(locator.expression()).isEqualTo("at(\"Locators\", false, 7, 0)");
        assertThat(locator.comment()).contains("by its position (HBox > Region)", "an id would make this line sturdy");
    }

    @Test
    void aPromptThatFindsAnotherFieldFirstIsPassedOverWithACommentThatSaysSo() {
        assertThat(choose(search, true)).isEqualTo(new Locator(How.PROMPT, "prompted(\"Search\")", null));
        Locator second = choose(sheetSearch, true);
        assertThat(second.how()).isEqualTo(How.POSITION);
        assertThat(second.expression()).isEqualTo("at(\"Locators\", false, 10, 0)");
        assertThat(second.comment()).contains("not by the prompt \"Search\": it finds another node first");
    }

    @Test
    void aFieldOfAControlsOwnWhosePromptFindsAnotherFirstIsFoundByItWithinThatControl() {
        Locator field = choose(panel.field, true);
        assertThat(field).isEqualTo(new Locator(How.PROMPT, "within(ofType(\"SearchPanel\")).prompted(\"Search\")", null));
        assertThat(Finders.within(Finders.ofType("SearchPanel")).prompted("Search")).isSameAs(panel.field);
        assertThat(Finders.prompted("Search")).as("what the unscoped prompt finds").isSameAs(search);
    }

    @Test
    void anIdTwoNodesHaveIsPassedOverAndSoIsATextThatFindsTheOtherFirst() {
        Locator first = choose(firstCopy, true);
        assertThat(first.expression()).isEqualTo("named(\"Button\", \"Copy\")");
        assertThat(first.comment()).isEqualTo("// not by the id \"copy\" (2 nodes have it): it finds another node first");
        Locator second = choose(secondCopy, true);
        assertThat(second.how()).isEqualTo(How.POSITION);
        assertThat(second.comment()).contains("not by the id \"copy\" (2 nodes have it), the text \"Copy\"");
    }

    @Test
    void aLabelThatNamesAnotherFieldFirstIsPassedOverWithACommentThatSaysSo() {
        assertThat(choose(host, true)).isEqualTo(new Locator(How.LABEL, "labelled(\"Host\", \"TextField\")", null));
        Locator second = choose(backupHost, true);
        assertThat(second.how()).isEqualTo(How.POSITION);
        assertThat(second.comment()).contains("not by the label \"Host\": it finds another node first");
    }

    private Locator choose(Node node, boolean byText) {
        return Locators.choose(HeadlessFx.onFx(() -> NodeFacts.of(node)), byText); // names checked as the recorder takes them
    }
}

/** A control of the app's own, as a library's RangeSlider or Rating is (top-level: CSS can spell its type). */
final class Gauge extends javafx.scene.control.Control {
}

/** A control of the app's own whose skin holds a search field, as ControlsFX's PropertySheet does. */
final class SearchPanel extends javafx.scene.control.Control {

    final TextField field = new TextField();

    SearchPanel() {
        field.setPromptText("Search");
    }

    @Override
    protected javafx.scene.control.Skin<?> createDefaultSkin() {
        return new javafx.scene.control.SkinBase<>(this) {
            {
                getChildren().add(field);
            }
        };
    }
}
