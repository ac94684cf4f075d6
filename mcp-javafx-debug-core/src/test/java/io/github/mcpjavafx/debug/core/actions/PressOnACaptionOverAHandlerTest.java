package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.StackPane;
import javafx.scene.shape.Rectangle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.perform;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.ref;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A click on a caption laid over the shape that handles presses (FXSampler's PopOver sample: "Double Click for
 * PopOver" over its rectangle) changes nothing; its line says which node beneath handles presses and where a press
 * reaches it, and a click there does what the app does on it.
 */
@ExtendWith(HeadlessFxExtension.class)
class PressOnACaptionOverAHandlerTest {

    private static final Pattern REACHABLE = Pattern.compile("reachable at @(\\d+),(\\d+)");

    @Test
    void aPressOnACaptionNamesTheHandlerBeneathAndAPointThatReachesIt() {
        AtomicInteger pressed = new AtomicInteger();
        Rectangle shape = onFx(() -> countingPresses(pressed));
        Label caption = onFx(() -> new Label("Click the shape"));
        // in a tab of a split pane, as FXSampler lays out its samples: those handle presses on their own parts only
        HeadlessFx.show("Caption", onFx(() -> new SplitPane(new TabPane(new Tab("Sample", new StackPane(shape, caption))))),
                400, 300);
        String shapeUid = onFx(() -> UidRegistry.shared().uidOf(shape));

        PerformResult onCaption = perform(ActionSpec.click(ref(caption)));

        assertThat(pressed).as("the caption took the press").hasValue(0);
        String line = onCaption.results().get(0).line();
        assertThat(line).contains(": ok; nothing on its way handles a press, Rectangle " + shapeUid + " beneath it does: reachable at @");
        assertThat(onCaption.changes().noVisibleChange()).isTrue();

        Matcher at = REACHABLE.matcher(line);
        assertThat(at.find()).isTrue();
        perform(new ActionSpec.Click(null, Double.valueOf(at.group(1)), Double.valueOf(at.group(2)), null, null, null));
        assertThat(pressed).as("a click at the point the line gave reaches the shape").hasValue(1);
    }

    @Test
    void aPressThatSomethingOnItsWayHandlesSaysNothingMore() {
        AtomicInteger pressed = new AtomicInteger();
        Rectangle shape = onFx(() -> countingPresses(pressed));
        Label caption = onFx(() -> {
            Label label = new Label("Click me too");
            label.setOnMouseClicked(event -> { }); // handled, though it changes nothing to see
            return label;
        });
        HeadlessFx.show("Caption", new StackPane(shape, caption), 400, 300);

        PerformResult onCaption = perform(ActionSpec.click(ref(caption)));

        assertThat(onCaption.results().get(0).line()).doesNotContain("beneath it");
    }

    /** A shape that counts the presses it handles, as the PopOver sample's rectangle opens its popover. */
    private static Rectangle countingPresses(AtomicInteger pressed) {
        Rectangle shape = new Rectangle(300, 200);
        shape.setOnMouseClicked(event -> pressed.incrementAndGet());
        return shape;
    }
}
