package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.control.Label;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A field that a validation decoration marks (as ControlsFX's decorator does: an icon with the message as its
 * tooltip, drawn over the field's corner in a layer above the form) reads the message on its own line.
 */
@ExtendWith(HeadlessFxExtension.class)
class ValidationMessageLinesTest {

    private final UidRegistry uids = new UidRegistry();
    private final SceneSnapshotter snapshotter = new SceneSnapshotter(uids, SnapshotOptions.defaults(), HeadlessFx.TIMEOUT_MS);

    @Test
    void aDecoratedFieldsLineCarriesTheMessageItsDecorationsTooltipShows() {
        TextField name = HeadlessFx.onFx(() -> field("name"));
        TextField city = HeadlessFx.onFx(() -> field("city"));
        HeadlessFx.show("Form", HeadlessFx.onFx(() -> {
            Pane decorations = new Pane(icon("Text is required", 20), icon("Looks like a street", 80));
            decorations.setMouseTransparent(true);
            name.getProperties().put(ValidationMessages.DECORATIONS_KEY, List.of("a decoration"));
            return new StackPane(new VBox(40, name, city), decorations);
        }), 300, 200);
        String nameUid = HeadlessFx.onFx(() -> uids.uidOf(name));
        String cityUid = HeadlessFx.onFx(() -> uids.uidOf(city));

        String text = snapshotter.snapshot(SnapshotRequest.compact()).text();

        assertThat(line(text, nameUid)).contains("validation=\"Text is required\"");
        assertThat(line(text, cityUid)).as("an icon over an undecorated field is no message of it")
                .doesNotContain("validation=");
    }

    @Test
    void aDecorationAmongTheFieldsOwnChildrenIsReadToo() {
        TextField city = HeadlessFx.onFx(() -> new TextField() {
            {
                setId("city");
                // ControlsFX's graphic decoration adds its icon to the field's children, unmanaged, over a corner
                Label icon = icon("City is required", 0);
                getChildren().add(icon);
                getProperties().put(ValidationMessages.DECORATIONS_KEY, List.of("a decoration"));
            }
        });
        HeadlessFx.show("Field", new VBox(city), 300, 200);
        String uid = HeadlessFx.onFx(() -> uids.uidOf(city));

        String text = snapshotter.snapshot(SnapshotRequest.compact()).text();

        assertThat(line(text, uid)).contains("validation=\"City is required\"");
    }

    @Test
    void aWarningReadsAsAWarningAndAnErrorAsAnError() {
        TextField date = HeadlessFx.onFx(() -> field("date"));
        TextField name = HeadlessFx.onFx(() -> field("name"));
        HeadlessFx.show("Form", HeadlessFx.onFx(() -> {
            // as ControlsFX's graphic decoration draws them: an image whose file names the severity
            Pane decorations = new Pane(imageIcon("The date should be today", "decoration-warning.png", 20),
                    imageIcon("Text is required", "decoration-error.png", 80));
            decorations.setMouseTransparent(true);
            date.getProperties().put(ValidationMessages.DECORATIONS_KEY, List.of("a decoration"));
            name.getProperties().put(ValidationMessages.DECORATIONS_KEY, List.of("a decoration"));
            return new StackPane(new VBox(40, date, name), decorations);
        }), 300, 200);

        String text = snapshotter.snapshot(SnapshotRequest.compact()).text();

        assertThat(line(text, HeadlessFx.onFx(() -> uids.uidOf(date))))
                .contains("validation warning=\"The date should be today\"").doesNotContain(" validation=");
        assertThat(line(text, HeadlessFx.onFx(() -> uids.uidOf(name))))
                .contains(" validation=\"Text is required\"").doesNotContain("warning");
    }

    /** An icon whose graphic is an image named {@code file}, with the message as its tooltip. */
    private static Label imageIcon(String message, String file, double y) {
        ImageView graphic = new ImageView(new Image("file:/nowhere/" + file, true));
        Label icon = new Label(null, graphic);
        icon.setTooltip(new Tooltip(message));
        icon.setManaged(false);
        icon.resizeRelocate(2, y, 10, 10);
        return icon;
    }

    private static TextField field(String id) {
        TextField field = new TextField();
        field.setId(id);
        field.setPrefWidth(200);
        return field;
    }

    /** An icon with a tooltip, over the left end of the field at {@code y}: a decoration as a person sees it. */
    private static Label icon(String message, double y) {
        Region graphic = new Region();
        graphic.setPrefSize(8, 8);
        Label icon = new Label(null, graphic);
        icon.setTooltip(new Tooltip(message));
        icon.setManaged(false);
        icon.resizeRelocate(2, y, 10, 10);
        return icon;
    }

    private static String line(String text, String uid) {
        return text.lines().filter(l -> l.contains(" " + uid + " ") || l.endsWith(" " + uid)).findFirst()
                .orElseThrow(() -> new AssertionError("no line for " + uid + " in:\n" + text));
    }
}
