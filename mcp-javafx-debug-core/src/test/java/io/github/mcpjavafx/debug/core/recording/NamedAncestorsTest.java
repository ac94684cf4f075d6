package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.recording.Locator.How;
import io.github.mcpjavafx.debug.core.support.DashboardTile;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.testfx.Finders;
import io.github.mcpjavafx.debug.testsupport.Segments;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static io.github.mcpjavafx.debug.testfx.Finders.labelled;
import static io.github.mcpjavafx.debug.testfx.Finders.named;
import static io.github.mcpjavafx.debug.testfx.Finders.titled;
import static io.github.mcpjavafx.debug.testfx.Finders.within;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A name another node on screen shares is narrowed, when the recorder takes the node's facts, by the nearest ancestor a person would name, and the
 * locator written finds the node acted on when replayed with the finders of mcp-javafx-debug-testfx (each expression
 * asserted here is evaluated below it as the exported test would).
 */
class NamedAncestorsTest {

    private ToggleButton plainMonth;
    private ToggleButton segmentMonth;
    private Segments period;
    private DashboardTile power;
    private DashboardTile light;
    private TextField host;
    private TextField backupHost;

    @BeforeEach
    void show() {
        HeadlessFx.closeAllWindows();
        plainMonth = new ToggleButton("month"); // as FXSampler's row of plain toggles above its SegmentedButton
        segmentMonth = new ToggleButton("month");
        period = new Segments(new ToggleButton("day"), segmentMonth, new ToggleButton("year"));
        power = new DashboardTile(DashboardTile.Kind.SWITCH, "Power");
        light = new DashboardTile(DashboardTile.Kind.SWITCH, "Light"); // the same parts as the tile before it
        host = new TextField();
        backupHost = new TextField();
        HeadlessFx.show("Namesakes", new VBox(new HBox(plainMonth), new HBox(new Label("Period"), period),
                new HBox(power, light), new TitledPane("Main", new HBox(new Label("Host"), host)),
                new TitledPane("Backup", new HBox(new Label("Host"), backupHost))), 600, 800);
    }

    @AfterEach
    void close() {
        HeadlessFx.closeAllWindows();
    }

    @Test
    void aSegmentWhoseTextAToggleAboveSharesIsFoundWithinItsSegmentedControl() {
        Locator segment = choose(segmentMonth);
        assertThat(segment).isEqualTo(new Locator(How.TEXT,
                "within(labelled(\"Period\", \"Segments\")).named(\"ToggleButton\", \"month\")", null));
        assertThat(within(labelled("Period", "Segments")).named("ToggleButton", "month")).isSameAs(segmentMonth);
        assertThat(named("ToggleButton", "month")).as("what the unscoped name finds").isSameAs(plainMonth);
        assertThat(choose(plainMonth).expression()).as("found first, it needs no scope")
                .isEqualTo("named(\"ToggleButton\", \"month\")");
    }

    @Test
    void aSegmentGoneByTheExportIsStillFoundWithinItsSegmentedControl() {
        NodeFacts taken = HeadlessFx.onFx(() -> NodeFacts.of(segmentMonth)); // when the click ran
        HeadlessFx.closeAllWindows(); // the session went on to another page
        Locator exported = Locators.choose(taken, true);
        assertThat(exported.expression()).isEqualTo("within(labelled(\"Period\", \"Segments\")).named(\"ToggleButton\", \"month\")");
    }

    @Test
    void aTileIsFoundByItsTitleAndAPartItSharesWithAnotherTileWithinIt() {
        assertThat(choose(light)).isEqualTo(new Locator(How.TITLE, "titled(\"DashboardTile\", \"title\", \"Light\")", null));
        assertThat(titled("DashboardTile", "title", "Light")).isSameAs(light);

        Text lightText = text(light, "Whatever text");
        Locator part = choose(lightText);
        assertThat(part.expression()).isEqualTo(
                "within(titled(\"DashboardTile\", \"title\", \"Light\")).named(\"Text\", \"Whatever text\")");
        assertThat(within(titled("DashboardTile", "title", "Light")).named("Text", "Whatever text")).isSameAs(lightText);
        assertThat(named("Text", "Whatever text")).as("what the unscoped name finds").isSameAs(text(power, "Whatever text"));
    }

    @Test
    void aPartNothingNamesIsFoundByItsPlaceBelowItsTitledTileNotBelowTheWindow() {
        Node track = HeadlessFx.onFx(() -> light.lookupAll("Rectangle").stream()
                .filter(n -> n.getParent() != null && n.getParent().getChildrenUnmodifiable().indexOf(n) > 1)
                .findFirst().orElseThrow()); // the switch's track, after the tile's background
        Locator part = choose(track);
        assertThat(part.how()).isEqualTo(How.POSITION);
        assertThat(part.expression()).isEqualTo("below(titled(\"DashboardTile\", \"title\", \"Light\"), 0, 4)");
        assertThat(part.comment()).isEqualTo("// by its position below its DashboardTile (Pane > Rectangle): nothing names this node");
        assertThat(Finders.below(titled("DashboardTile", "title", "Light"), 0, 4)).isSameAs(track);
    }

    @Test
    void aFieldWhoseLabelAnotherFormSharesIsFoundWithinItsTitledPane() {
        assertThat(choose(host).expression()).isEqualTo("labelled(\"Host\", \"TextField\")");
        Locator backup = choose(backupHost);
        assertThat(backup.expression()).isEqualTo("within(named(\"TitledPane\", \"Backup\")).labelled(\"Host\", \"TextField\")");
        assertThat(within(named("TitledPane", "Backup")).labelled("Host", "TextField")).isSameAs(backupHost);
        assertThat(Finders.labelled("Host", "TextField")).as("what the unscoped label finds").isSameAs(host);
    }

    private static Text text(Node tile, String text) {
        return HeadlessFx.onFx(() -> (Text) tile.lookupAll("Text").stream()
                .filter(n -> text.equals(((Text) n).getText())).findFirst().orElseThrow());
    }

    private static Locator choose(Node node) {
        return Locators.choose(HeadlessFx.onFx(() -> NodeFacts.of(node)), true); // names checked as the recorder takes them
    }
}
