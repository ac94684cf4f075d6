package io.github.mcpjavafx.debug.testfx;

import io.github.mcpjavafx.debug.testsupport.Segments;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Slider;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.util.WaitForAsyncUtils;

import static io.github.mcpjavafx.debug.testfx.Finders.at;
import static io.github.mcpjavafx.debug.testfx.Finders.below;
import static io.github.mcpjavafx.debug.testfx.Finders.css;
import static io.github.mcpjavafx.debug.testfx.Finders.inside;
import static io.github.mcpjavafx.debug.testfx.Finders.labelled;
import static io.github.mcpjavafx.debug.testfx.Finders.named;
import static io.github.mcpjavafx.debug.testfx.Finders.ofType;
import static io.github.mcpjavafx.debug.testfx.Finders.part;
import static io.github.mcpjavafx.debug.testfx.Finders.popupItem;
import static io.github.mcpjavafx.debug.testfx.Finders.prompted;
import static io.github.mcpjavafx.debug.testfx.Finders.shown;
import static io.github.mcpjavafx.debug.testfx.Finders.titled;
import static io.github.mcpjavafx.debug.testfx.Finders.within;
import static io.github.mcpjavafx.debug.testfx.Finders.withTooltip;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The finders find the node a person would name, newest window first, and say what they missed. */
@ExtendWith(Windows.class)
class FindersTest {

    @Test
    void aNameFindsTheNodeInTheNewestWindowFirstAndOnlyOfItsType() {
        Button inMain = new Button("Save");
        Label sameTextLabel = new Label("Save");
        Windows.show("Main", new VBox(sameTextLabel, inMain));
        Button inDialog = new Button("Save");
        Windows.show("Dialog", new VBox(inDialog));

        assertThat(named("Button", "Save")).isSameAs(inDialog);
        assertThat(named("Label", "Save")).isSameAs(sameTextLabel);
        assertThatThrownBy(() -> named("Button", "Cancel")).hasMessage("Nothing on screen is Button \"Cancel\"");
    }

    @Test
    void aFieldIsFoundByItsLabelPromptOrTooltip() {
        GridPane form = new GridPane();
        TextField host = new TextField();
        TextField port = new TextField();
        form.addRow(0, new Label("Host"), host);
        form.addRow(1, new Label("Port"), port);
        TextField search = new TextField();
        search.setPromptText("Search");
        Label forUser = new Label("User");
        TextField user = new TextField();
        forUser.setLabelFor(user);
        Button refresh = new Button();
        refresh.setTooltip(new Tooltip("Refresh"));
        Windows.show("Form", new VBox(form, search, new HBox(forUser, new Label("(required)"), user), refresh));

        assertThat(labelled("Host", "TextField")).isSameAs(host);
        assertThat(labelled("Port", "TextField")).isSameAs(port);
        assertThat(labelled("User", "TextField")).as("its labelFor, not the node after it").isSameAs(user);
        assertThat(prompted("Search")).isSameAs(search);
        assertThat(withTooltip("Refresh", "Button")).isSameAs(refresh);
        assertThatThrownBy(() -> labelled("Port", "ComboBox")).hasMessageContaining("a ComboBox labelled \"Port\"");
    }

    @Test
    void aPopupItemIsLookedUpInPopupsOnly() {
        Button copyButton = new Button("Copy");
        Stage stage = Windows.show("Editor", new VBox(copyButton));
        ContextMenu menu = new ContextMenu(new MenuItem("Copy"), new MenuItem("Paste"));
        assertThatThrownBy(() -> popupItem("Copy")).as("the button is in no popup").isInstanceOf(AssertionError.class);

        OnFx.change(() -> menu.show(stage, stage.getX() + 20, stage.getY() + 20));
        Node item = popupItem("Copy");
        assertThat(item).isNotSameAs(copyButton);
        assertThat(Reads.textOf(item)).isEqualTo("Copy");
        assertThat(OnFx.read(() -> item.getScene().getWindow())).isSameAs(menu);
    }

