package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.Changes;
import io.github.mcpjavafx.debug.core.model.PerformRequest;
import io.github.mcpjavafx.debug.core.support.EveryCoreBusy;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.util.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.List;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.css;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the app's own timer changes through layout passes (a gauge whose skin writes its value as it lays itself out,
 * as TilesFX's tiles do) is not an action's effect, though no frame of an animation makes it: the action's answer
 * names only the status its click set, on the first action after launch (nothing seen moving before), on a quiet
 * machine and with every core busy.
 */
@ExtendWith(HeadlessFxExtension.class)
class LayoutPassChangesTest {

    private static final int RUNS = 3;

    private Timeline feed;
    private Label status;

    @AfterEach
    void stop() {
        onFx(() -> {
            if (feed != null) {
                feed.stop();
            }
            return null;
        });
        HeadlessFx.closeAllWindows();
    }

    @Test
    void theFirstClickNamesOnlyItsOwnChangeWhileTheAppLaysOutItsValues() {
        showDashboard();

        List<String> changed = clickedSave(PerformCalls.newRunner()); // no look before: the agent's very first call

        assertThat(changed).as("the click's own change, alone").isNotEmpty().allMatch(line -> line.contains("\"Saved\""));
    }

    @Test
    void theFirstClickAndTheNextNameOnlyTheirOwnChangeWithEveryCoreBusy() {
        try (EveryCoreBusy load = EveryCoreBusy.start()) {
            showDashboard();
            ActionRunner runner = PerformCalls.newRunner();
            for (int run = 0; run < RUNS; run++) {
                assertThat(clickedSave(runner)).as("click %d under load", run).isNotEmpty()
                        .allMatch(line -> line.contains("\"Saved\""));
            }
            assertThat(load.spins()).as("the load ran").isPositive();
        }
    }

    @Test
    void everyQuietClickNamesOnlyItsOwnChange() {
        showDashboard();
        ActionRunner runner = PerformCalls.newRunner();
        for (int run = 0; run < RUNS; run++) {
            assertThat(clickedSave(runner)).as("click %d", run).isNotEmpty().allMatch(line -> line.contains("\"Saved\""));
        }
    }

    /** The click's changed lines, the status set back to "Idle" before it. */
    private List<String> clickedSave(ActionRunner runner) {
        onFx(() -> {
            status.setText("Idle");
            return null;
        });
        HeadlessFx.settle();
        Changes changes = runner.perform(PerformRequest.of(ActionSpec.click(css("#save")))).changes();
        HeadlessFx.settle();
        return changes.changed();
    }

    /** A gauge a timeline feeds every frame, showing the value only as it lays itself out, beside a button setting a status. */
    private void showDashboard() {
        Gauge gauge = onFx(Gauge::new);
        status = onFx(() -> new Label("Idle"));
        Button save = onFx(() -> {
            Button b = new Button("Save");
            b.setId("save");
            b.setOnAction(e -> status.setText("Saved"));
            return b;
        });
        HeadlessFx.show("Dashboard", onFx(() -> new VBox(gauge, save, status)), 400, 320);
        onFx(() -> {
            int[] tick = {0};
            feed = new Timeline(new KeyFrame(Duration.millis(16), e -> gauge.show(++tick[0] * 0.7)));
            feed.setCycleCount(Animation.INDEFINITE);
            feed.play();
            save.requestFocus(); // the clicks change no focus: each reads as the one before
            return null;
        });
        HeadlessFx.settle();
    }

    /** A gauge drawn as a custom control's skin draws it: the value is written into its text as it lays itself out. */
    private static final class Gauge extends Region {

        private final Text value = new Text("0.0");
        private double shown;

        Gauge() {
            getChildren().add(value);
            setPrefSize(120, 40);
        }

        void show(double next) {
            shown = next;
            requestLayout();
        }

        @Override
        protected void layoutChildren() {
            value.setText(String.format("%.1f", shown));
            value.relocate(10, 10);
        }
    }
}
