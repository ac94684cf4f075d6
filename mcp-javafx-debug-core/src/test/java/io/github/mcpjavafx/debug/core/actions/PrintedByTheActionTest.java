package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.core.AppLog;
import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.ExportTestRequest;
import io.github.mcpjavafx.debug.core.model.PerformRequest;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.animation.Animation;
import javafx.animation.FadeTransition;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.concurrent.atomic.AtomicInteger;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A line the app prints is the action's only when the action's handling printed it: what the app's own timeline
 * prints meanwhile is neither listed among the action's consequences nor checked in the exported test, however the
 * ticks fall against the batch.
 */
@ExtendWith(HeadlessFxExtension.class)
class PrintedByTheActionTest {

    private static final int RUNS = 5;
    /**
     * A quiet machine clicks between two ticks: the clicks go on (each one checked) until a tick fell inside one,
     * which the timeline's frame-by-frame ticking makes a matter of a few clicks.
     */
    private static final int MOST_RUNS = 200;

    private final AtomicInteger ticks = new AtomicInteger();
    private Timeline ticking;

    @AfterEach
    void stop() {
        onFx(() -> {
            if (ticking != null) {
                ticking.stop();
            }
            return null;
        });
        HeadlessFx.closeAllWindows();
    }

    @Test
    void theClickPrintsSavedAndTheAppsOwnTimelineTicksMeanwhileUnchecked() {
        showTickingForm();
        int ticksDuringBatches = 0;
        try (AppLog log = AppLog.capture(true)) {
            UiEngine engine = new UiEngine(McpJavafxConfig.defaults(), log);
            for (int run = 0; run < RUNS || ticksDuringBatches == 0 && run < MOST_RUNS; run++) {
                int before = ticks.get();
                String result = engine.perform(PerformRequest.of(ActionSpec.click(Target.css("#save")))).text();
                ticksDuringBatches += ticks.get() - before;

                assertThat(result).as("run " + run).contains("out: Saved").doesNotContain("tick");
            }
            String source = engine.exportTest(new ExportTestRequest("SaveTest", "replay", App.class.getName(), null, null))
                    .source();

            assertThat(source).contains("assertPrinted(\"Saved\")").doesNotContain("tick");
        }
        assertThat(ticksDuringBatches).as("the timeline ticked while a click ran, in " + MOST_RUNS + " clicks at most").isPositive();
    }

    @Test
    void whatAnotherThreadHandsTheFxThreadToPrintMeanwhileIsNotTheClicks() throws InterruptedException {
        AtomicInteger clicks = new AtomicInteger();
        Button save = onFx(() -> {
            Button b = new Button("Save");
            b.setId("save");
            b.setOnAction(e -> {
                System.out.println("Saved");
                clicks.incrementAndGet();
                FadeTransition dim = new FadeTransition(Duration.millis(800), b); // the click's result awaits it
                dim.setFromValue(1);
                dim.setToValue(0.5);
                dim.play();
            });
            return b;
        });
        HeadlessFx.show("Alarm form", new VBox(8, save), 300, 120);
        AtomicInteger alarms = new AtomicInteger();
        // A tile's own timer thread, started before any click: some time after each click (while the click's result
        // still awaits its fade) it hands the FX thread an alarm to print, as TilesFX's dashboard prints "Alarm".
        Thread timer = new Thread(() -> {
            int seen = 0;
            try {
                while (true) {
                    if (clicks.get() > seen) {
                        seen = clicks.get();
                        Thread.sleep(200);
                        Platform.runLater(() -> {
                            alarms.incrementAndGet();
                            System.out.println("Alarm");
                        });
                    }
                    Thread.sleep(5);
                }
            } catch (InterruptedException e) {
                // stopped
            }
        }, "tile-timer");
        timer.setDaemon(true);
        timer.start();
        int alarmsDuringBatches = 0;
        try (AppLog log = AppLog.capture(true)) {
            UiEngine engine = new UiEngine(McpJavafxConfig.defaults(), log);
            for (int run = 0; run < RUNS; run++) {
                int before = alarms.get();
                String result = engine.perform(PerformRequest.of(ActionSpec.click(Target.css("#save")))).text();
                alarmsDuringBatches += alarms.get() - before;

                assertThat(result).as("run " + run).contains("out: Saved").doesNotContain("Alarm");
            }
            String source = engine.exportTest(new ExportTestRequest("SaveTest", "replay", App.class.getName(), null, null))
                    .source();

            assertThat(source).contains("assertPrinted(\"Saved\")").doesNotContain("Alarm");
        } finally {
            timer.interrupt();
            timer.join();
        }
        assertThat(alarmsDuringBatches).as("the timer's alarm was printed while a click's result was awaited").isPositive();
    }

    /** What the exported test launches: the form is shown by the test itself. */
    public static final class App extends Application {

        @Override
        public void start(Stage stage) {
        }
    }

    private void showTickingForm() {
        Button save = onFx(() -> {
            Button b = new Button("Save");
            b.setId("save");
            b.setOnAction(e -> System.out.println("Saved"));
            return b;
        });
        HeadlessFx.show("Ticking form", new VBox(8, save), 300, 120);
        onFx(() -> {
            ticking = new Timeline(new KeyFrame(Duration.millis(10), e -> { // about every frame
                ticks.incrementAndGet();
                System.out.println("tick");
            }));
            ticking.setCycleCount(Animation.INDEFINITE);
            ticking.play();
            return null;
        });
    }
}
