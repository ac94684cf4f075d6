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
     * Another application over the app: an xterm at screen ({@code x}, {@code y}) that writes each character
     * typed into it to {@code typed} at once (no line editing), mapped and placed by the window manager
     * when this returns; {@code alwaysOnTop} keeps it above every other window (the window manager's
     * "above" state), so that raising the app does not uncover what it covers.
     */
    static Process xterm(int x, int y, Path typed, boolean alwaysOnTop) throws IOException, InterruptedException {
        Files.deleteIfExists(typed);
        Files.createFile(typed);
        String title = "other-application-" + ProcessHandle.current().pid() + "-" + System.nanoTime();
        Process xterm = new ProcessBuilder("xterm", "-geometry", "60x16+" + x + "+" + y, "-title", title,
                "-e", "sh", "-c", "stty raw -echo; exec cat > " + typed)
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try {
            // wmctrl finds the window once the window manager manages it
            await("the window manager manages the xterm", Duration.ofSeconds(10),
                    () -> (alwaysOnTop ? run("wmctrl", "-r", title, "-b", "add,above") : run("wmctrl", "-a", title)) == 0);
        } catch (AssertionError e) {
            xterm.destroy();
            throw e;
        }
        sleep(500); // the window manager places, raises and focuses it
        return xterm;
    }

    /** Runs a command of the desktop's tools to its end, and answers its exit code. */
    static int run(String... command) {
        try {
            return new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor();
        } catch (IOException e) {
            throw new IllegalStateException(command[0] + " is missing: .ci/desktop-setup installs it", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Ends an xterm started by {@link #xterm} and waits until it is gone. */
    static void close(Process xterm) throws InterruptedException {
        if (xterm != null) {
            xterm.destroy();
            xterm.waitFor(5, TimeUnit.SECONDS);
        }
    }
}
