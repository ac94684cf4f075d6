package io.github.mcpjavafx.debug.core.screenshot;

import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.capture.SceneSnapshotter;
import io.github.mcpjavafx.debug.core.marks.InteractiveMarks;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.ScreenshotRequest;
import io.github.mcpjavafx.debug.core.model.ScreenshotRequest.Format;
import io.github.mcpjavafx.debug.core.model.ScreenshotResult;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.query.NodeQueries;
import io.github.mcpjavafx.debug.core.query.TargetResolver;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.control.Label;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import javax.imageio.ImageIO;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

@ExtendWith(HeadlessFxExtension.class)
class ScreenshotTakerTest {

    private final ScreenshotTaker taker = new ScreenshotTaker(
            new TargetResolver(UidRegistry.shared(), new NodeQueries()), UidRegistry.shared(),
            new InteractiveMarks(new SceneSnapshotter(UidRegistry.shared(), SnapshotOptions.defaults(), HeadlessFx.TIMEOUT_MS),
                    UidRegistry.shared()), HeadlessFx.TIMEOUT_MS);

    @Test
    void windowScreenshotIsAPngOfTheSceneSize() throws IOException {
        HeadlessFx.show("Orders", new VBox(new Label("Order 42")), 400, 300);

        ScreenshotResult result = taker.take(request(null, null, null, null));

        assertThat(result.contentType()).isEqualTo("image/png");
        assertThat(result.bytes()).isEqualTo(result.data().length);
        BufferedImage png = decode(result);
        assertThat(png.getWidth()).isEqualTo(400);
        assertThat(png.getHeight()).isEqualTo(300);
        assertThat(result.width()).isEqualTo(400);
        assertThat(result.height()).isEqualTo(300);
        assertThat(result.text()).startsWith("Screenshot of window 0 \"Orders\": PNG 400x300, ").endsWith("KB");
    }

    @Test
    void stageIndexPicksThatWindow() throws IOException {
        HeadlessFx.show("A", new VBox(), 300, 200);
        HeadlessFx.show("B", new VBox(), 420, 260);

        ScreenshotResult result = taker.take(request(1, null, null, null));

        BufferedImage png = decode(result);
        assertThat(png.getWidth()).isEqualTo(420);
        assertThat(png.getHeight()).isEqualTo(260);
        assertThat(result.text()).contains("window 1 \"B\"");
    }

    @Test
    void nodeScreenshotHasTheSizeOfTheNodesLayoutBounds() throws IOException {
        Region swatch = new Region();
        swatch.setId("swatch");
        swatch.setMinSize(150, 40);
        swatch.setPrefSize(150, 40);
        swatch.setMaxSize(150, 40);
        swatch.setStyle("-fx-background-color: steelblue;");
        HeadlessFx.show("Orders", new VBox(new Label("above"), swatch), 400, 300);
        double[] layout = HeadlessFx.onFx(() -> new double[]{
                swatch.getLayoutBounds().getWidth(), swatch.getLayoutBounds().getHeight()});

        ScreenshotResult result = taker.take(request(null, Target.css("#swatch"), null, null));

        BufferedImage png = decode(result);
        assertThat(png.getWidth()).isEqualTo(Math.round(layout[0])).isEqualTo(150);
        assertThat(png.getHeight()).isEqualTo(Math.round(layout[1])).isEqualTo(40);
        assertThat(result.text()).matches("Screenshot of Region#swatch u-\\w+ in window 0 \"Orders\": PNG 150x40.*");
    }

    @Test
    void redRectangleScreenshotIsRedInTheMiddle() throws IOException {
        Rectangle red = new Rectangle(120, 80, Color.RED);
        red.setId("red");
        HeadlessFx.show("Colours", new VBox(red), 300, 200);

        BufferedImage png = decode(taker.take(request(null, Target.css("#red"), null, null)));

        assertThat(png.getWidth()).isEqualTo(120);
        assertThat(png.getHeight()).isEqualTo(80);
        assertThat(png.getRGB(60, 40)).isEqualTo(0xFFFF0000);
    }

    @Test
    void maxWidthDownscalesKeepingTheAspectRatio() throws IOException {
        HeadlessFx.show("Big", new VBox(new Label("wide")), 800, 600);

        ScreenshotResult result = taker.take(request(null, null, null, 200));

        BufferedImage png = decode(result);
        assertThat(png.getWidth()).isEqualTo(200);
        assertThat(png.getHeight()).isEqualTo(150);
        assertThat(result.width()).isEqualTo(200);
        assertThat(result.height()).isEqualTo(150);
        assertThat(result.text()).contains("PNG 200x150").contains("downscaled from 800x600");
    }

