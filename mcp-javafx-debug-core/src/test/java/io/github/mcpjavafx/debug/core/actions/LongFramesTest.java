package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.PerformRequest;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.testsupport.Await;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.ref;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * An app whose every frame keeps the FX thread working for {@value #FRAME_MS} ms (a dashboard redrawn in software, a
 * page of a thousand new nodes styled at once) is slow, not frozen: a read and a click whose timeout is shorter than
 * one of its frames still answer, and the click's line says that the app's frames made it wait. A frozen FX thread
 * (held on a lock) still fails such a call with the timeout.
 */
class LongFramesTest {

    /** Each frame of the app's: longer than the calls' timeout. */
    private static final long FRAME_MS = 400;
    /** And the FX thread computes for this long in each, however busy the machine: long frames of the app's own. */
    private static final long FRAME_CPU_MS = 40;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final long TIMEOUT_MS = 300;

    private AnimationTimer slowFrames;
    /** When the frame under way began, 0 between frames. */
    private volatile long frameBegan;

    @BeforeAll
    static void toolkit() {
        HeadlessFx.start();
    }

    @AfterEach
    void stopTheFrames() {
        if (slowFrames != null) {
            FxThread.run(slowFrames::stop, HeadlessFx.TIMEOUT_MS);
        }
    }

    @Test
    void aReadAndAClickAnswerWhileEachOfTheAppsFramesIsLongerThanTheirTimeout() {
        Label status = onFx(() -> new Label("-"));
        Button save = onFx(() -> {
            Button b = new Button("Save");
            b.setOnAction(e -> status.setText("saved"));
            return b;
        });
        HeadlessFx.show("long frames", new VBox(save, status), 300, 120);
        AtomicInteger frames = startSlowFrames();
        awaitAFrameJustBegun();

        String read = FxThread.call(save::getText, TIMEOUT_MS);
        PerformResult clicked = PerformCalls.RUNNER.perform(new PerformRequest(List.of(ActionSpec.click(ref(save))), null,
                (int) TIMEOUT_MS));

        assertThat(frames.get()).as("the app's long frames ran meanwhile").isGreaterThanOrEqualTo(2);
        assertThat(read).isEqualTo("Save");
        assertThat(clicked.results().get(0).line()).as(clicked.text())
                .startsWith("#0 click Button u-").contains("\"Save\"").contains(": ok, waited ")
                .containsPattern(", waited \\d+ pulses of \\d+ ms \\(the app's own frames\\)$");
        assertThat(onFx(status::getText)).isEqualTo("saved");
    }

    @Test
    void aClickOnAnAppOfShortFramesSaysNothingOfPulses() {
        Button ok = onFx(() -> new Button("OK"));
        HeadlessFx.show("short frames", new VBox(ok), 300, 120);

        PerformResult clicked = PerformCalls.perform(ActionSpec.click(ref(ok)));

        assertThat(clicked.results().get(0).line()).startsWith("#0 click Button u-").endsWith(": ok");
    }

    @Test
    void aFrozenFxThreadStillTimesOut() throws InterruptedException {
        startSlowFrames();
        CountDownLatch frozen = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Platform.runLater(() -> {
            frozen.countDown();
            await(release); // a lock the app never gets: no progress at all
        });
        assertThat(frozen.await(HeadlessFx.TIMEOUT_MS, TimeUnit.MILLISECONDS)).isTrue();
        try {
            assertThatThrownBy(() -> FxThread.call(() -> "never", TIMEOUT_MS))
                    .isInstanceOfSatisfying(UiException.class, e -> {
                        assertThat(e.code()).isEqualTo(ErrorCode.MCP_UI_TIMEOUT);
                        assertThat(e.details()).containsEntry("state", "NOT_STARTED");
                        assertThat(e.getMessage()).as("no word of a thread that kept working").doesNotContain("working");
                    });
        } finally {
            release.countDown();
        }
    }

    /** Starts the app's frames, each keeping the FX thread computing for {@link #FRAME_MS}; answers their count. */
    private AtomicInteger startSlowFrames() {
        AtomicInteger frames = new AtomicInteger();
        slowFrames = new AnimationTimer() {
            @Override
            public void handle(long now) {
                frameBegan = System.nanoTime();
                long end = frameBegan + TimeUnit.MILLISECONDS.toNanos(FRAME_MS);
                long cpuEnd = THREADS.getCurrentThreadCpuTime() + TimeUnit.MILLISECONDS.toNanos(FRAME_CPU_MS);
                long spin = 0;
                while (System.nanoTime() < end || THREADS.getCurrentThreadCpuTime() < cpuEnd) {
                    spin++; // the app's own work: the FX thread computes
                }
                if (spin >= 0) {
                    frames.incrementAndGet();
                }
                frameBegan = 0;
            }
        };
        FxThread.run(slowFrames::start, HeadlessFx.TIMEOUT_MS);
        return frames;
    }

    /** Returns while a frame of the app's has just begun: a call now waits most of it. */
    private void awaitAFrameJustBegun() {
        Await.await("a frame of the app's just begun", Duration.ofMillis(HeadlessFx.TIMEOUT_MS), () -> {
            long began = frameBegan;
            return began != 0 && System.nanoTime() - began < TimeUnit.MILLISECONDS.toNanos(FRAME_MS / 4);
        });
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
