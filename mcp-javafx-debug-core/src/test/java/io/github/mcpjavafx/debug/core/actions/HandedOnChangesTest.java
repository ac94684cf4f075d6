package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.Changes;
import io.github.mcpjavafx.debug.core.model.PerformRequest;
import io.github.mcpjavafx.debug.core.support.EveryCoreBusy;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.css;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a click's handler hands on through {@code Platform.runLater} is the click's effect; what another thread of the
 * app hands the FX thread the same way meanwhile (a feed's ticker) is not, whatever the timing: the same clicks report
 * the same changes on a quiet machine and with every core busy, the first one after launch too.
 */
@ExtendWith(HeadlessFxExtension.class)
class HandedOnChangesTest {

    private static final int RUNS = 5;

    private final AtomicBoolean feeding = new AtomicBoolean(true);
    private final AtomicLong ticks = new AtomicLong();
    private Thread feed;
    private Label ticker;
    private Label status;

    @AfterEach
    void stop() throws InterruptedException {
        feeding.set(false);
        if (feed != null) {
            feed.join();
        }
        HeadlessFx.closeAllWindows();
    }

    @Test
    void aClickReportsWhatItsHandlerPostedAndNeverWhatAnotherThreadPostsQuietOrLoaded() {
        showFeedAndButton();
        ActionRunner launched = PerformCalls.newRunner(); // no look before: the agent's very first call

        List<String> quiet = new ArrayList<>();
        for (int run = 0; run < RUNS; run++) {
            quiet.add(clickedSave(launched));
        }
        List<String> loaded = new ArrayList<>();
        try (EveryCoreBusy load = EveryCoreBusy.start()) {
            for (int run = 0; run < RUNS; run++) {
                loaded.add(clickedSave(launched));
            }
            assertThat(load.spins()).as("the load ran").isPositive();
        }

        String first = quiet.get(0);
        assertThat(ticks.get()).as("the feed ticked meanwhile").isGreaterThan(RUNS * 2L);
        assertThat(first).as("the click's first answer after launch").contains("\"Saved\"").doesNotContain("tick ");
        assertThat(quiet).as("quiet").containsOnly(first);
        assertThat(loaded).as("every core busy").containsOnly(first);
    }

    /** The click's reported changes, as one comparable text: changed, added, removed and focus. */
    private String clickedSave(ActionRunner runner) {
        onFx(() -> {
            status.setText("Idle");
            return null;
        });
        HeadlessFx.settle();
        Changes changes = runner.perform(PerformRequest.of(ActionSpec.click(css("#save")))).changes();
        HeadlessFx.settle();
        return "changed: " + changes.changed() + " added: " + changes.addedLines() + " " + changes.added()
                + " removed: " + changes.removed() + " focus: " + changes.focus() + " opened: " + changes.opened();
    }

    /**
     * A ticker that a thread of the app sets through {@code runLater} every 2 ms, beside a button whose handler sets a
     * status through {@code runLater}.
     */
    private void showFeedAndButton() {
        ticker = onFx(() -> new Label("tick 0"));
        status = onFx(() -> new Label("Idle"));
        Button save = onFx(() -> {
            Button b = new Button("Save");
            b.setId("save");
            b.setOnAction(e -> Platform.runLater(() -> status.setText("Saved")));
            return b;
        });
        HeadlessFx.show("Feed", onFx(() -> new VBox(ticker, save, status)), 400, 300);
        feed = new Thread(() -> {
            while (feeding.get()) {
                Platform.runLater(() -> ticker.setText("tick " + ticks.incrementAndGet()));
                try {
                    Thread.sleep(2);
                } catch (InterruptedException stopped) {
                    return;
                }
            }
        }, "feed");
        feed.setDaemon(true);
        feed.start();
        onFx(() -> {
            save.requestFocus(); // the clicks change no focus: each reads as the one before
            return null;
        });
        HeadlessFx.settle();
    }
}
