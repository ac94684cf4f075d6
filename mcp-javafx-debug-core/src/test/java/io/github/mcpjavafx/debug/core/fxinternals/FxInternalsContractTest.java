package io.github.mcpjavafx.debug.core.fxinternals;

import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.animation.AnimationTimer;
import javafx.animation.KeyFrame;
import javafx.animation.KeyValue;
import javafx.animation.Timeline;
import javafx.application.Platform;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.event.EventHandler;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.StackPane;
import javafx.scene.robot.Robot;
import javafx.scene.shape.Rectangle;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the engine reads of JavaFX's private API works on a real toolkit (Monocle) of each JavaFX the library is
 * checked on: the build's, the oldest (17) and the newest (26, on JDK 25); each surefire leg names its version in
 * {@code expected.javafx.version}. A reach that breaks in a new JavaFX fails here, not as a feature that silently
 * stops working.
 */
@ExtendWith(HeadlessFxExtension.class)
class FxInternalsContractTest {

    private static final long TIMEOUT_S = HeadlessFx.TIMEOUT_MS / 1000;

    @Test
    void runsOnTheJavaFxItsLegNames() {
        String expected = System.getProperty("expected.javafx.version");
        assertThat(expected).as("the surefire leg names its JavaFX").isNotBlank();
        assertThat(System.getProperty("javafx.runtime.version")).startsWith(expected);
    }

    @Test
    void primaryTimerShowsAPlayingAnimationAndWhoseItIs() {
        Timeline timeline = new Timeline(new KeyFrame(Duration.seconds(60), new KeyValue(new SimpleDoubleProperty(), 1)));
        HeadlessFx.onFx(() -> {
            assertThat(PrimaryTimer.readable()).isTrue();
            Object[] before = PrimaryTimer.animationReceivers();
            timeline.play();
            List<Object> started = startedSince(before, PrimaryTimer.animationReceivers());
            assertThat(started).hasSize(1);
            assertThat(PrimaryTimer.animationOf(started.get(0))).isSameAs(timeline);
            timeline.stop();
            assertThat(PrimaryTimer.animationReceivers()).doesNotContain(started.get(0));
            assertThat(PrimaryTimer.animationOf(new Object())).isNull();
            return null;
        });
    }

    @Test
    void primaryTimerShowsARunningAnimationTimer() {
        AnimationTimer timer = new AnimationTimer() {
            @Override
            public void handle(long now) {
            }
        };
        HeadlessFx.onFx(() -> {
            Object[] before = PrimaryTimer.animationTimerReceivers();
            timer.start();
            List<Object> started = startedSince(before, PrimaryTimer.animationTimerReceivers());
            assertThat(started).hasSize(1);
            assertThat(PrimaryTimer.animationOf(started.get(0))).as("a timer is no animation").isNull();
            timer.stop();
            assertThat(PrimaryTimer.animationTimerReceivers()).doesNotContain(started.get(0));
            return null;
        });
    }

    @Test
    void sceneCssPassStylesWhatChangedBeforeTheNextPulse() {
        Label label = new Label("styled");
        Stage stage = HeadlessFx.show("css pass", new StackPane(label), 300, 200);
        HeadlessFx.onFx(() -> {
            assertThat(SceneCssPass.available()).isTrue();
            label.setStyle("-fx-font-size: 31px");
            assertThat(label.getFont().getSize()).as("no pulse ran between the two lines").isNotEqualTo(31);
            assertThat(SceneCssPass.run(stage.getScene())).isTrue();
            assertThat(label.getFont().getSize()).isEqualTo(31);
            return null;
        });
    }

    @Test
    void nodeEventHandlersSeeAnAddedHandlerUntilItIsRemoved() {
        Rectangle shape = new Rectangle(10, 10);
        EventHandler<MouseEvent> handler = e -> { };
        HeadlessFx.onFx(() -> {
            assertThat(NodeEventHandlers.readable()).isTrue();
            assertThat(NodeEventHandlers.hasHandler(shape, type -> true)).as("no handler yet").isFalse();
            shape.addEventHandler(MouseEvent.MOUSE_CLICKED, handler);
            assertThat(NodeEventHandlers.hasHandler(shape, type -> type == MouseEvent.MOUSE_CLICKED)).isTrue();
            assertThat(NodeEventHandlers.hasHandler(shape, type -> type == KeyEvent.KEY_PRESSED)).isFalse();
            shape.removeEventHandler(MouseEvent.MOUSE_CLICKED, handler);
            assertThat(NodeEventHandlers.hasHandler(shape, type -> true)).as("removed").isFalse();
            return null;
        });
    }

