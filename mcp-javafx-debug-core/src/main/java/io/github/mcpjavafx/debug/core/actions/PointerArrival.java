package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import javafx.event.EventHandler;
import javafx.geometry.Point2D;
import javafx.scene.input.MouseEvent;
import javafx.stage.Window;

import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Whether the pointer, moved to a screen point, is over the app's window there, checked before any
 * button goes down. JavaFX knows nothing of other applications' windows; the window system does, and
 * sends the pointer's motion only to the window really under it. So the robot moves the pointer to
 * the point (from a pixel beside it, so that it moves even when it was there already) and this
 * watches for that motion in the app's windows: none within {@link #WAIT_MS} means another
 * application's window is on top there, and a click would go to it.
 * FX thread only.
 */
final class PointerArrival {

    /**
     * How long the motion may take to come back from the window system. Generous: on a loaded desktop
     * it once took over a second, and a click refused as covered when it was not is worse than a
     * covered one refused a little later.
     */
    static final long WAIT_MS = 3_000;
    /** Should the action never finish (the UI timed out meanwhile), the filter still goes away after this. */
    private static final long FORGET_AFTER_SECONDS = 30;

    private final List<Window> windows;
    private final Point2D point;
    private final long giveUpAt;
    private final EventHandler<MouseEvent> filter = this::onMouse;
    private boolean arrived;

    private PointerArrival(Point2D point) {
        this.windows = WindowList.showing();
        this.point = point;
        this.giveUpAt = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(WAIT_MS);
        windows.forEach(window -> window.addEventFilter(MouseEvent.ANY, filter));
        FxThread.later(TimeUnit.SECONDS.toMillis(FORGET_AFTER_SECONDS), this::stop);
    }

    /** Starts watching the app's windows for the pointer's arrival at {@code point}; move the pointer next. */
    static PointerArrival watch(Point2D point) {
        return new PointerArrival(point);
    }

    /**
     * True once the pointer's motion reached a window of the app at the point: the target's, or another
     * window of the app on top of it, which the click's receipt then names.
     */
    boolean arrived() {
        return arrived;
    }

    /** True when the wait is over without the pointer arriving. */
    boolean gaveUp() {
        return !arrived && System.nanoTime() > giveUpAt;
    }

    void stop() {
        windows.forEach(window -> window.removeEventFilter(MouseEvent.ANY, filter));
    }

    private void onMouse(MouseEvent event) {
        if (Math.abs(event.getScreenX() - point.getX()) < 2 && Math.abs(event.getScreenY() - point.getY()) < 2) {
            arrived = true;
        }
    }
}
