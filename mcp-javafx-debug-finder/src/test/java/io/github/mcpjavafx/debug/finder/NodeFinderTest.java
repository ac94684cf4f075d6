package io.github.mcpjavafx.debug.finder;

import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Slider;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import static org.assertj.core.api.Assertions.assertThat;

/** The finder's rules on real windows: what a person's name for a node finds, and nothing when nothing matches. */
@ExtendWith(Fx.class)
class NodeFinderTest {

    @Test
    void aNameFindsItsTypeInTheNewestWindowFirst() {
        Label sameText = new Label("Save");
        Button inMain = new Button("Save");
        Fx.show("Main", new VBox(sameText, inMain));
        Button inDialog = new Button("Save");
        Fx.show("Dialog", new VBox(inDialog));

        assertThat(Fx.on(() -> NodeFinder.onScreen().named("Button", "Save"))).isSameAs(inDialog);
        assertThat(Fx.on(() -> NodeFinder.onScreen().named("Label", "Save"))).isSameAs(sameText);
        assertThat(Fx.on(() -> NodeFinder.onScreen().named("Button", "Cancel"))).isNull();
    }

    @Test
    void aHiddenNodeIsNotFoundButItsIdCounts() {
        Button hidden = new Button("Copy");
        hidden.setId("copy");
        hidden.setVisible(false);
        Button shown = new Button("Copy");
        shown.setId("copy");
        Fx.show("Ids", new VBox(hidden, shown));

        assertThat(Fx.on(() -> NodeFinder.onScreen().named("Button", "Copy"))).isSameAs(shown);
        assertThat(Fx.on(() -> NodeFinder.withId("copy"))).containsExactly(hidden, shown);
    }

    @Test
    void aCensusCountsAnIdAsWithIdDoesAndFindsTheTextAsNamedDoesInOneWalk() {
        Button hidden = new Button("Copy");
        hidden.setId("copy");
        VBox hiddenBox = new VBox(hidden);
        hiddenBox.setVisible(false); // hidden by its parent: counted for the id, never found by its text
        Button shown = new Button("Copy");
        shown.setId("copy");
        Fx.show("Main", new VBox(hiddenBox, shown));
        Button inDialog = new Button("Copy");
        Fx.show("Dialog", new VBox(inDialog));

        NodeFinder.Census census = Fx.on(() -> NodeFinder.census("copy", NodeFinder.showing("Button", "Copy")));

        assertThat(census.sameId()).isEqualTo(Fx.on(() -> NodeFinder.withId("copy")).size()).isEqualTo(2);
        assertThat(census.first()).isSameAs(Fx.on(() -> NodeFinder.onScreen().named("Button", "Copy"))).isSameAs(inDialog);
        assertThat(Fx.on(() -> NodeFinder.census(null, NodeFinder.showing("Label", "Copy"))).first()).isNull();
    }

    @Test
    void aFieldIsFoundByItsLabelForItsGridCellOrTheNodeAfterItsLabel() {
        GridPane grid = new GridPane();
        TextField host = new TextField();
        grid.addRow(0, new Label("Host"), host);
        Label forUser = new Label("User");
        TextField user = new TextField();
        forUser.setLabelFor(user);
        TextField deep = new TextField();
        Fx.show("Form", new VBox(grid, new HBox(forUser, new Label("(required)"), user),
                new HBox(new Label("Name"), new VBox(new VBox(deep)))));

        assertThat(Fx.on(() -> NodeFinder.onScreen().labelled("Host", "TextField"))).isSameAs(host);
        assertThat(Fx.on(() -> NodeFinder.onScreen().labelled("User", "TextField"))).isSameAs(user);
        assertThat(Fx.on(() -> NodeFinder.onScreen().labelled("Name", "TextField"))).as("any depth below the node after it")
                .isSameAs(deep);
        assertThat(Fx.on(() -> NodeFinder.onScreen().labelled("Host", "Slider"))).isNull();
    }

    @Test
    void promptTooltipTitleAndTypeFindTheirNode() {
        TextField search = new TextField();
        search.setPromptText("Search");
        Button refresh = new Button();
        refresh.setTooltip(new Tooltip("Refresh"));
        Slider volume = new Slider();
        Fx.show("Named", new VBox(search, refresh, volume));

        assertThat(Fx.on(() -> NodeFinder.onScreen().prompted("Search"))).isSameAs(search);
        assertThat(Fx.on(() -> NodeFinder.onScreen().withTooltip("Refresh", "Button"))).isSameAs(refresh);
        assertThat(Fx.on(() -> NodeFinder.onScreen().withTooltip("Refresh", "Label"))).as("its type too").isNull();
        assertThat(Fx.on(() -> NodeFinder.onScreen().ofType("Slider"))).isSameAs(volume);
        assertThat(Fx.on(() -> NodeFinder.onScreen().titled("TextField", "promptText", "Search"))).as("by a property")
                .isSameAs(search);
    }

    @Test
    void withinAScopeOnlyItsNodesCount() {
        ToggleButton plain = new ToggleButton("month");
        ToggleButton segment = new ToggleButton("month");
        HBox segments = new HBox(new ToggleButton("day"), segment);
        Fx.show("Scoped", new VBox(new HBox(plain), segments));

        assertThat(Fx.on(() -> NodeFinder.onScreen().named("ToggleButton", "month"))).isSameAs(plain);
        assertThat(Fx.on(() -> NodeFinder.within(segments).named("ToggleButton", "month"))).isSameAs(segment);
        assertThat(Fx.on(() -> NodeFinder.within(segments).ofType("HBox"))).as("not the scope itself").isNull();
    }

    @Test
    void aPopupItemIsLookedForInPopupsOnly() {
        Button copyButton = new Button("Copy");
        Fx.show("Editor", new VBox(copyButton));
        Fx.on(() -> {
            ContextMenu menu = new ContextMenu(new MenuItem("Copy"));
            menu.show(copyButton.getScene().getWindow(), 10, 10);
            return null;
        });

        Node item = Fx.on(() -> NodeFinder.popupItem("Copy"));
        assertThat(item).isNotNull().isNotSameAs(copyButton);
        assertThat(Fx.on(() -> item.getScene().getWindow() instanceof ContextMenu)).isTrue();
    }

    @Test
    void partsAndPositionsBelowAControlOrAWindow() {
        Slider slider = new Slider();
        VBox root = new VBox(new Label("first"), slider);
        Fx.show("Parts", root);

        Node thumb = Fx.on(() -> NodeFinder.part(slider, ".thumb"));
        assertThat(thumb).isNotNull();
        assertThat(Fx.on(() -> thumb.getStyleClass())).contains("thumb");
        assertThat(Fx.on(() -> NodeFinder.at("Parts", false, 1))).isSameAs(slider);
        assertThat(Fx.on(() -> NodeFinder.at("Parts", false, 5))).isNull();
        assertThat(Fx.on(() -> NodeFinder.below(root, 0))).isInstanceOf(Label.class);
        assertThat(Fx.on(() -> NodeFinder.inside(root, "Slider"))).isSameAs(slider);
        assertThat(Fx.on(() -> NodeFinder.inside(root, "DatePicker"))).as("else the container").isSameAs(root);
    }
}
