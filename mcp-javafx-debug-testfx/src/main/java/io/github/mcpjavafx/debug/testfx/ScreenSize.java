package io.github.mcpjavafx.debug.testfx;

import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.util.List;
import java.util.Locale;

/**
 * The size of the screen a session was recorded on, which a headless replay gets: Monocle makes its virtual screen
 * once, when the toolkit starts, 1280x800 unless {@code headless.geometry} says otherwise, and a window larger than
 * it cannot be painted (nor clicked where it lies outside). A test that replays coordinates or layouts on a smaller
 * screen is not the same test.
 *
 * @param width  in pixels
 * @param height in pixels
 */
public record ScreenSize(int width, int height) {

    /** The system property Monocle's headless screen reads when the toolkit starts. */
    static final String GEOMETRY = "headless.geometry";

    public ScreenSize {
        if (width < 1 || height < 1) {
            throw new IllegalArgumentException("A screen of " + width + "x" + height + " pixels");
        }
    }

    /** A screen of {@code width} by {@code height} pixels. */
    public static ScreenSize of(int width, int height) {
        return new ScreenSize(width, height);
    }

    /** Whether the toolkit runs (or will run) on headless Monocle, as TestFX and JavaFX read it. */
    static boolean headless() {
        return Boolean.getBoolean("testfx.headless") || "Monocle".equalsIgnoreCase(System.getProperty("glass.platform"));
    }

    /**
     * Before the toolkit starts: a headless screen of this size, unless the JVM was given one ({@code -D} wins; a
     * smaller one fails {@link #assertWindowsFit}).
     */
    void applyBeforeToolkitStarts() {
        if (headless() && System.getProperty(GEOMETRY) == null) {
            System.setProperty(GEOMETRY, String.format(Locale.ROOT, "%dx%d-32", width, height));
        }
    }

    /**
     * Headless, every showing window fits the screen: one that does not cannot be painted (headless Monocle fails
     * to, over and over) and what lies outside cannot be clicked. On a display the window manager has its say.
     */
    static void assertWindowsFit(String during) {
        AssertionError tooLarge = windowsTooLarge(during);
        if (tooLarge != null) {
            throw tooLarge;
        }
    }

    /** What {@link #assertWindowsFit} throws; null when the windows fit. */
    static AssertionError windowsTooLarge(String during) {
        if (!headless()) {
            return null;
        }
        List<String> tooLarge = OnFx.read(() -> {
            Rectangle2D screen = Screen.getPrimary().getBounds();
            return Window.getWindows().stream().filter(Window::isShowing)
                    .filter(w -> w.getWidth() > screen.getWidth() || w.getHeight() > screen.getHeight())
                    .map(w -> String.format(Locale.ROOT, "a window of %.0fx%.0f%s", w.getWidth(), w.getHeight(),
                            w instanceof Stage stage && stage.getTitle() != null ? " (\"" + stage.getTitle() + "\")" : "")
                            + String.format(Locale.ROOT, " on a screen of %.0fx%.0f", screen.getWidth(), screen.getHeight()))
                    .toList();
        });
        return tooLarge.isEmpty() ? null : new AssertionError("The app showed " + String.join(", ", tooLarge) + " "
                + during + ": headless, a window larger than the virtual screen cannot be painted. Give the test the "
                + "screen its session had (ScreenSize.of(width, height) in the constructor, as ui_export_test writes it); -D"
                + GEOMETRY + " is " + System.getProperty(GEOMETRY, "unset (1280x800)") + ".");
    }
}
