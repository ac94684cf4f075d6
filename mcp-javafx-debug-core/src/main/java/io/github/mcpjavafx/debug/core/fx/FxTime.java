package io.github.mcpjavafx.debug.core.fx;

import java.util.concurrent.atomic.AtomicLong;

/**
 * How long the FX thread worked on the calls a thread made through {@link FxThread}: a request's
 * own FX time, read before and after it on the request's thread, so that its end-to-end time can be
 * set against FX time measured in the same request (not in a loop elsewhere). Waiting in the FX
 * thread's queue and pulses the call waited for do not count.
 */
public final class FxTime {

    private static final ThreadLocal<long[]> SPENT = ThreadLocal.withInitial(() -> new long[1]);
    private static final AtomicLong TOTAL = new AtomicLong();

    private FxTime() {
    }

    /** Nanoseconds of FX-thread work done so far for calls of the current thread. */
    public static long spentNanos() {
        return SPENT.get()[0];
    }

    /**
     * Nanoseconds of FX-thread work done so far for calls of every thread: read around calls made one
     * after another (a benchmark's), it gives each call's FX time as the call's own thread sees it.
     */
    public static long totalNanos() {
        return TOTAL.get();
    }

    static void add(long nanos) {
        SPENT.get()[0] += nanos;
        TOTAL.addAndGet(nanos);
    }
}
