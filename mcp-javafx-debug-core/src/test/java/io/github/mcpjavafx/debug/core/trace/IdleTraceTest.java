package io.github.mcpjavafx.debug.core.trace;

import io.github.mcpjavafx.debug.core.model.TraceRequest;
import io.github.mcpjavafx.debug.core.model.TraceResult;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A trace asks for no pulse: an app with nothing to animate runs (near) none while traced, counted by a pulse
 * listener of the test's own that counts the same way when no trace runs.
 */
@ExtendWith(HeadlessFxExtension.class)
class IdleTraceTest {

    private static final int SPAN_MS = 1_000;
    /** The trace's start and end may each meet a pulse the app asked for anyway; it must not run more. */
    private static final int SLACK = 2;

    @Test
    void anIdleAppRunsNoPulsesWhileTraced() {
        Stage stage = HeadlessFx.show("Idle", onFx(() -> new VBox(new Label("nothing"), new Label("moves"))), 300, 200);
        Scene scene = stage.getScene();
        AtomicInteger pulses = new AtomicInteger();
        Runnable counter = pulses::incrementAndGet;
        onFx(() -> {
            scene.addPreLayoutPulseListener(counter);
            return null;
        });
        try {
            int untraced = pulsesDuring(pulses, () -> LockSupport.parkNanos(SPAN_MS * 1_000_000L));
            TraceResult[] result = new TraceResult[1];
            int traced = pulsesDuring(pulses,
                    () -> result[0] = new FxTracer(HeadlessFx.TIMEOUT_MS).trace(TraceRequest.ofMillis(SPAN_MS)));

            assertThat(untraced).as("pulses of the idle app untraced").isLessThanOrEqualTo(SLACK);
            assertThat(traced).as("pulses of the idle app traced (untraced: %d): %s", untraced, result[0].text())
                    .isLessThanOrEqualTo(untraced + SLACK);
            assertThat(result[0].pulses().count()).as("the trace's own count").isLessThanOrEqualTo(traced);
        } finally {
            onFx(() -> {
                scene.removePreLayoutPulseListener(counter);
                return null;
            });
        }
    }

    /** Pulses the counter heard while {@code span} ran, once the FX thread has handled what was queued before. */
    private static int pulsesDuring(AtomicInteger pulses, Runnable span) {
        HeadlessFx.settle();
        int before = pulses.get();
        span.run();
        return pulses.get() - before;
    }
}
