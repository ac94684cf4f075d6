package io.github.mcpjavafx.debug.core.desktop;

import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.testsupport.Await;
import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.SnapshotParameters;
import javafx.scene.image.Image;
import javafx.scene.image.PixelReader;
import javafx.scene.input.KeyCode;
import javafx.scene.paint.Color;
import javafx.scene.robot.Robot;
import javafx.scene.transform.Transform;
import javafx.stage.Stage;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;

/**
 * The desktop leg's view of the screen: the X display that {@code .ci/desktop-setup} started (Xvfb with
 * openbox), read and driven from outside the app, as a person and other applications see it.
 */
final class Desktop {

    /**
     * The share of a window's pixels that may differ between JavaFX's own picture of its scene and what X shows:
     * a caret's blink, say. A window X has not painted yet differs in most of them.
     */
    private static final double SAME_PICTURE = 0.02;
    private static final Pattern WINDOW_ID = Pattern.compile("0x[0-9a-fA-F]+");

    private Desktop() {
    }

    /** The screen's pixels over {@code node}'s bounds, as X shows them (other windows and overlays included). */
    static int[] pixelsOver(Node node) {
        return onFx(() -> {
            Bounds b = node.localToScreen(node.getLayoutBounds());
            return argb(new Robot().getScreenCapture(null, b.getMinX(), b.getMinY(), b.getWidth(), b.getHeight(), false));
        });
    }

    private static int[] argb(Image image) {
        PixelReader reader = image.getPixelReader();
        int w = (int) image.getWidth();
        int h = (int) image.getHeight();
        int[] argb = new int[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                argb[y * w + x] = reader.getArgb(x, y);
            }
        }
        return argb;
    }

    /**
     * Waits until X shows {@code stage} as JavaFX drew it: the screen over its scene has the scene's own pixels, at
     * the screen's scale (all but a few: {@link #SAME_PICTURE}), which it has only once the window manager mapped
     * the window and X painted it.
     */
    static void awaitOnScreen(Stage stage) {
        await("X shows the window \"" + onFx(stage::getTitle) + "\" as JavaFX drew it", Duration.ofSeconds(10),
                () -> onFx(() -> {
                    Scene scene = stage.getScene();
                    double sx = stage.getOutputScaleX();
                    double sy = stage.getOutputScaleY();
                    SnapshotParameters atScreenScale = new SnapshotParameters(); // the scene's picture, in device pixels
                    atScreenScale.setFill(scene.getFill());
                    atScreenScale.setTransform(Transform.scale(sx, sy));
                    atScreenScale.setViewport(new Rectangle2D(0, 0, scene.getWidth() * sx, scene.getHeight() * sy));
                    int[] drawn = argb(scene.getRoot().snapshot(atScreenScale, null));
                    int[] shown = argb(new Robot().getScreenCapture(null, stage.getX() + scene.getX(),
                            stage.getY() + scene.getY(), scene.getWidth(), scene.getHeight(), false));
                    return differing(drawn, shown) <= drawn.length * SAME_PICTURE;
                }));
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

    /** Waits until X shows {@code color} at a screen point (an outline the server draws, say). */
    static void awaitColor(String what, double x, double y, Color color) {
        await(what, Duration.ofSeconds(5), () -> colorAt(x, y).equals(color));
    }

    /**
     * Waits until {@code condition} holds, at most {@code timeout}; fails saying {@code what} never happened. The
     * FX thread settles before each look, so a condition on the app sees what its events did.
     */
    static void await(String what, Duration timeout, BooleanSupplier condition) {
        Await.await(what, timeout, () -> {
            HeadlessFx.settle();
            return condition.getAsBoolean();
        });
    }

    /**
     * Another application over the app: an xterm at screen ({@code x}, {@code y}) that writes each character
     * typed into it to {@code typed} at once (no line editing), mapped and placed by the window manager
     * when this returns; {@code alwaysOnTop} keeps it above every other window (the window manager's
     * "above" state), so that raising the app does not uncover what it covers.
     */
    static Xterm xterm(int x, int y, Path typed, boolean alwaysOnTop) throws IOException {
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
            long window = windowId(title);
            await("the window manager shows the xterm, in front and focused", Duration.ofSeconds(10),
                    () -> output("xwininfo", "-id", String.valueOf(window)).contains("IsViewable")
                            && activeWindow() == window
                            && (!alwaysOnTop || output("xprop", "-id", String.valueOf(window), "_NET_WM_STATE")
                                    .contains("_NET_WM_STATE_ABOVE")));
            await("the xterm passes what is typed into it on", Duration.ofSeconds(10),
                    () -> xterm.descendants().anyMatch(p -> p.info().command().orElse("").endsWith("/cat")));
            return new Xterm(xterm, window, typed);
        } catch (AssertionError e) {
            xterm.destroy();
            throw e;
        }
    }

    /** An xterm {@link #xterm} started: its process, its X window and the file it writes what is typed into it to. */
    record Xterm(Process process, long window, Path typed) {

        /**
         * Everything typed into the xterm so far. A key typed into it now, after focusing it, arrives after anything
         * sent to it before (X hands keys on in order): what arrived before that key is the answer.
         */
        String typedSoFar() {
            run("wmctrl", "-i", "-a", String.valueOf(window));
            await("the xterm has the focus", Duration.ofSeconds(10), () -> activeWindow() == window);
            onFx(() -> {
                new Robot().keyType(KeyCode.PERIOD);
                return null;
            });
            await("the key typed into the xterm arrives", Duration.ofSeconds(10), () -> read(typed).endsWith("."));
            String typedAll = read(typed);
            return typedAll.substring(0, typedAll.length() - 1);
        }

        private static String read(Path file) {
            try {
                return Files.readString(file);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** The X window the window manager lists with {@code title}. */
    private static long windowId(String title) {
        return output("wmctrl", "-l").lines().filter(line -> line.endsWith(" " + title))
                .map(line -> Long.decode(line.substring(0, line.indexOf(' ')))).findFirst()
                .orElseThrow(() -> new AssertionError("wmctrl lists no window " + title));
    }

    /** The window that has the focus, as the window manager says ({@code _NET_ACTIVE_WINDOW}); 0 for none. */
    private static long activeWindow() {
        Matcher m = WINDOW_ID.matcher(output("xprop", "-root", "_NET_ACTIVE_WINDOW"));
        return m.find() ? Long.decode(m.group()) : 0;
    }

    /** Runs a command of the desktop's tools to its end, and answers its exit code. */
    static int run(String... command) {
        return execute(command).exitCode();
    }

    /** What a command of the desktop's tools prints, to its end. */
    static String output(String... command) {
        return execute(command).printed();
    }

    private record Ran(int exitCode, String printed) {
    }

    private static Ran execute(String... command) {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            String printed = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return new Ran(process.waitFor(), printed);
        } catch (IOException e) {
            throw new IllegalStateException(command[0] + " is missing: .ci/desktop-setup installs it", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Ends an xterm started by {@link #xterm} and waits until it is gone. */
    static void close(Xterm xterm) throws InterruptedException {
        if (xterm != null) {
            xterm.process().destroy();
            xterm.process().waitFor(5, TimeUnit.SECONDS);
        }
    }
}
