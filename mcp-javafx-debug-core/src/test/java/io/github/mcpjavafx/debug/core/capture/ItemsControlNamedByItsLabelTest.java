package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import io.github.mcpjavafx.debug.core.support.TagPicker;
import io.github.mcpjavafx.debug.testsupport.Segments;
import javafx.collections.FXCollections;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A control from outside JavaFX whose skin shows only its items (a segmented button's toggles) is named by the label
 * beside it, as a person names it and the finder's {@code labelled(...)} finds it, not by its first item; without a
 * label its first item still names it, so that the items' lines keep a container to tell them apart.
 */
@ExtendWith(HeadlessFxExtension.class)
class ItemsControlNamedByItsLabelTest {

    private final SceneLines lines = new SceneLines();

    @Test
    void aLabelledSegmentedControlReadsItsLabelAndAnUnlabelledOneItsFirstItem() {
        Segments period = onFx(() -> new Segments("day", "week", "month"));
        Segments unit = onFx(() -> new Segments("km", "mi"));
        HeadlessFx.show("Segments", new VBox(new HBox(new Label("Period:"), period), new HBox(unit)), 400, 200);
        String periodUid = lines.uidOf(period);
        String unitUid = lines.uidOf(unit);

        String snapshot = lines.snapshot();
        String weeks = lines.query("ToggleButton");

        assertThat(snapshot).contains("Segments " + periodUid + " \"Period:\"").doesNotContain("Segments " + periodUid + " \"day\"")
                .contains("Segments " + unitUid + " \"km\"");
        assertThat(weeks).as("each toggle's line names its container")
                .containsPattern("ToggleButton u-\\S+ \"week\".* in Segments " + periodUid + " \"Period:\"")
                .containsPattern("ToggleButton u-\\S+ \"mi\".* in Segments " + unitUid + " \"km\"");
    }

    @Test
    void anUnlabelledListFromOutsideJavaFxIsNotNamedByItsFirstRow() {
        Checklist list = onFx(() -> new Checklist("Item 0", "Item 1"));
        HeadlessFx.show("Checklist", new VBox(list), 300, 200);
        String uid = lines.uidOf(list);

        String snapshot = lines.snapshot();

        assertThat(snapshot).contains("Checklist " + uid).doesNotContain("Checklist " + uid + " \"Item 0\"");
    }

    @Test
    void aLabelledControlThatShowsNothingYetReadsItsLabel() {
        TagPicker tags = onFx(TagPicker::new); // nothing checked: its box shows no word (a CheckComboBox at start)
        HeadlessFx.show("Tags", new VBox(new HBox(new Label("Tags:"), tags)), 300, 200);
        String uid = lines.uidOf(tags);

        assertThat(lines.snapshot()).contains("TagPicker " + uid + " \"Tags:\" checked=[]");
    }

    /** A list from outside JavaFX, as ControlsFX's CheckListView is one. */
    public static class Checklist extends ListView<String> {
        Checklist(String... items) {
            super(FXCollections.observableArrayList(items));
        }
    }
}
