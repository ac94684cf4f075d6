package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.model.SnapshotResult;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.Skin;
import javafx.scene.control.SkinBase;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** What a compact snapshot folds: a short run of alike siblings still gives each its uid, a skin's label its control says is one line. */
@ExtendWith(HeadlessFxExtension.class)
class FoldedSiblingsTest {

    private final UidRegistry uids = new UidRegistry();
    private final SceneSnapshotter snapshotter = new SceneSnapshotter(uids, SnapshotOptions.defaults(), HeadlessFx.TIMEOUT_MS);

    /** A switch from outside JavaFX, as ControlsFX's ToggleSwitch: its text, and a skin whose label writes it again. */
    public static final class OnOffSwitch extends Labeled {
        private final BooleanProperty selected = new SimpleBooleanProperty(this, "selected", false);

        OnOffSwitch() {
            setText("Off");
            selected.addListener((o, was, on) -> setText(on ? "On" : "Off"));
        }

        public BooleanProperty selectedProperty() {
            return selected;
        }

        public boolean isSelected() {
            return selected.get();
        }

        @Override
        protected Skin<?> createDefaultSkin() {
            return new SkinBase<>(this) {
                {
                    Label label = new Label();
                    label.textProperty().bind(getSkinnable().textProperty());
                    StackPane thumb = new StackPane();
                    thumb.setPrefSize(30, 16);
                    thumb.setOnMouseReleased(e -> selected.set(!selected.get()));
                    getChildren().add(new HBox(new StackPane(label), thumb));
                }
            };
        }
    }

    @Test
    void aShortRunOfAlikeSiblingsNamesEachUidAndALongRunKeepsItsCount() {
        List<Region> stars = regions(5);
        List<Region> dots = regions(12);
        HeadlessFx.show("Runs", new VBox(new HBox(stars.toArray(Node[]::new)), new HBox(dots.toArray(Node[]::new))), 400, 200);

        SnapshotResult compact = snapshotter.snapshot(SnapshotRequest.compact());
        List<String> starUids = HeadlessFx.onFx(() -> stars.stream().map(uids::uidOf).toList());
        String firstDot = HeadlessFx.onFx(() -> uids.uidOf(dots.get(0)));

        assertThat(compact.text()).contains("Region " + starUids.get(0) + " clickable and 4 more alike: "
                        + String.join(" ", starUids.subList(1, 5)))
                .contains("Region " + firstDot + " clickable and 11 more alike").doesNotContain("11 more alike:");
        assertThat(node(compact, starUids.get(0)).alikeUids()).isEqualTo(starUids.subList(1, 5));
        assertThat(node(compact, firstDot).alikeUids()).isNull();
    }

    @Test
    void aSkinsLabelThatRepeatsItsSwitchsTextIsFoldedIntoTheSwitchsLine() {
        OnOffSwitch toggle = HeadlessFx.onFx(OnOffSwitch::new);
        HeadlessFx.show("Switch", new VBox(toggle, new Label("Off")), 300, 200);

        String text = snapshotter.snapshot(SnapshotRequest.compact()).text();

        assertThat(text).contains("OnOffSwitch " + HeadlessFx.onFx(() -> uids.uidOf(toggle)) + " \"Off\"");
        assertThat(text.split("\n")).as("the switch's own label folds, the app's label beside it stays")
                .filteredOn(line -> line.contains("Label u-") && line.contains("\"Off\"")).hasSize(1);
    }

    private static List<Region> regions(int count) {
        return HeadlessFx.onFx(() -> IntStream.range(0, count).mapToObj(i -> {
            Region star = new Region();
            star.setPrefSize(16, 16);
            star.setOnMouseClicked(e -> star.setOpacity(0.5));
            return star;
        }).toList());
    }

    /** The node with {@code uid} in the snapshot's tree (the compact result's JSON is its lines). */
    private static UiNode node(SnapshotResult result, String uid) {
        return result.snapshot().stages().stream().map(stage -> stage.scene().root())
                .flatMap(FoldedSiblingsTest::withDescendants).filter(node -> uid.equals(node.uid())).findFirst()
                .orElseThrow(() -> new AssertionError("no node " + uid));
    }

    private static Stream<UiNode> withDescendants(UiNode node) {
        return Stream.concat(Stream.of(node), node.children().stream().flatMap(FoldedSiblingsTest::withDescendants));
    }
}