    @Test
    void installedTooltipsGiveWhatTooltipInstallGave() {
        Rectangle shape = new Rectangle(10, 10);
        Tooltip tooltip = new Tooltip("Delete");
        HeadlessFx.onFx(() -> {
            assertThat(InstalledTooltips.of(shape)).isNull();
            Tooltip.install(shape, tooltip);
            assertThat(InstalledTooltips.of(shape)).isSameAs(tooltip);
            Tooltip.uninstall(shape, tooltip);
            assertThat(InstalledTooltips.of(shape)).isNull();
            return null;
        });
    }

    @Test
    void launchedApplicationsHoldTheOneThatStartedTheToolkit() {
        HeadlessFx.start(); // TestFX launches an Application of its own to start the toolkit
        assertThat(LaunchedApplications.classes()).extracting(Class::getName).anyMatch(name -> name.startsWith("org.testfx."));
    }

    @Test
    void toolkitFramesAreOnTheStackOfAnAnimationsFrame() throws Exception {
        CompletableFuture<List<String>> frames = new CompletableFuture<>();
        Timeline timeline = new Timeline(new KeyFrame(Duration.millis(1), e -> frames.complete(stack())));
        HeadlessFx.onFx(() -> {
            timeline.play();
            return null;
        });
        assertThat(frames.get(TIMEOUT_S, TimeUnit.SECONDS)).anyMatch(ToolkitFrames::isPrimaryTimer)
                .noneMatch(ToolkitFrames::isAnimationTimer);
    }

    @Test
    void toolkitFramesAreOnTheStackOfAnAnimationTimer() throws Exception {
        CompletableFuture<List<String>> frames = new CompletableFuture<>();
        AnimationTimer timer = new AnimationTimer() {
            @Override
            public void handle(long now) {
                stop();
                frames.complete(stack());
            }
        };
        HeadlessFx.onFx(() -> {
            timer.start();
            return null;
        });
        assertThat(frames.get(TIMEOUT_S, TimeUnit.SECONDS)).anyMatch(ToolkitFrames::isPrimaryTimer)
                .anyMatch(ToolkitFrames::isAnimationTimer);
    }

    @Test
    void toolkitFramesShowANestedEventLoop() throws Exception {
        CompletableFuture<StackTraceElement[]> nested = new CompletableFuture<>();
        CompletableFuture<StackTraceElement[]> plain = new CompletableFuture<>();
        Object key = new Object();
        Platform.runLater(() -> plain.complete(Thread.currentThread().getStackTrace()));
        Platform.runLater(() -> {
            Platform.runLater(() -> { // runs inside the nested loop
                nested.complete(Thread.currentThread().getStackTrace());
                Platform.exitNestedEventLoop(key, null);
            });
            Platform.enterNestedEventLoop(key);
        });
        assertThat(nested.get(TIMEOUT_S, TimeUnit.SECONDS))
                .anyMatch(frame -> ToolkitFrames.entersNestedLoop(frame.getClassName(), frame.getMethodName()));
        assertThat(plain.get(TIMEOUT_S, TimeUnit.SECONDS))
                .noneMatch(frame -> ToolkitFrames.entersNestedLoop(frame.getClassName(), frame.getMethodName()));
    }

