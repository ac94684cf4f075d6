package io.github.mcpjavafx.debug.testfx;

import javafx.application.Application;
import javafx.application.Platform;
import javafx.event.Event;
import javafx.event.EventHandler;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.PickResult;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A TestFX test of one JavaFX app: launches the app before each test, within a set-up time that fits it, and
 * ends it after each test as {@link Cleanup} says, every wait bounded. A JVM exit while a test runs (an app's
 * {@code System.exit}) fails the run rather than ending it quietly. What the app prints to {@code System.out}
 * is kept for {@link Checks#assertPrinted}. The base class of the tests {@code ui_export_test} writes.
 *
 * <p>Headless ({@code -Dtestfx.headless=true}), the toolkit gets the screen the session had ({@link ScreenSize}),
 * and a test fails, never passes, when the app cannot paint: a window larger than the screen, or a failure JavaFX's
 * renderer printed. With JavaFX on the module path the toolkit cannot start without JVM flags only the build can
 * give: the first test says which ({@link MonocleAccess}).
 */
public abstract class RecordedAppTest extends FxRobot {

    /** How long the app's {@code stop()} may take: enough to close a Spring context, short of a hang. */
    private static final long STOP_SECONDS = 30;

    private final Class<? extends Application> appClass;
    private final Cleanup cleanup;
    private final long setupSeconds;
    /** Nullable: a test written before the screen was recorded gets the toolkit's own. */
    private final ScreenSize screen;
    private Application app;
    private int paintFailuresBefore;

    /**
     * @param appClass     the app's {@code Application} subclass, launched before each test
     * @param cleanup      how the app is ended after each test
     * @param setupSeconds how long the app may take to start (TestFX's own default is 10 s)
     */
    protected RecordedAppTest(Class<? extends Application> appClass, Cleanup cleanup, long setupSeconds) {
        this(appClass, cleanup, setupSeconds, null);
    }

    /**
     * @param screen the size of the screen the session was recorded on: a headless replay gets it
     */
    protected RecordedAppTest(Class<? extends Application> appClass, Cleanup cleanup, long setupSeconds, ScreenSize screen) {
        this.appClass = appClass;
        this.cleanup = cleanup;
        this.setupSeconds = setupSeconds;
        this.screen = screen;
    }

    @BeforeAll
    static void watchOutput() {
        PrintedLines.keepFromNowOn();
        PaintFailures.watchFromNowOn();
    }

    @BeforeEach
    final void launchApp() throws TimeoutException {
        startToolkit();
        paintFailuresBefore = PaintFailures.count();
        ExitGuard.arm(getClass().getName());
        ExitGuard.during("launching " + appClass.getName());
        FxToolkit.toolkitContext().setSetupTimeoutInMillis(TimeUnit.SECONDS.toMillis(setupSeconds));
        app = FxToolkit.setupApplication(appClass);
        try {
            WaitForAsyncUtils.waitForFxEvents();
        } catch (RuntimeException failed) {
            // a renderer's failure arrives here (TestFX hands it on); a window too large for the screen is its cause
            AssertionError tooLarge = ScreenSize.windowsTooLarge("at its launch");
            if (tooLarge != null) {
                tooLarge.addSuppressed(failed);
                throw tooLarge;
            }
            throw failed;
        }
        ScreenSize.assertWindowsFit("at its launch");
        PrintedLines.checkFromNowOn();
        ExitGuard.during("replaying the steps");
    }

    /** Once per JVM, before the first app launches: the screen and the module flags are read then, and only then. */
    private void startToolkit() throws TimeoutException {
        if (FxToolkit.isFXApplicationThreadRunning()) {
            return;
        }
        if (ScreenSize.headless()) {
            if (screen != null) {
                screen.applyBeforeToolkitStarts();
            }
            MonocleAccess.check();
        }
        FxToolkit.registerPrimaryStage();
        // Closing the app's windows must not end the toolkit; only the app's own stop() may.
        Platform.setImplicitExit(false);
    }

    /** After the steps: the app could paint all along, and its windows still fit the screen. */
    private void checkPainted() {
        ScreenSize.assertWindowsFit("after the steps");
        WaitForAsyncUtils.waitForFxEvents();
        PaintFailures.assertNoneSince(paintFailuresBefore, "while the steps were replayed");
    }

    // Not FxToolkit.cleanupApplication: it waits for FX events without a bound, forever once stop() has ended the
    // toolkit (Platform.exit()). Here every wait is bounded.
    @AfterEach
    final void closeApp() throws Exception {
        try {
            checkPainted();
        } finally {
            close();
        }
    }

    private void close() throws Exception {
        try {
            ExitGuard.during("closing the app's windows");
            FxToolkit.cleanupStages();
            if (app != null && cleanup == Cleanup.STOP_APP) {
                ExitGuard.during("in " + appClass.getName() + ".stop() (the clean-up Cleanup.STOP_APP; "
                        + "Cleanup.CLOSE_WINDOWS does not call it)");
                WaitForAsyncUtils.asyncFx(() -> {
                    app.stop();
                    return null;
                }).get(STOP_SECONDS, TimeUnit.SECONDS);
            }
        } finally {
            ExitGuard.disarm();
        }
    }

    /** Focuses the node in its window, and the window itself: keys go to the focused window. */
    protected void focus(Node node) {
        interact(() -> {
            node.getScene().getWindow().requestFocus();
            node.requestFocus();
        });
    }

    /**
     * A secondary click, and the context-menu request a platform makes of it: headless Monocle makes none for
     * robot input, so the request is sent as the platform would when none came.
     */
    protected void contextClickOn(Node node) {
        boolean[] requested = {false};
        EventHandler<ContextMenuEvent> seen = e -> requested[0] = true;
        Scene scene = OnFx.read(node::getScene);
        interact(() -> scene.addEventFilter(ContextMenuEvent.CONTEXT_MENU_REQUESTED, seen));
        clickOn(node, MouseButton.SECONDARY);
        interact(() -> {
            scene.removeEventFilter(ContextMenuEvent.CONTEXT_MENU_REQUESTED, seen);
            if (!requested[0]) {
                Bounds b = node.localToScene(node.getBoundsInLocal());
                Point2D screen = node.localToScreen(node.getBoundsInLocal().getCenterX(), node.getBoundsInLocal().getCenterY());
                Event.fireEvent(node, new ContextMenuEvent(ContextMenuEvent.CONTEXT_MENU_REQUESTED, b.getCenterX(),
                        b.getCenterY(), screen.getX(), screen.getY(), false, new PickResult(node, b.getCenterX(), b.getCenterY())));
            }
        });
    }
}
