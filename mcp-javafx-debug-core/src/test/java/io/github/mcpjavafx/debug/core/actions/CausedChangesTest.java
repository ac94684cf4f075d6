package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.Changes;
import io.github.mcpjavafx.debug.core.model.PerformRequest;
import io.github.mcpjavafx.debug.core.support.EveryCoreBusy;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.animation.Animation;
import javafx.animation.AnimationTimer;
import javafx.animation.FadeTransition;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.css;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Whether a change is the action's is told by what made it, not by how often anyone looked: the same click on a
 * screen that never stops moving reports the same changes every time, on a quiet machine and with every core
 * busy, and on the first action after launch.
 */
@ExtendWith(HeadlessFxExtension.class)
class CausedChangesTest {

    private static final int RUNS = 5;

    private final AtomicLong frames = new AtomicLong();
    private Timeline ticking;
    private AnimationTimer clockTimer;
    private Label ticker;
    private Label clock;
    private Label status;
    private Label faded;
    private Label badge;

    @AfterEach
    void stop() {
        onFx(() -> {
            if (ticking != null) {
                ticking.stop();
            }
            if (clockTimer != null) {
                clockTimer.stop();
            }
            return null;
        });
        HeadlessFx.closeAllWindows();
    }

    @Test
    void theSameClickReportsTheSameChangesQuietAndWithEveryCoreBusy() {
        showMovingScene();
        ActionRunner runner = PerformCalls.newRunner();

        List<String> quiet = new ArrayList<>();
        for (int run = 0; run < RUNS; run++) {
            quiet.add(clickedSave(runner));
        }
        List<String> loaded = new ArrayList<>();
        try (EveryCoreBusy load = EveryCoreBusy.start()) {
            for (int run = 0; run < RUNS; run++) {
                loaded.add(clickedSave(runner));
            }
            assertThat(load.spins()).as("the load ran").isPositive();
        }

        String first = quiet.get(0);
        assertThat(first).as("what the click did").contains("\"Saved\"").contains("\"Faded\"");
        assertThat(first.substring(0, first.indexOf("moving:"))).as("what moves on its own is not the click's")
                .doesNotContain("tick ").doesNotContain("12:00:");
        assertThat(first).as("and is counted apart").contains("moving: 2 nodes");
        assertThat(quiet).as("quiet").containsOnly(first);
        assertThat(loaded).as("every core busy").containsOnly(first);
    }

    @Test
    void theFirstActionAfterLaunchDoesNotReportWhatAnimatesOnItsOwn() {
        showMovingScene();
        ActionRunner launched = PerformCalls.newRunner(); // no look before: the agent's very first call

        String changes = clickedSave(launched);

        assertThat(changes).contains("\"Saved\"").contains("\"Faded\"");
        assertThat(changes.substring(0, changes.indexOf("moving:"))).doesNotContain("tick ").doesNotContain("12:00:");
        assertThat(changes).contains("moving: 2 nodes");
        assertThat(onFx(() -> launched.movesOnItsOwn(ticker))).as("the ticker, for the export").isTrue();
        assertThat(onFx(() -> launched.movesOnItsOwn(clock))).as("the clock, for the export").isTrue();
        assertThat(onFx(() -> launched.movesOnItsOwn(status))).as("the status the click set").isFalse();
    }

    /** The click's reported changes, as one comparable text: changed, added, removed, focus and the motion's count. */
    private String clickedSave(ActionRunner runner) {
        onFx(() -> { // back to the state before the click, before the batch looks
            status.setText("Idle");
            faded.setText("Waiting");
            badge.setOpacity(1);
            return null;
        });
        HeadlessFx.settle();
        Changes changes = runner.perform(PerformRequest.of(ActionSpec.click(css("#save")))).changes();
        HeadlessFx.settle();
        Changes.OnTheirOwn moving = changes.onTheirOwn();
        return "changed: " + changes.changed() + " added: " + changes.addedLines() + " " + changes.added()
                + " removed: " + changes.removed() + " focus: " + changes.focus() + " opened: " + changes.opened()
                + " moving: " + (moving == null ? "none" : moving.nodes() + " nodes");
    }

    /**
     * A ticker a timeline sets every frame and a clock an animation timer sets every frame, beside a button whose
     * click sets a status and fades a badge out, whose end says "Faded".
     */
    private void showMovingScene() {
        ticker = onFx(() -> new Label("tick 0"));
        clock = onFx(() -> new Label("12:00:00"));
        status = onFx(() -> new Label("Idle"));
        faded = onFx(() -> new Label("Waiting"));
        badge = onFx(() -> new Label("Badge"));
        Button save = onFx(() -> {
            Button b = new Button("Save");
            b.setId("save");
            b.setOnAction(e -> {
                status.setText("Saved");
                FadeTransition fade = new FadeTransition(Duration.millis(200), badge);
                fade.setToValue(0.2);
                fade.setOnFinished(done -> faded.setText("Faded"));
                fade.play();
            });
            return b;
        });
        HeadlessFx.show("Moving", onFx(() -> new VBox(ticker, clock, save, status, faded, badge)), 400, 300);
        onFx(() -> {
            ticking = new Timeline(new KeyFrame(Duration.millis(16), e -> ticker.setText("tick " + frames.incrementAndGet())));
            ticking.setCycleCount(Animation.INDEFINITE);
            ticking.play();
            clockTimer = new AnimationTimer() {
                @Override
                public void handle(long now) {
                    clock.setText("12:00:" + (now / 1_000_000 % 100_000));
                }
            };
            clockTimer.start();
            save.requestFocus(); // the clicks change no focus: each reads as the one before
            return null;
        });
        HeadlessFx.settle();
    }
}
