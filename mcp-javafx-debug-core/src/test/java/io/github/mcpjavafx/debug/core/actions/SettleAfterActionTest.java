package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.capture.SceneSnapshotter;
import io.github.mcpjavafx.debug.core.marks.InteractiveMarks;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.PerformRequest;
import io.github.mcpjavafx.debug.core.model.ScreenshotRequest;
import io.github.mcpjavafx.debug.core.model.ScreenshotResult;
import io.github.mcpjavafx.debug.core.query.NodeQueries;
import io.github.mcpjavafx.debug.core.query.TargetResolver;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.screenshot.ScreenshotTaker;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import javax.imageio.ImageIO;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.ref;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * An action settles without waiting for a frame when nothing animates; whatever reads the UI next
 * must still see all of the action's effects, CSS and layout included. The batches here run
 * without the tests' own settling afterwards, so the read comes straight after the action.
 */
@ExtendWith(HeadlessFxExtension.class)
class SettleAfterActionTest {

    private final ScreenshotTaker screenshots = new ScreenshotTaker(
            new TargetResolver(UidRegistry.shared(), new NodeQueries()), UidRegistry.shared(),
            new InteractiveMarks(new SceneSnapshotter(UidRegistry.shared(), SnapshotOptions.defaults(), HeadlessFx.TIMEOUT_MS),
                    UidRegistry.shared()), HeadlessFx.TIMEOUT_MS);

    @Test
    void aReadRightAfterAClickSeesTheLayoutTheClickCaused() {
        Label status = onFx(() -> new Label("-"));
        Button grow = onFx(() -> {
            Button b = new Button("Grow");
            b.setOnAction(e -> status.setText("A much longer status line than before"));
            return b;
        });
        HeadlessFx.show("settle", new VBox(grow, status), 500, 200);
        double before = onFx(status::getWidth);

        PerformCalls.RUNNER.perform(PerformRequest.of(ActionSpec.click(ref(grow))));
        double[] after = onFx(() -> new double[]{status.getWidth(), status.prefWidth(-1)});

        assertThat(after[0]).as("the label was laid out again for its new text").isGreaterThan(before * 3);
        assertThat(after[0]).isCloseTo(after[1], within(1.0)); // snapped to whole pixels
    }

    @Test
    void aScreenshotRightAfterAClickShowsWhatTheClickRestyledAndResized() throws IOException {
        Region swatch = onFx(() -> {
            Region r = new Region();
            r.setMinSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
            r.setPrefSize(40, 40);
            r.setMaxSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
            r.setStyle("-fx-background-color: white;");
            return r;
        });
        Button paint = onFx(() -> {
            Button b = new Button("Paint");
            b.setOnAction(e -> {
                swatch.setStyle("-fx-background-color: #ff0000;");
                swatch.setPrefSize(300, 40);
            });
            return b;
        });
        VBox root = onFx(() -> {
            VBox box = new VBox(paint, swatch);
            box.setStyle("-fx-background-color: white;");
            return box;
        });
        HeadlessFx.show("settle", root, 400, 200);

        PerformCalls.RUNNER.perform(PerformRequest.of(ActionSpec.click(ref(paint))));
        ScreenshotResult shot = screenshots.take(new ScreenshotRequest(null, null, null, null));
        double swatchY = onFx(() -> swatch.localToScene(0, 20).getY());

        BufferedImage png = ImageIO.read(new ByteArrayInputStream(shot.data()));
        int rgb = png.getRGB(250, (int) swatchY) & 0xffffff;
        assertThat(Integer.toHexString(rgb)).as("pixel inside the widened red swatch").isEqualTo("ff0000");
    }
}
