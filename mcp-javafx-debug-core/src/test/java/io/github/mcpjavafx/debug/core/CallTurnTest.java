package io.github.mcpjavafx.debug.core;

import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** A call queued behind another waits while that one gets on, and says what it waited on when it gives up. */
class CallTurnTest {

    private static final long TIMEOUT_MS = 400;

    private final CallTurn turn = new CallTurn();

    @BeforeEach
    void nothingElseMoves() {
        HeadlessFx.start();
        HeadlessFx.closeAllWindows();
    }

    @Test
    void aCallQueuedBehindACallWhoseUiAnswersWaitsPastTheTimeoutAndThenRuns() throws Exception {
        CountDownLatch holding = new CountDownLatch(1);
        AtomicBoolean aheadDone = new AtomicBoolean();
        CompletableFuture<Void> ahead = CompletableFuture.runAsync(() -> turn.run(TIMEOUT_MS, () -> {
            holding.countDown();
            // a long call whose UI answers all along: looks at the FX thread, as a wait inside a batch does
            long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(6 * TIMEOUT_MS);
            while (System.nanoTime() < end) {
                FxThread.call(() -> null, 5_000);
            }
            aheadDone.set(true);
            return null;
        }));
        assertThat(holding.await(10, TimeUnit.SECONDS)).isTrue();

        String queued = turn.run(TIMEOUT_MS, () -> aheadDone.get() ? "ran after the call ahead" : "ran too early");

        assertThat(queued).isEqualTo("ran after the call ahead");
        ahead.get(10, TimeUnit.SECONDS);
    }

    @Test
    void aCallQueuedBehindAStuckCallGivesUpSayingWhatItWaitedOn() throws Exception {
        CountDownLatch holding = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        CompletableFuture<Void> ahead = CompletableFuture.runAsync(() -> turn.run(TIMEOUT_MS, () -> {
            holding.countDown();
            try {
                release.await(20, TimeUnit.SECONDS); // stuck: neither it nor the FX thread gets on
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return null;
        }));
        assertThat(holding.await(10, TimeUnit.SECONDS)).isTrue();

        UiException gaveUp = catchThrowableOfType(UiException.class, () -> turn.run(TIMEOUT_MS, () -> "ran"));
        release.countDown();
        ahead.get(10, TimeUnit.SECONDS);

        assertThat(gaveUp).as("the queued call gives up").isNotNull();
        assertThat(gaveUp.code()).isEqualTo(ErrorCode.MCP_UI_TIMEOUT);
        assertThat(gaveUp.getMessage()).contains("for the call ahead of this one (running for ",
                "neither it nor the FX thread got on", "nothing was done");
        assertThat(gaveUp.details()).containsEntry("state", "NOT_STARTED").containsKey("aheadMs");
        assertThat(turn.run(TIMEOUT_MS, () -> "next")).as("the turn goes on after a call gave up").isEqualTo("next");
    }
}
