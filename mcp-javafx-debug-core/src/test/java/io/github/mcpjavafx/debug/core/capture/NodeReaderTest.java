package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.core.model.NodeRequest;
import io.github.mcpjavafx.debug.core.model.NodeRequest.Field;
import io.github.mcpjavafx.debug.core.model.NodeResult;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.scene.NodePaths;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.text.TextTreeRenderer;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ColorPicker;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tooltip;
import javafx.scene.control.skin.ComboBoxBaseSkin;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

@ExtendWith(HeadlessFxExtension.class)
class NodeReaderTest {

    private static final Target ANY = Target.css("#ignored");

    private final UidRegistry uids = new UidRegistry();
    private final NodeReader reader = new NodeReader(uids);

    @Test
    void readsOneNodeWithEverySection() {
        Button save = new Button("Save");
        save.setId("save");
        save.setTooltip(new Tooltip("Stores the order"));
        HeadlessFx.show("Node", new VBox(new Label("x"), save), 300, 200);

        NodeResult result = read(save, new NodeRequest(ANY, false, null, null));

        UiNode node = result.node();
        assertThat(node.ref().path()).isEqualTo("/stages[0]/scene/root/Button[0]");
        assertThat(node.text()).isEqualTo("Save");
        assertThat(node.accessibility().role()).isEqualTo("BUTTON");
        assertThat(node.layout().boundsInScene()).isNotNull();
        assertThat(node.layout().localToScreen()).isNotNull();
        assertThat(node.fx().properties()).containsEntry("tooltip", "Stores the order")
                .containsEntry("defaultButton", false);
        assertThat(result.text()).startsWith("Button#save " + node.uid() + " \"Save\" @")
                .contains("\n  path /stages[0]/scene/root/Button[0]\n")
                .contains("\n  accessibility role=\"BUTTON\"")
                .contains("tooltip=\"Stores the order\"");
    }

    @Test
    void readsOnlyTheFieldsAndPropertiesAsked() {
        Button save = new Button("Save");
        HeadlessFx.show("Node", new VBox(save), 300, 200);

        UiNode node = read(save, new NodeRequest(ANY, false, List.of(Field.TEXT, Field.PROPERTIES), List.of("opacity"))).node();

        assertThat(node.text()).isEqualTo("Save");
        assertThat(node.layout()).isNull();
        assertThat(node.accessibility()).isNull();
        assertThat(node.fx().properties()).containsOnlyKeys("opacity");
    }

    @Test
    void aNodeReadForItsPropertiesAloneStillSaysItsTextOnItsLine() {
        Label title = new Label("Led Tile");
        HeadlessFx.show("Node", new VBox(title), 300, 200);

        NodeResult result = read(title, new NodeRequest(ANY, false, List.of(Field.PROPERTIES), List.of("opacity")));

        assertThat(result.text()).startsWith("Label " + result.node().uid() + " \"Led Tile\"");
        assertThat(result.node().fx().properties()).containsOnlyKeys("opacity");
    }

    @Test
    void aColorPickersValueIsTheNameItShowsOrTheColoursHexNotItsToString() {
        ColorPicker red = new ColorPicker(Color.RED);
        ColorPicker brown = new ColorPicker(Color.color(0.5, 0.25, 0.25));
        HeadlessFx.show("Node", new VBox(red, brown), 300, 200);
        String shown = HeadlessFx.onFx(() -> ((Labeled) ((ComboBoxBaseSkin<?>) red.getSkin()).getDisplayNode()).getText());

        String redValue = read(red, new NodeRequest(ANY, false, null, null)).node().value();
        String brownValue = read(brown, new NodeRequest(ANY, false, null, null)).node().value();

        assertThat(shown).as("what the picker's label writes").isNotBlank().doesNotStartWith("0x");
        assertThat(redValue).isEqualTo(shown);
        assertThat(brownValue).isEqualTo(HeadlessFx.onFx(
                () -> ((Labeled) ((ComboBoxBaseSkin<?>) brown.getSkin()).getDisplayNode()).getText())).startsWith("#");
    }

    @Test
    void listsChildrenOneLevelWithTheirOwnChildCounts() {
        HBox row = new HBox(new Label("a"), new Label("b"));
        VBox box = new VBox(row, new Label("c"));
        HeadlessFx.show("Node", new VBox(box), 300, 200);

        UiNode node = read(box, new NodeRequest(ANY, true, List.of(Field.TEXT), null)).node();
        UiNode withoutChildren = read(box, new NodeRequest(ANY, false, List.of(Field.TEXT), null)).node();

        assertThat(node.children()).extracting(UiNode::type).containsExactly("HBox", "Label");
        assertThat(node.children().get(0).hiddenChildren()).isEqualTo(2);
        assertThat(node.children().get(0).children()).isEmpty();
        assertThat(node.children().get(1).ref().path()).isEqualTo("/stages[0]/scene/root/VBox[0]/Label[0]");
        assertThat(withoutChildren.children()).isEmpty();
        assertThat(withoutChildren.hiddenChildren()).isEqualTo(2);
    }

    @Test
    void childrenOfAStandardControlAreItsPublicContent() {
        Label content = new Label("inside");
        ScrollPane scroll = new ScrollPane(content);
        HeadlessFx.show("Node", new VBox(scroll), 300, 200);

        UiNode node = read(scroll, new NodeRequest(ANY, true, null, null)).node();

        assertThat(node.children()).extracting(UiNode::text).containsExactly("inside");
        Node resolved = HeadlessFx.onFx(() -> NodePaths.resolve(node.children().get(0).ref().path(),
                WindowList.showing()).orElseThrow());
        assertThat(resolved).isSameAs(content);
    }

    private NodeResult read(Node node, NodeRequest request) {
        UiNode read = HeadlessFx.onFx(() -> reader.read(node, request, WindowList.showing()));
        return new NodeResult(read, null, null, null, TextTreeRenderer.renderNode(read));
    }
}
