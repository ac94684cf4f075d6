package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.core.capture.SceneSnapshotter;
import io.github.mcpjavafx.debug.core.changes.AppErrors;
import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.highlight.Highlighter;
import io.github.mcpjavafx.debug.core.marks.InteractiveMarks;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.HighlightRequest;
import io.github.mcpjavafx.debug.core.model.HighlightResult;
import io.github.mcpjavafx.debug.core.model.PerformRequest;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.query.NodeQueries;
import io.github.mcpjavafx.debug.core.query.TargetResolver;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import io.github.mcpjavafx.debug.core.wait.UiWaiter;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.geometry.Rectangle2D;
import javafx.scene.control.Button;
import javafx.scene.layout.Pane;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The highlight drawn over the app and the flash before each action: where they are, that they go
 * by themselves, and that they stay out of the way.
 */
@ExtendWith(HeadlessFxExtension.class)
class HighlightAndFlashTest {

    private static final TargetResolver TARGETS = new TargetResolver(UidRegistry.shared(), new NodeQueries());

    private final AtomicInteger clicks = new AtomicInteger();

    @Test
    void eachTargetFlashesBesideItselfNeverOverItsCenterAndTheFlashGoesByItself() {
        Button go = show();

        runner(true).perform(PerformRequest.of(ActionSpec.click(Target.css("#go"))));

        assertThat(clicks).hasValue(1);
        List<Rectangle2D> edges = HeadlessFx.onFx(HighlightAndFlashTest::overlays);
        Bounds button = HeadlessFx.onFx(() -> go.localToScreen(go.getBoundsInLocal()));
        Point2D center = new Point2D(button.getCenterX(), button.getCenterY());
        assertThat(edges).hasSize(4).noneMatch(edge -> edge.contains(center))
                .allMatch(edge -> edge.intersects(button.getMinX() - 5, button.getMinY() - 5,
                        button.getWidth() + 10, button.getHeight() + 10));
        assertThat(HeadlessFx.onFx(() -> WindowList.showing().size())).isEqualTo(1);
        awaitNoOverlay();
    }

    @Test
    void withFlashesOffNothingIsDrawn() {
        show();

        runner(false).perform(PerformRequest.of(ActionSpec.click(Target.css("#go"))));

        assertThat(clicks).hasValue(1);
        assertThat(HeadlessFx.onFx(HighlightAndFlashTest::overlays)).isEmpty();
    }

    @Test
    void onAHeadlessPlatformTheEngineDoesNotFlashForNobody() {
        show();
        UiEngine engine = new UiEngine(McpJavafxConfig.builder().highlightActions(true).build());

        engine.perform(PerformRequest.of(ActionSpec.click(Target.css("#go"))));

        assertThat(clicks).hasValue(1);
        assertThat(HeadlessFx.onFx(HighlightAndFlashTest::overlays)).isEmpty();
    }

    @Test
    void aFlashCostsTheFxThreadNextToNothing() {
        Button go = show();
        Highlighter highlighter = highlighter(true);
        HeadlessFx.onFx(() -> {
            highlighter.flash(go); // the first one creates the edge windows
            return null;
        });

        long nanos = HeadlessFx.onFx(() -> {
            long start = System.nanoTime();
            highlighter.flash(go);
            return System.nanoTime() - start;
        });

        System.out.printf("flash on the FX thread: %.3f ms%n", nanos / 1e6);
        assertThat(HeadlessFx.onFx(HighlightAndFlashTest::overlays)).hasSize(4);
        awaitNoOverlay();
    }

    @Test
    void aHighlightIsOpaquePiecesBesideTheNodeNoneOverItAndGoesAfterItsDuration() {
        Button go = show();
        Highlighter highlighter = highlighter(false);

        HighlightResult result = highlighter.highlight(new HighlightRequest(null, true, null, 300));

        assertThat(result.highlighted()).hasSize(1);
        assertThat(result.text()).startsWith("Highlighted 1 node for 300 ms:\nButton#go u-");
        Bounds button = HeadlessFx.onFx(() -> go.localToScreen(go.getLayoutBounds()));
        assertThat(HeadlessFx.onFx(HighlightAndFlashTest::overlays)).as("four bars and a badge").hasSize(5)
                .noneMatch(piece -> piece.intersects(button.getMinX(), button.getMinY(), button.getWidth(),
                        button.getHeight()));
        awaitNoOverlay();
    }

    @Test
    void aNewHighlightReplacesTheLastOne() {
        show();
        Highlighter highlighter = highlighter(false);
        highlighter.highlight(new HighlightRequest(null, true, null, 60_000));

        HighlightResult second = highlighter.highlight(new HighlightRequest(Target.css("#go"), null, null, 60_000));

        assertThat(second.highlighted()).hasSize(1);
        assertThat(HeadlessFx.onFx(HighlightAndFlashTest::overlays)).hasSize(5);
        highlighter.highlight(new HighlightRequest(null, null, true, null));
        assertThat(HeadlessFx.onFx(HighlightAndFlashTest::overlays)).isEmpty();
    }

    private Button show() {
        Button go = new Button("Go");
        go.setId("go");
        go.setOnAction(e -> clicks.incrementAndGet());
        go.relocate(120, 80);
        HeadlessFx.show("Flash", new Pane(go), 400, 300);
        return go;
    }

    private static ActionRunner runner(boolean flash) {
        return new ActionRunner(TARGETS, UidRegistry.shared(), new UiWaiter(UidRegistry.shared()), AppErrors.NONE,
                highlighter(flash), ActionObserver.NONE, HeadlessFx.TIMEOUT_MS);
    }

    private static Highlighter highlighter(boolean flash) {
        return new Highlighter(TARGETS, new InteractiveMarks(new SceneSnapshotter(UidRegistry.shared(),
                SnapshotOptions.defaults(), HeadlessFx.TIMEOUT_MS), UidRegistry.shared()), UidRegistry.shared(), flash,
                HeadlessFx.TIMEOUT_MS);
    }

    /** The server's overlay windows showing, as screen rectangles. */
    private static List<Rectangle2D> overlays() {
        return Window.getWindows().stream().filter(w -> w.isShowing() && WindowList.isOverlay(w))
                .map(w -> new Rectangle2D(w.getX(), w.getY(), w.getWidth(), w.getHeight())).toList();
    }

    /** Waits, frame by frame, until no overlay shows. */
    private static void awaitNoOverlay() {
        for (int frame = 0; !HeadlessFx.onFx(HighlightAndFlashTest::overlays).isEmpty(); frame++) {
            assertThat(frame).as("frames waited for the overlay to go").isLessThan(600);
            FxThread.awaitNextPulse(HeadlessFx.TIMEOUT_MS);
        }
    }
}
