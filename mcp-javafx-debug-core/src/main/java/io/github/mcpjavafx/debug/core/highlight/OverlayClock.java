package io.github.mcpjavafx.debug.core.highlight;

import javafx.application.Platform;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * When highlights go away. A JavaFX {@code PauseTransition} would count as a playing animation, and
 * every wait for an idle UI would sit out the highlight's whole duration; a daemon timer that hands
 * the removal to the FX thread does not.
 */
final class OverlayClock {

    private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(run -> {
        Thread thread = new Thread(run, "mcp-ui-highlight-timer");
        thread.setDaemon(true);
        return thread;
    });

    private OverlayClock() {
    }

    /** Runs {@code task} on the FX thread after {@code delayMs}. */
    static void after(long delayMs, Runnable task) {
        TIMER.schedule(() -> Platform.runLater(task), delayMs, TimeUnit.MILLISECONDS);
    }
}
