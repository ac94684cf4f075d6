package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.model.NodeRequest;
import io.github.mcpjavafx.debug.core.model.NodeRequest.Field;
import io.github.mcpjavafx.debug.core.model.NodeResult;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.model.SnapshotResult;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.model.WindowScope;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import io.github.mcpjavafx.debug.core.support.IconGlyph;
import io.github.mcpjavafx.debug.core.support.StarRating;
import io.github.mcpjavafx.debug.core.support.TagPicker;
import io.github.mcpjavafx.debug.core.text.NodeLine;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Tooltip;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A custom control's own values and an icon-only button's meaning, on the line and by name. */
@ExtendWith(HeadlessFxExtension.class)
class CustomControlLinesTest {

    private final UidRegistry uids = new UidRegistry();
    private final NodeReader reader = new NodeReader(uids);
    private final SceneSnapshotter snapshotter = new SceneSnapshotter(uids, SnapshotOptions.defaults(), HeadlessFx.TIMEOUT_MS);

    @Test
    void aCustomControlsLineShowsItsOwnValueAndBoundsInBothChannels() {
        StarRating rating = HeadlessFx.onFx(StarRating::new);
        HeadlessFx.show("Rating", new VBox(rating), 300, 200);
        String uid = HeadlessFx.onFx(() -> uids.uidOf(rating));

        SnapshotResult compact = snapshotter.snapshot(SnapshotRequest.compact());
        UiNode full = findIn(snapshotter.snapshot(SnapshotRequest.of(WindowScope.focused(), SnapshotRequest.Mode.FULL,
                null, null, null, null)), uid);

        assertThat(compact.text()).contains("StarRating " + uid + " rating=2.0 max=5");
        assertThat(full.traits()).containsExactly(java.util.Map.entry("rating", 2.0), java.util.Map.entry("max", 5));
        assertThat(NodeLine.of(full)).startsWith("StarRating " + uid + " rating=2.0 max=5");
    }

    @Test
    void aControlWithACheckModelShowsTheItemsChecked() {
        TagPicker tags = HeadlessFx.onFx(TagPicker::new);
        TagPicker many = HeadlessFx.onFx(TagPicker::new);
        HeadlessFx.show("Tags", new VBox(tags, many), 300, 200);
        HeadlessFx.onFx(() -> {
            tags.getCheckModel().check("Item 2");
            tags.getCheckModel().check("Item 4");
            for (int i = 0; i < 7; i++) {
                many.getCheckModel().check("Tag " + i);
            }
            return null;
        });

        String text = snapshotter.snapshot(SnapshotRequest.compact()).text();

        assertThat(text).contains("TagPicker " + HeadlessFx.onFx(() -> uids.uidOf(tags)) + " checked=[Item 2, Item 4]")
                .contains("checked=[Tag 0, Tag 1, Tag 2, Tag 3, Tag 4, +2]");
    }

    @Test
    void anyPropertyIsReadByNameAndANameThatIsNoPropertyIsSaidToBe() {
        StarRating rating = HeadlessFx.onFx(StarRating::new);
        HeadlessFx.show("Rating", new VBox(rating), 300, 200);

        NodeResult result = HeadlessFx.onFx(() -> {
            UiNode node = reader.read(rating, new NodeRequest(Target.css("#x"), false, List.of(Field.PROPERTIES),
                    List.of("rating", "partial", "opacity", "stars")), WindowList.showing());
            return new NodeResult(node, null, null, null, io.github.mcpjavafx.debug.core.text.TextTreeRenderer.renderNode(node));
        });

        assertThat(result.node().fx().properties()).containsEntry("rating", 2.0).containsEntry("partial", false)
                .containsEntry("opacity", 1.0).doesNotContainKey("stars");
        assertThat(result.node().fx().unknown()).containsExactly("stars");
        assertThat(result.text()).contains("rating=2\n").contains("no such property of StarRating: stars");
    }

