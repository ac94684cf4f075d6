package io.github.mcpjavafx.debug.core.desktop;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.core.model.ScreenshotRequest;
import io.github.mcpjavafx.debug.core.model.ScreenshotResult;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.model.SnapshotResult;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.control.Button;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * On a screen at 200% (GTK's {@code glass.gtk.uiScale=2}, set for this class's own run of the desktop
 * leg): results say that their coordinates are logical, and a screenshot can have the screen's detail.
 */
@Tag("desktop-hidpi")
@ExtendWith(HeadlessFxExtension.class)
class HiDpiOnDesktopTest {

    private final UiEngine engine = new UiEngine(McpJavafxConfig.defaults());

    @AfterEach
    void close() {
        engine.close();
    }

    @Test
    void theWindowLineSaysTheScaleAndADeviceScreenshotHasTheScreensPixels() throws IOException {
        Stage stage = HeadlessFx.show("Orders", onFx(() -> new VBox(new Button("Save"))), 360, 167);
        Desktop.awaitOnScreen(stage);
        assertThat(onFx(stage::getOutputScaleX)).as("the screen's scale")
                .isEqualTo(2.0);

        SnapshotResult snapshot = engine.snapshot(SnapshotRequest.compact());
        ScreenshotResult logical = engine.screenshot(new ScreenshotRequest(null, null, null, null));
        ScreenshotResult device = engine.screenshot(new ScreenshotRequest(null, null, null, null, null,
                ScreenshotRequest.Scale.DEVICE));

        assertThat(snapshot.text().lines().findFirst().orElseThrow()).endsWith(" scale=2");
        assertThat(snapshot.lines().windows().get(0).window()).as("structuredContent's window line").endsWith(" scale=2");
        String sceneSize = onFx(() -> Math.round(stage.getScene().getWidth()) + "x"
                + Math.round(stage.getScene().getHeight()));
        String doubled = onFx(() -> Math.round(stage.getScene().getWidth() * 2) + "x"
                + Math.round(stage.getScene().getHeight() * 2));
        assertThat(size(logical)).as(logical.text()).isEqualTo(sceneSize);
        assertThat(size(device)).as(device.text()).isEqualTo(doubled);
        assertThat(device.text()).contains("at device scale 2 (logical units: " + sceneSize + ")");
    }

    private static String size(ScreenshotResult shot) throws IOException {
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(shot.data()));
        assertThat(image.getWidth() + "x" + image.getHeight()).isEqualTo(shot.width() + "x" + shot.height());
        return shot.width() + "x" + shot.height();
    }
}
