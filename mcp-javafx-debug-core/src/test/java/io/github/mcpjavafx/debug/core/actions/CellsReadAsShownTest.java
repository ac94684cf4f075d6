package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.capture.SceneSnapshotter;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.model.UiRef;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.collections.FXCollections;
import javafx.collections.transformation.FilteredList;
import javafx.scene.control.ComboBox;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.perform;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A row's line in an action's result names what the row showed to the person who clicked it: a searchable combo
 * box's popup closes on the click and its list shows every item again, so that the row clicked holds another item
 * in a popup nobody sees.
 */
@ExtendWith(HeadlessFxExtension.class)
class CellsReadAsShownTest {

    private final SceneSnapshotter snapshots = new SceneSnapshotter(UidRegistry.shared(), SnapshotOptions.defaults(),
            HeadlessFx.TIMEOUT_MS);

    @Test
    void aRowClickedInAPopupThatClosedReadsAsItShowedNotAsItsReusedCell() {
        FilteredList<String> shown = new FilteredList<>(FXCollections.observableArrayList(
                "1111", "2222", "Aaaaa", "Abbbb", "Abcdd", "Abcde"), item -> item.startsWith("Ab"));
        ComboBox<String> search = onFx(() -> {
            ComboBox<String> box = new ComboBox<>(shown);
            box.valueProperty().addListener((o, was, now) -> shown.setPredicate(null)); // the search is cleared
            return box;
        });
        HeadlessFx.show("Search", new VBox(search), 400, 300);
        click(uidOf(snapshot(), "ComboBox u-(\\w+)( focused)?$"));

        PerformResult picked = click(uidOf(snapshot(), "ListCell u-(\\w+) \"Abcde\" row=2\\b"));

        assertThat(onFx(search::getValue)).isEqualTo("Abcde");
        assertThat(picked.results().get(0).line()).as(picked.text()).contains(" \"Abcde\" row=2").doesNotContain("Aaaaa");
    }

    private String snapshot() {
        return snapshots.snapshot(SnapshotRequest.compact()).text();
    }

    private static String uidOf(String text, String pattern) {
        Matcher line = Pattern.compile(pattern, Pattern.MULTILINE).matcher(text);
        assertThat(line.find()).as("a line matching %s in%n%s", pattern, text).isTrue();
        return "u-" + line.group(1);
    }

    private static PerformResult click(String uid) {
        return perform(ActionSpec.click(Target.ref(UiRef.ofUid(uid))));
    }
}