    @Test
    void iconOnlyButtonsAreToldApartByTooltipImageOrGlyph() {
        Button byTooltip = HeadlessFx.onFx(() -> {
            Button b = new Button();
            b.setTooltip(new Tooltip("Move all right"));
            return b;
        });
        Button byImage = HeadlessFx.onFx(() -> new Button(null, new ImageView(new Image("file:/nowhere/icons/next.png", true))));
        Button byGlyph = HeadlessFx.onFx(() -> new Button(null, new IconGlyph(IconGlyph.Icon.ANGLE_RIGHT)));
        Button byAccessibleText = HeadlessFx.onFx(() -> {
            Button b = new Button();
            b.setAccessibleText("Previous page");
            return b;
        });
        HeadlessFx.show("Icons", new VBox(byTooltip, byImage, byGlyph, byAccessibleText), 300, 200);

        String text = snapshotter.snapshot(SnapshotRequest.compact()).text();

        assertThat(text).contains("Button " + uid(byTooltip) + " tooltip=\"Move all right\"")
                .contains("Button " + uid(byImage) + " graphic=\"next.png\"")
                .contains("Button " + uid(byGlyph) + " graphic=\"ANGLE_RIGHT\"")
                .contains("Button " + uid(byAccessibleText) + " accessibleText=\"Previous page\"")
                .containsPattern("IconGlyph u-[0-9a-z]+ icon=\"ANGLE_RIGHT\"");
    }

    @Test
    void javafxsOwnControlsGetNoExtraLineParts() {
        Button save = HeadlessFx.onFx(() -> new Button("Save"));
        HeadlessFx.show("Plain", new VBox(save), 300, 200);

        UiNode node = HeadlessFx.onFx(() -> reader.summary(save, WindowList.showing()));

        assertThat(node.traits()).isNull();
        assertThat(NodeLine.of(node)).isEqualTo("Button " + uid(save) + " \"Save\" focused");
    }

    @Test
    void aControlShowingItsValueAsAPercentageReadsThatPercentageAndNoOffState() {
        PercentageDial dial = HeadlessFx.onFx(() -> new PercentageDial("Radial Percentage", 6));
        HeadlessFx.show("Dial", new VBox(dial), 300, 200);

        String text = snapshotter.snapshot(SnapshotRequest.compact()).text();

        assertThat(text).contains("PercentageDial " + uid(dial) + " \"Radial Percentage\" 6%")
                .doesNotContain("\"Radial Percentage\" off").doesNotContain("6% off");
    }

    /** A dial that writes its value as a percentage and can be selected by a press, as a dashboard's tiles can. */
    public static final class PercentageDial extends javafx.scene.control.Control {
        private final javafx.beans.property.StringProperty title = new javafx.beans.property.SimpleStringProperty(this, "title");
        private final javafx.beans.property.DoubleProperty value = new javafx.beans.property.SimpleDoubleProperty(this, "value");
        private final javafx.beans.property.BooleanProperty selected = new javafx.beans.property.SimpleBooleanProperty(this, "selected");

        PercentageDial(String title, double value) {
            this.title.set(title);
            this.value.set(value);
            setOnMousePressed(e -> selected.set(!selected.get()));
        }

        public javafx.beans.property.StringProperty titleProperty() { return title; }
        public String getTitle() { return title.get(); }
        public javafx.beans.property.DoubleProperty valueProperty() { return value; }
        public double getValue() { return value.get(); }
        public javafx.beans.property.BooleanProperty selectedProperty() { return selected; }
        public boolean isSelected() { return selected.get(); }

        @Override
        protected javafx.scene.control.Skin<?> createDefaultSkin() {
            return new javafx.scene.control.SkinBase<PercentageDial>(this) {
                {
                    getChildren().add(new VBox(new javafx.scene.text.Text(getTitle()),
                            new javafx.scene.text.Text(Math.round(getValue()) + "%")));
                }
            };
        }
    }

    private String uid(Node node) {
        return HeadlessFx.onFx(() -> uids.uidOf(node));
    }

    private static UiNode findIn(SnapshotResult result, String uid) {
        io.github.mcpjavafx.debug.core.model.UiSnapshot snapshot = (io.github.mcpjavafx.debug.core.model.UiSnapshot) result.structured();
        java.util.ArrayDeque<UiNode> todo = new java.util.ArrayDeque<>();
        snapshot.stages().forEach(w -> todo.add(w.scene().root()));
        while (!todo.isEmpty()) {
            UiNode node = todo.poll();
            if (uid.equals(node.uid())) {
                return node;
            }
            todo.addAll(node.children());
        }
        throw new AssertionError("no node " + uid);
    }
}
