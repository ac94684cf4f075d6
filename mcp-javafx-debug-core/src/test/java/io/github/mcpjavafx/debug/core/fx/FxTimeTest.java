package io.github.mcpjavafx.debug.core.fx;

import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** A call's FX time is what the FX thread worked for it, counted for the thread that called. */
class FxTimeTest {

    @BeforeAll
    static void toolkit() {
        HeadlessFx.start();
    }

    @Test
    void theFxThreadsWorkCountsForTheCallingThreadOnly() throws Exception {
        long mine = FxTime.spentNanos();
        long all = FxTime.totalNanos();
        FxThread.run(() -> sleep(30), 5_000);
        long spent = FxTime.spentNanos() - mine;

        long[] other = new long[1];
        CompletableFuture.runAsync(() -> {
            long before = FxTime.spentNanos();
            FxThread.run(() -> sleep(10), 5_000);
            other[0] = FxTime.spentNanos() - before;
        }).get(10, TimeUnit.SECONDS);

        assertThat(spent).isBetween(TimeUnit.MILLISECONDS.toNanos(30), TimeUnit.SECONDS.toNanos(5));
        assertThat(FxTime.spentNanos() - mine).isEqualTo(spent); // the other thread's call is not ours
        assertThat(other[0]).isGreaterThanOrEqualTo(TimeUnit.MILLISECONDS.toNanos(10));
        assertThat(FxTime.totalNanos() - all).isGreaterThanOrEqualTo(spent + other[0]);
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
