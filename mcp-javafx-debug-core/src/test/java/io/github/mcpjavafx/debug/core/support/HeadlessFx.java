package io.github.mcpjavafx.debug.core.support;

import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.testsupport.Await;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.testfx.api.FxToolkit;

import java.time.Duration;
import java.util.ArrayList;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;

/**
 * The headless JavaFX toolkit for tests (Monocle, see the surefire argLine) and a few ways to put
 * a window on its virtual 1280x800 screen. The toolkit starts once per JVM and is never exited,
 * so test classes can share a fork.
 */
public final class HeadlessFx {

    public static final long TIMEOUT_MS = 10_000;

    private HeadlessFx() {
    }

    /** Starts the toolkit if it is not running yet. */
    public static void start() {
        try {
            FxToolkit.registerPrimaryStage();
            Platform.setImplicitExit(false);
        } catch (TimeoutException e) {
            throw new IllegalStateException("The JavaFX toolkit did not start", e);
        }
    }

    /** Shows a new stage with {@code root} at (100, 100), waits until it is laid out, and returns it. */
    public static Stage show(String title, Parent root, double width, double height) {
        start();
        Stage stage = onFx(() -> {
            Stage s = new Stage();
            s.setTitle(title);
            s.setScene(new Scene(root, width, height));
            s.setX(100);
            s.setY(100);
            s.show();
            s.toFront();
            s.requestFocus();
            return s;
        });
        settle();
        return stage;
    }

    /**
     * Starts an app on a new stage, moved to (100, 100), in front and focused, and waits until it is laid out. Start
     * only: an app's {@code stop()} may end this JVM's toolkit.
     */
    public static Stage start(Application app) {
        start();
        Stage stage = onFx(() -> {
            Stage s = new Stage();
            app.start(s);
            s.setX(100);
            s.setY(100);
            s.toFront();
            s.requestFocus();
            return s;
        });
        settle();
        return stage;
    }

    /** Closes every showing window (stages, dialogs and popups). */
    public static void closeAllWindows() {
        start();
        onFx(() -> {
            for (Window w : new ArrayList<>(Window.getWindows())) {
                w.hide();
            }
            return null;
        });
        settle();
    }

    /** Runs {@code work} on the FX thread and returns its result. */
    public static <T> T onFx(Callable<T> work) {
        start();
        return FxThread.call(work, TIMEOUT_MS);
    }

    /** Lets the FX thread handle everything queued (events, layout, a pulse). */
    public static void settle() {
        FxThread.awaitIdle(TIMEOUT_MS);
        onFx(() -> {
            for (Window w : Window.getWindows()) {
                if (w.getScene() != null) {
                    w.getScene().getRoot().applyCss();
                    w.getScene().getRoot().layout();
                }
            }
            return null;
        });
        FxThread.awaitIdle(TIMEOUT_MS);
    }

    /** Waits until {@code condition}, read on the FX thread, holds ("{@code what}"), letting the FX thread settle between two reads. */
    public static void await(String what, BooleanSupplier condition) {
        Await.await(what, Duration.ofMillis(TIMEOUT_MS), () -> {
            if (onFx(condition::getAsBoolean)) {
                return true;
            }
            settle();
            return false;
        });
    }
}
