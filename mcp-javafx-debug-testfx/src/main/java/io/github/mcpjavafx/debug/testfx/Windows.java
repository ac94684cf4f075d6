package io.github.mcpjavafx.debug.testfx;

import io.github.mcpjavafx.debug.finder.SceneWalk;
import javafx.event.Event;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;
import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The session's window changes, made as the debug server's {@code window} action made them: a stage found by its
 * title, resized, moved, maximized, or asked to close through its close request (the app's
 * {@code onCloseRequest} runs and may keep it open). Each waits for what it caused. For static import.
 */
public final class Windows {

    private static final int SHOWS_WITHIN_SECONDS = 5;

    private Windows() {
    }

    /** The newest showing stage with this title; with {@code null}, the newest untitled one. */
    public static Stage windowTitled(String title) {
        Stage found = OnFx.read(() -> {
            for (Window w : SceneWalk.newestWindowsFirst()) {
                if (w instanceof Stage stage && (title == null ? stage.getTitle() == null || stage.getTitle().isEmpty()
                        : title.equals(stage.getTitle()))) {
                    return stage;
                }
            }
            return null;
        });
        if (found == null) {
            throw new AssertionError("No window titled " + (title == null ? "nothing" : "\"" + title + "\"") + " is showing");
        }
        return found;
    }

    /**
     * A window with this title shows, waited for up to {@value #SHOWS_WITHIN_SECONDS} s: the window a recorded action
     * opened (a dialog) opens in the replay too.
     */
    public static void assertWindowShows(String title) {
        try {
            WaitForAsyncUtils.waitFor(SHOWS_WITHIN_SECONDS, TimeUnit.SECONDS, () -> OnFx.read(() -> SceneWalk.newestWindowsFirst()
                    .stream().anyMatch(w -> w instanceof Stage stage && title.equals(stage.getTitle()))));
        } catch (TimeoutException e) {
            throw new AssertionError("No window titled \"" + title + "\" showed within " + SHOWS_WITHIN_SECONDS + " s");
        }
    }

    /**
     * A popup shows (tooltips aside), waited for up to {@value #SHOWS_WITHIN_SECONDS} s: the popup a recorded action
     * opened (a popover on a double-click, a context menu) opens in the replay too.
     */
    public static void assertPopupShows() {
        try {
            WaitForAsyncUtils.waitFor(SHOWS_WITHIN_SECONDS, TimeUnit.SECONDS, () -> OnFx.read(SceneWalk::popupsShowing) > 0);
        } catch (TimeoutException e) {
            throw new AssertionError("No popup showed within " + SHOWS_WITHIN_SECONDS + " s");
        }
    }

    /**
     * No popup shows (tooltips aside), waited for up to {@value #SHOWS_WITHIN_SECONDS} s: the popup a recorded action
     * closed (a combo box's list on ESCAPE, a popover fading out) closes in the replay too.
     */
    public static void assertPopupsClosed() {
        try {
            WaitForAsyncUtils.waitFor(SHOWS_WITHIN_SECONDS, TimeUnit.SECONDS, () -> OnFx.read(SceneWalk::popupsShowing) == 0);
        } catch (TimeoutException e) {
            throw new AssertionError(OnFx.read(SceneWalk::popupsShowing) + " popup(s) still showing after "
                    + SHOWS_WITHIN_SECONDS + " s");
        }
    }

    /** Gives the stage this size in logical units; {@code -1} keeps a side as it is. */
    public static void resizeWindow(Stage stage, int width, int height) {
        OnFx.change(() -> {
            if (width > 0) {
                stage.setWidth(width);
            }
            if (height > 0) {
                stage.setHeight(height);
            }
        });
    }

    /** Moves the stage to this screen point; {@code NaN} keeps a coordinate as it is. */
    public static void moveWindow(Stage stage, double x, double y) {
        OnFx.change(() -> {
            if (!Double.isNaN(x)) {
                stage.setX(x);
            }
            if (!Double.isNaN(y)) {
                stage.setY(y);
            }
        });
    }

    /** Maximizes the stage ({@code true}) or restores it. */
    public static void maximizeWindow(Stage stage, boolean maximized) {
        OnFx.change(() -> stage.setMaximized(maximized));
    }

    /** Asks the stage to close as its close button does: its {@code onCloseRequest} runs and may consume the request. */
    public static void requestClose(Stage stage) {
        OnFx.change(() -> Event.fireEvent(stage, new WindowEvent(stage, WindowEvent.WINDOW_CLOSE_REQUEST)));
    }
}
