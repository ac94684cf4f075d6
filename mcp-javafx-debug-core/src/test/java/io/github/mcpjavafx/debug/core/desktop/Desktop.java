package io.github.mcpjavafx.debug.core.desktop;

import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.scene.robot.Robot;
import javafx.stage.Window;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The desktop leg's view of the screen: the X display that {@code .ci/desktop-setup} started (Xvfb with
 * openbox), read and driven from outside the app, as a person and other applications see it.
 */
final class Desktop {

    private Desktop() {
    }

    /** The screen's pixels over {@code node}'s bounds, as X shows them (other windows and overlays included). */
    static int[] pixelsOver(Node node) {
        return onFx(() -> {
            Bounds b = node.localToScreen(node.getLayoutBounds());
            WritableImage shot = new Robot().getScreenCapture(null, b.getMinX(), b.getMinY(), b.getWidth(),
                    b.getHeight(), false);
            PixelReader reader = shot.getPixelReader();
            int w = (int) shot.getWidth();
            int h = (int) shot.getHeight();
            int[] argb = new int[w * h];
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    argb[y * w + x] = reader.getArgb(x, y);
                }
            }
            return argb;
        });
    }

    /** How many pixels differ between two captures of the same area. */
    static int differing(int[] before, int[] after) {
        int count = Math.abs(before.length - after.length);
        for (int i = 0; i < Math.min(before.length, after.length); i++) {
            count += before[i] == after[i] ? 0 : 1;
        }
        return count;
    }

    /** The colour X shows at a screen point. */
    static Color colorAt(double x, double y) {
        return onFx(() -> new Robot().getPixelColor(x, y));
    }

    /** Waits until the server's overlay windows show, and X has had a moment to paint them. */
    static void awaitOverlaysPainted() {
        await("an overlay shows", Duration.ofSeconds(5), () -> onFx(() -> Window.getWindows().stream()
                .anyMatch(w -> w.isShowing() && WindowList.isOverlay(w))));
        sleep(300);
        HeadlessFx.settle();
    }

    /** Waits (a settle at a time) until {@code condition} holds, at most {@code timeout}. */
    static void await(String what, Duration timeout, BooleanSupplier condition) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as("never happened: " + what).isLessThan(deadline);
            HeadlessFx.settle();
            sleep(20);
        }
    }

    static void sleep(long ms) {
        try {
            TimeUnit.MILLISECONDS.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * Another application over the app: an xterm at screen ({@code x}, {@code y}), kept above every other
     * window, that writes each character typed into it to {@code typed} at once (no line editing).
     */
    static Process xtermAbove(int x, int y, Path typed) throws IOException {
        Files.deleteIfExists(typed);
        Files.createFile(typed);
        List<String> command = new ArrayList<>(List.of("xterm", "-geometry", "40x12+" + x + "+" + y,
                "-title", "other-application", "-e", "sh", "-c", "stty raw -echo; exec cat > " + typed));
        Process xterm = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        return xterm;
    }
}
