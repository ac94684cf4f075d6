package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.scene.SkinItems;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import io.github.mcpjavafx.debug.core.text.TextFormat;
import javafx.collections.FXCollections;
import javafx.geometry.Bounds;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.stream.IntStream;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.css;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.perform;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/** A scroll's line says how far its content moved, which a list of changed nodes cannot: a scroll pane's changes none. */
@ExtendWith(HeadlessFxExtension.class)
class ScrollDistanceTest {

    @Test
    void aScrollPanesScrollSaysHowManyPixelsItsContentMovedAndItsVvalueFromAndTo() {
        ScrollPane pane = ActionRunnerTest.tallScrollPane("scroller");
        HeadlessFx.show("scroll", new VBox(pane), 300, 300);
        double before = onFx(() -> pane.getContent().localToScene(0, 0).getY());

        PerformResult scrolled = perform(ActionSpec.scroll(css("#scroller"), 3));

        double moved = before - onFx(() -> pane.getContent().localToScene(0, 0).getY());
        double vvalue = onFx(pane::getVvalue);
        assertThat(moved).as("the content, in the app").isPositive();
        assertThat(scrolled.results().get(0).line()).as("the action's line, in both channels")
                .endsWith(": ok, scrolled " + Math.round(moved) + " px down (vvalue 0 → "
                        + TextFormat.number(Math.round(vvalue * 100) / 100.0) + ")");
        assertThat(scrolled.changes().noVisibleChange()).as("the content moved: a visible change").isNull();
        assertThat(scrolled.changes().changed()).as("told among the changes, for a reader of the changes alone")
                .anySatisfy(line -> assertThat(line).contains("#scroller u-").endsWith(" scrolled " + Math.round(moved)
                        + " px down (vvalue 0 → " + TextFormat.number(Math.round(vvalue * 100) / 100.0) + ")"));
        assertThat(scrolled.text()).doesNotContain("no visible change");

        PerformResult back = perform(ActionSpec.scroll(css("#scroller"), -10));

        assertThat(onFx(pane::getVvalue)).isZero();
        assertThat(back.results().get(0).line()).contains("px up (vvalue ");

        PerformResult further = perform(ActionSpec.scroll(css("#scroller"), -1));

        assertThat(further.results().get(0).line()).endsWith(": ok, but nothing scrolled (vvalue stays 0)");
        assertThat(further.changes().changed()).as("nothing moved: nothing told").noneMatch(line -> line.contains("scrolled"));
    }

    @Test
    void aListsScrollSaysWhichRowIsFirstShownBeforeAndAfter() {
        ListView<String> list = onFx(() -> {
            ListView<String> l = new ListView<>(FXCollections.observableArrayList(
                    IntStream.range(0, 200).mapToObj(i -> "item " + i).toList()));
            l.setId("items");
            l.setPrefSize(200, 150);
            return l;
        });
        HeadlessFx.show("list", new VBox(list), 300, 300);

        PerformResult scrolled = perform(ActionSpec.scroll(css("#items"), 3));

        int first = onFx(() -> { // the first row at least half inside the viewport: a sliver on top is not shown
            IndexedCell<?> top = SkinItems.flowOf(list).getFirstVisibleCell();
            Bounds row = top.localToScene(top.getLayoutBounds());
            Bounds view = top.getParent().getParent().localToScene(top.getParent().getParent().getLayoutBounds());
            return row.getMaxY() - view.getMinY() >= row.getHeight() / 2 ? top.getIndex() : top.getIndex() + 1;
        });
        assertThat(first).as("the list, in the app").isPositive();
        assertThat(scrolled.results().get(0).line()).endsWith(": ok, scrolled down: first row shown 0 → " + first);
        String uid = onFx(() -> UidRegistry.shared().uidOf(list));
        assertThat(scrolled.changes().changed()).as("the list's line once: " + scrolled.changes().changed())
                .filteredOn(line -> line.contains(" " + uid + " ") || line.endsWith(" " + uid)).hasSize(1);
    }
}