    @Test
    void maxWidthAboveTheWindowWidthNeverUpscales() throws IOException {
        HeadlessFx.show("Small", new VBox(), 320, 240);

        BufferedImage png = decode(taker.take(request(null, null, null, 2000)));

        assertThat(png.getWidth()).isEqualTo(320);
        assertThat(png.getHeight()).isEqualTo(240);
    }

    @Test
    void jpegScreenshotDecodesAsJpeg() throws IOException {
        HeadlessFx.show("Orders", new VBox(new Label("Order 42")), 400, 300);

        ScreenshotResult result = taker.take(request(null, null, Format.JPEG, null));

        assertThat(result.contentType()).isEqualTo("image/jpeg");
        assertThat(result.data()[0]).isEqualTo((byte) 0xFF);
        assertThat(result.data()[1]).isEqualTo((byte) 0xD8);
        BufferedImage jpeg = decode(result);
        assertThat(jpeg.getWidth()).isEqualTo(400);
        assertThat(jpeg.getHeight()).isEqualTo(300);
        assertThat(result.text()).contains("JPEG 400x300");
    }

    @Test
    void jpegLaysTransparentAreasOntoWhite() throws IOException {
        Pane clear = new Pane();
        clear.setStyle("-fx-background-color: transparent;"); // the default theme paints the root
        Stage stage = HeadlessFx.show("Clear", clear, 200, 100);
        HeadlessFx.onFx(() -> {
            stage.getScene().setFill(Color.TRANSPARENT);
            return null;
        });

        BufferedImage png = decode(taker.take(request(null, null, Format.PNG, null)));
        BufferedImage jpeg = decode(taker.take(request(null, null, Format.JPEG, null)));

        assertThat(png.getRGB(100, 50) >>> 24).as("the PNG keeps the transparency").isZero();
        int rgb = jpeg.getRGB(100, 50);
        assertThat(rgb >> 16 & 0xFF).isGreaterThan(240);
        assertThat(rgb >> 8 & 0xFF).isGreaterThan(240);
        assertThat(rgb & 0xFF).isGreaterThan(240);
    }

    @Test
    void missingWindowIndexFailsWithNoStages() {
        HeadlessFx.show("Only", new VBox(), 200, 100);

        assertThatThrownBy(() -> taker.take(request(5, null, null, null)))
                .isInstanceOfSatisfying(UiException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.MCP_UI_NO_STAGES);
                    assertThat(e.details()).containsEntry("stageIndex", 5);
                });
    }

    @Test
    void noWindowShowingFailsWithNoStages() {
        assertThatThrownBy(() -> taker.take(request(null, null, null, null)))
                .isInstanceOfSatisfying(UiException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.MCP_UI_NO_STAGES));
    }

    @Test
    void zeroSizeNodeFailsWithNoScreenBounds() {
        Pane empty = new Pane();
        empty.setId("empty");
        empty.setMaxSize(0, 0);
        HeadlessFx.show("Orders", new VBox(empty, new Label("below")), 200, 100);

        assertThatThrownBy(() -> taker.take(request(null, Target.css("#empty"), null, null)))
                .isInstanceOfSatisfying(UiException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.MCP_UI_ACTION_FAILED);
                    assertThat(e.details()).containsEntry("reason", "NO_SCREEN_BOUNDS");
                    assertThat(e.getMessage()).contains("zero size").contains("screenshot of its window");
                });
    }

    @Test
    void nodeInsideAHiddenParentFailsWithNotVisible() {
        Label label = new Label("secret");
        label.setId("secret");
        VBox hidden = new VBox(label);
        hidden.setVisible(false);
        HeadlessFx.show("Orders", new VBox(hidden), 200, 100);

        assertThatThrownBy(() -> taker.take(request(null, Target.css("#secret"), null, null)))
                .isInstanceOfSatisfying(UiException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.MCP_UI_ACTION_FAILED);
                    assertThat(e.details()).containsEntry("reason", "NOT_VISIBLE");
                    assertThat(e.getMessage()).contains("ancestor VBox is hidden");
                });
    }

    private static ScreenshotRequest request(Integer stageIndex, Target target, Format format, Integer maxWidth) {
        return new ScreenshotRequest(stageIndex, target, format, maxWidth);
    }

    private static BufferedImage decode(ScreenshotResult result) throws IOException {
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(result.data()));
        assertThat(image).as("decodable %s", result.contentType()).isNotNull();
        return image;
    }
}