    @Test
    void aSkinPartIsFoundBelowItsControlAndAPositionBelowItsWindowsRoot() {
        Slider volume = new Slider();
        Slider balance = new Slider();
        Label first = new Label("a");
        Windows.show("Mixer", new VBox(first, new VBox(volume, balance)));

        Node thumb = part(ofType("Slider"), ".thumb");
        assertThat(thumb.getStyleClass()).contains("thumb");
        assertThat(OnFx.read(thumb::getParent)).isSameAs(volume);
        assertThat(part(at("Mixer", false, 1, 1), ".thumb", 1)).as("by its index below the control, when it is there")
                .matches(n -> n.getParent() == balance);
        assertThat(at("Mixer", false, 1, 1)).isSameAs(balance);
        assertThatThrownBy(() -> at("Mixer", false, 3)).hasMessage("No node at [3] below the root of \"Mixer\"");
        assertThatThrownBy(() -> part(first, ".thumb")).hasMessageStartingWith("No .thumb in Label");
    }

    @Test
    void insideFindsANodeOfATypeInAContainerElseTheContainer() {
        javafx.scene.control.CheckBox box = new javafx.scene.control.CheckBox();
        HBox row = new HBox(new Label("Mail"), box);
        HBox plain = new HBox(new Label("None"));
        Windows.show("Rows", new VBox(row, plain));

        assertThat(inside(row, "CheckBox")).isSameAs(box);
        assertThat(inside(plain, "CheckBox")).isSameAs(plain);
    }

    @Test
    void shownHoldsForVisibleNodesOnlyBySelectorOrPredicate() {
        Label status = new Label("Loading");
        status.setId("status");
        VBox hidden = new VBox(new Label("Hidden"));
        hidden.setVisible(false);
        Windows.show("Status", new VBox(status, hidden));

        assertThat(shown(css("#status"))).isTrue();
        assertThat(shown(n -> "Hidden".equals(Reads.textOf(n)))).as("its parent is invisible").isFalse();
        OnFx.change(() -> status.setVisible(false));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(shown(css("#status"))).isFalse();
    }

    @Test
    void withinFindsANameSharedElsewhereBelowTheNodeThatHoldsIt() {
        ToggleButton plainMonth = new ToggleButton("month");
        ToggleButton segmentMonth = new ToggleButton("month");
        Segments period = new Segments(new ToggleButton("day"), segmentMonth);
        Windows.show("Dates", new VBox(new HBox(plainMonth), new HBox(new Label("Period"), period)));

        assertThat(named("ToggleButton", "month")).as("the first on screen").isSameAs(plainMonth);
        assertThat(within(labelled("Period", "Segments")).named("ToggleButton", "month")).isSameAs(segmentMonth);
        assertThat(within(period).ofType("ToggleButton")).as("not the scope itself").isNotSameAs(period);
        assertThatThrownBy(() -> within(period).named("ToggleButton", "year"))
                .hasMessageStartingWith("Nothing in Segments").hasMessageEndingWith("is ToggleButton \"year\"");
    }

    @Test
    void aControlOfItsOwnTypeIsFoundByItsTitleAndItsPartsWithinIt() {
        Label speedValue = new Label("0");
        Label levelValue = new Label("0");
        Tile speed = new Tile("Speed", speedValue);
        Tile level = new Tile("Level", levelValue);
        Windows.show("Dashboard", new HBox(speed, level));

        assertThat(titled("Tile", "title", "Level")).isSameAs(level);
        assertThat(within(titled("Tile", "title", "Level")).named("Label", "0")).isSameAs(levelValue);
        assertThat(named("Label", "0")).as("the same text in the first tile").isSameAs(speedValue);
        assertThatThrownBy(() -> titled("Tile", "title", "Wind")).hasMessage("Nothing on screen is a Tile titled \"Wind\"");
        assertThat(below(titled("Tile", "title", "Level"), 0, 1)).as("a part by its place below its tile").isSameAs(levelValue);
        assertThatThrownBy(() -> below(level, 0, 7)).hasMessageStartingWith("No node at [0, 7] below Tile");
    }
}