    @Test
    void doubleClickTimerIsWhatAPressStarts() throws Exception {
        Rectangle target = new Rectangle(100, 100);
        Stage stage = HeadlessFx.show("double click", new StackPane(target), 300, 200);
        CompletableFuture<Boolean> seenOnPress = new CompletableFuture<>();
        HeadlessFx.onFx(() -> {
            // the scene starts its double-click timer before it dispatches the press
            stage.getScene().addEventFilter(MouseEvent.MOUSE_PRESSED, e -> seenOnPress.complete(
                    Arrays.stream(PrimaryTimer.animationReceivers()).map(PrimaryTimer::animationOf).anyMatch(DoubleClickTimer::is)));
            Point2D centre = target.localToScreen(50, 50);
            Robot robot = new Robot();
            robot.mouseMove(centre);
            robot.mousePress(MouseButton.PRIMARY);
            robot.mouseRelease(MouseButton.PRIMARY);
            assertThat(DoubleClickTimer.is(new Timeline(new KeyFrame(Duration.millis(500), e -> { }))))
                    .as("a timeline of the app's own").isFalse();
            return null;
        });
        assertThat(seenOnPress.get(TIMEOUT_S, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void renderClockTimesAShownScenesFramesAndTakesItsTrackerAway() throws Exception {
        Label label = HeadlessFx.onFx(() -> new Label("frame 0"));
        Stage stage = HeadlessFx.show("render clock", new StackPane(label), 200, 100);
        RenderClock clock = HeadlessFx.onFx(() -> RenderClock.install(List.of(stage.getScene())));
        assertThat(clock.measured()).as(RenderClock.whyNot()).isTrue();
        for (int i = 1; i <= 3; i++) {
            String text = "frame " + i;
            HeadlessFx.onFx(() -> {
                label.setText(text);
                return null;
            });
            io.github.mcpjavafx.debug.core.fx.FxThread.awaitNextPulse(HeadlessFx.TIMEOUT_MS);
        }
        List<Long> rendered = HeadlessFx.onFx(clock::remove);
        java.lang.reflect.Field tracker = Scene.class.getDeclaredField("tracker");
        tracker.setAccessible(true);

        assertThat(rendered).as("frames drawn while timed").isNotEmpty();
        assertThat(HeadlessFx.onFx(() -> tracker.get(stage.getScene()))).as("the scene's tracker, after").isNull();
    }

    @Test
    void runLaterQueueCountsTasksPostedAndNotYetRun() {
        assertThat(RunLaterQueue.counted()).as(RunLaterQueue.whyNot()).isTrue();
        // posted from the FX thread, the tasks cannot run before this call returns
        int[] waiting = HeadlessFx.onFx(() -> {
            int before = RunLaterQueue.waiting();
            for (int i = 0; i < 3; i++) {
                Platform.runLater(() -> { });
            }
            return new int[] {before, RunLaterQueue.waiting()};
        });
        io.github.mcpjavafx.debug.core.fx.FxThread.awaitIdle(HeadlessFx.TIMEOUT_MS);

        assertThat(waiting[1]).isEqualTo(waiting[0] + 3);
        assertThat(RunLaterQueue.waiting()).as("once they ran").isLessThan(waiting[1]);
    }

    @Test
    void fxThreadFramesTellARunLaterTaskAPulseAndItsLayoutPass() throws Exception {
        CompletableFuture<StackTraceElement[]> task = new CompletableFuture<>();
        Platform.runLater(() -> task.complete(Thread.currentThread().getStackTrace()));
        List<StackTraceElement[]> layouts = new java.util.concurrent.CopyOnWriteArrayList<>();
        CompletableFuture<StackTraceElement[]> laidOutAgain = new CompletableFuture<>();
        StackPane root = HeadlessFx.onFx(() -> new StackPane() {
            @Override
            protected void layoutChildren() {
                layouts.add(Thread.currentThread().getStackTrace());
                if (layouts.size() > 1) {
                    laidOutAgain.complete(layouts.get(layouts.size() - 1));
                }
                super.layoutChildren();
            }
        });
        HeadlessFx.show("frames", root, 200, 100);
        HeadlessFx.onFx(() -> {
            root.requestLayout(); // laid out again in the next pulse (the first layout came with the window's showing)
            return null;
        });
        laidOutAgain.get(TIMEOUT_S, TimeUnit.SECONDS);

        assertThat(task.get(TIMEOUT_S, TimeUnit.SECONDS)).anyMatch(e -> FxThreadFrames.runsLaterTask(e.getClassName(), e.getMethodName()));
        assertThat(layouts).anySatisfy(pass -> assertThat(pass)
                .anyMatch(e -> FxThreadFrames.runsPulse(e.getClassName(), e.getMethodName()))
                .anyMatch(e -> FxThreadFrames.isLayoutPass(e.getClassName(), e.getMethodName())));
    }

    @Test
    void anAbsentOrRefusedMemberIsNullNeverAnException() {
        assertThat(Members.type("com.sun.javafx.NoSuchClass")).isNull();
        assertThat(Members.field(Scene.class, "noSuchField")).isNull();
        assertThat(Members.method(Scene.class, "noSuchMethod")).isNull();
        assertThat(Members.method(null, "ofAnAbsentClass")).isNull();
        assertThat(Members.field(String.class, "value")).as("java.base does not open java.lang to us").isNull();
    }

    private static List<Object> startedSince(Object[] before, Object[] now) {
        return Arrays.stream(now).filter(each -> Arrays.stream(before).noneMatch(old -> old == each)).collect(Collectors.toList());
    }

    private static List<String> stack() {
        return Arrays.stream(Thread.currentThread().getStackTrace()).map(StackTraceElement::getClassName).collect(Collectors.toList());
    }
}
