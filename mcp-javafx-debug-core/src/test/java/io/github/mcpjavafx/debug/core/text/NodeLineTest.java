package io.github.mcpjavafx.debug.core.text;

import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.capture.SceneSnapshotter;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.model.SnapshotResult;
import io.github.mcpjavafx.debug.core.model.UiBounds;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import static org.assertj.core.api.Assertions.assertThat;

@ExtendWith(HeadlessFxExtension.class)
class NodeLineTest {

    private static final String EMOJI = "\uD83D\uDE00";

    private final NodeReader reader = new NodeReader(new UidRegistry());

    @Test
    void lineReadsTypeIdUidTextThenState() {
        Button save = new Button("Save");
        save.setId("save");
        save.setDisable(true);
        TextField customer = new TextField();
        customer.setId("customer");
        customer.setPromptText("Customer name");
        CheckBox express = new CheckBox("Express");
        express.setSelected(true);
        HeadlessFx.show("Form", new VBox(customer, express, save), 300, 200);
        HeadlessFx.onFx(() -> {
            customer.requestFocus();
            return null;
        });
        HeadlessFx.settle();

        assertThat(line(save)).matches("Button#save u-\\w+ \"Save\" disabled");
        assertThat(line(customer)).matches("TextField#customer u-\\w+ text=\"\" prompt=\"Customer name\" focused");
        assertThat(line(express)).matches("CheckBox u-\\w+ \"Express\" checked");
    }

    @Test
    void aLinesPointIsOnScreenWhereAClickLandsAndAPointInTheSceneSaysSo() {
        HeadlessFx.show("Frames", new VBox(new Button("Save")), 300, 200); // the stage lies at 100,100
        SceneSnapshotter snapshotter = new SceneSnapshotter(new UidRegistry(), SnapshotOptions.defaults(),
                HeadlessFx.TIMEOUT_MS);

        UiNode both = saveIn(snapshotter.snapshot(SnapshotRequest.of(null, SnapshotRequest.Mode.FULL, null, null, null,
                null)));
        UiNode sceneOnly = saveIn(snapshotter.snapshot(SnapshotRequest.of(null, null, null, null, null,
                new SnapshotRequest.Include(true, null, null, null, null))));

        UiBounds screen = both.layout().localToScreen();
        assertThat(NodeLine.of(both)).contains(" @" + TextFormat.number(screen.x()) + "," + TextFormat.number(screen.y())
                + " ").doesNotContain("scene");
        UiBounds scene = sceneOnly.layout().boundsInScene();
        assertThat(NodeLine.of(sceneOnly)).contains(" scene @" + TextFormat.number(scene.x()) + ","
                + TextFormat.number(scene.y()) + " ");
    }

    private static UiNode saveIn(SnapshotResult result) {
        return result.snapshot().stages().get(0).scene().root().children().get(0);
    }

    @Test
    void anIconFontGlyphsPrivateUseCharacterIsNotShownAsText() {
        Label glyph = new Label("\uf1f8");
        Label mixed = new Label("\uf1f8 Delete");
        HeadlessFx.show("Icons", new VBox(glyph, mixed), 300, 200);

        assertThat(line(glyph)).doesNotContain("\"");
        assertThat(line(mixed)).endsWith(" \"\uf1f8 Delete\"");
    }

    @Test
    void longTextsAreCutOnceAtTheOneLengthWithoutSplittingASurrogatePair() {
        int max = TextFormat.MAX_TEXT;
        Label pairAtTheCut = new Label("x".repeat(max - 2) + EMOJI + "tail");
        Label pairBeforeTheCut = new Label("y".repeat(max - 3) + EMOJI + "tail");
        Label quoted = new Label("say \"hi\"\nbye");
        // wide enough for the whole texts: a text the screen cuts says what shows too
        HeadlessFx.show("Texts", new VBox(pairAtTheCut, pairBeforeTheCut, quoted), 1200, 200);

        assertThat(line(pairAtTheCut)).endsWith(" \"" + "x".repeat(max - 2) + "…\"");
        assertThat(line(pairBeforeTheCut)).endsWith(" \"" + "y".repeat(max - 3) + EMOJI + "…\"");
        assertThat(line(quoted)).endsWith(" \"say \\\"hi\\\"\\nbye\"");
    }

    private String line(Node node) {
        return NodeLine.of(HeadlessFx.onFx(() -> reader.summary(node, WindowList.showing())));
    }
}
