package io.github.mcpjavafx.debug.core.fx;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/**
 * How long a wait for the FX thread lasts: its timeout counts only the time the FX thread made no progress. An app
 * whose frames are long (a dashboard redrawn in software, a page of a thousand new nodes styled and laid out) keeps
 * its FX thread working, and a call queued behind those frames is answered when they are done; a frozen FX thread (a
 * lock, a sleep, a nested event loop waiting for a dialog's answer) times out after the timeout, as before. Working
 * is told from the FX thread's CPU time and state, read every {@value #LOOK_MS} ms while a call waits (nothing is read
 * while none does): a thread that computed for at least a hundredth of a look's time, or that is runnable (a working
 * one on a machine shared by many may wait for a core; a waiting one is not runnable), outside a nested event loop,
 * worked.
 *
 * <p>What a working thread adds past a wait's timeout comes from an allowance: a tool call's waits share one
 * ({@link #sharingOneAllowance}), so that the call still answers within its client's request timeout (a runaway
 * loop on the FX thread is working too); a wait outside such a call has its own, {@value #OWN_ALLOWANCE} times its
 * timeout. One patience may be shared by the several waits of one step ({@link FxThread#awaitIdle}).
 */
final class FxPatience {

    /** How often the FX thread's progress is looked at while a call waits. */
    static final long LOOK_MS = 100;
    /** A wait outside a tool call may last this many times its timeout more while the FX thread works. */
    static final int OWN_ALLOWANCE = 3;
    /** The share of a look's wall time the FX thread computed for, from which on it counts as working. */
    private static final double WORKING_SHARE = 0.01;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    /** The allowance the waits of the tool call this thread runs share, in nanoseconds left; null outside one. */
    private static final ThreadLocal<long[]> CALL_ALLOWANCE = new ThreadLocal<>();

    private final long timeoutMs;
    private final long limitNanos;
    private final long begun = System.nanoTime();
    private final long[] allowance;
    private long stalledNanos;

    private FxPatience(long timeoutMs, long[] allowance) {
        this.timeoutMs = timeoutMs;
        this.limitNanos = TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        this.allowance = allowance;
    }

    /** A patience of {@code timeoutMs} ms of an FX thread that makes no progress. */
    static FxPatience of(long timeoutMs) {
        long limit = Math.max(1, timeoutMs);
        long[] call = CALL_ALLOWANCE.get();
        return new FxPatience(limit, call != null ? call : new long[]{OWN_ALLOWANCE * TimeUnit.MILLISECONDS.toNanos(limit)});
    }

    /** A patience of {@code timeoutMs} ms however the FX thread works: for a wait whose caller keeps a deadline of its own. */
    static FxPatience bounded(long timeoutMs) {
        return new FxPatience(Math.max(1, timeoutMs), new long[1]);
    }

    /**
     * Runs {@code call}, whose waits for the FX thread share one allowance of {@code allowanceMs} past their own
     * timeouts; inside another such call, the outer one's.
     */
    static <T> T sharingOneAllowance(long allowanceMs, Supplier<T> call) {
        if (CALL_ALLOWANCE.get() != null) {
            return call.get();
        }
        CALL_ALLOWANCE.set(new long[]{TimeUnit.MILLISECONDS.toNanos(allowanceMs)});
        try {
            return call.get();
        } finally {
            CALL_ALLOWANCE.remove();
        }
    }

    long timeoutMs() {
        return timeoutMs;
    }

    /** Milliseconds since this patience began. */
    long waitedMs() {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - begun);
    }

    /** Whether the FX thread's work stretched the wait beyond its timeout. */
    boolean stretched() {
        return System.nanoTime() - begun > limitNanos + TimeUnit.MILLISECONDS.toNanos(LOOK_MS);
    }

    /**
     * {@code future}'s value, awaited while this patience lasts.
     *
     * @throws TimeoutException once the FX thread made no progress for the timeout in all, or past the timeout the
     *                          allowance is spent
     */
    <T> T await(Future<T> future) throws TimeoutException, InterruptedException, ExecutionException {
        long waitBegun = System.nanoTime();
        while (true) {
            long from = System.nanoTime();
            long slice = Math.min(limitNanos - stalledNanos, TimeUnit.MILLISECONDS.toNanos(LOOK_MS));
            long cpuBefore = fxCpuNanos();
            try {
                return future.get(Math.max(TimeUnit.MILLISECONDS.toNanos(1), slice), TimeUnit.NANOSECONDS);
            } catch (TimeoutException notYet) {
                long to = System.nanoTime();
                long past = to - waitBegun - limitNanos;
                if (!worked(cpuBefore, to - from)) {
                    stalledNanos += to - from;
                } else if (past > 0) {
                    allowance[0] -= Math.min(past, to - from); // only what the work added past the timeout
                }
                if (stalledNanos >= limitNanos || past >= 0 && allowance[0] <= 0) {
                    throw notYet;
                }
            }
        }
    }

    /**
     * Whether the FX thread worked since it had {@code cpuBefore}: it computed for a share of {@code wallNanos}, or it
     * is runnable now (on a machine shared by many, a working thread may wait longer than a look for a core); and it
     * does not wait in a nested event loop.
     */
    static boolean worked(long cpuBefore, long wallNanos) {
        Thread fx = FxThreadActivity.thread();
        if (fx == null) {
            return false; // nothing to look at: a plain timeout
        }
        boolean computed = computed(fx, cpuBefore, wallNanos);
        if (!computed && fx.getState() != Thread.State.RUNNABLE) {
            return false; // waiting: on a lock, in a sleep, for the next event
        }
        // Pulses run inside a dialog's nested loop too: the app animates behind the dialog, while the call waits for a person.
        return !FxThreadActivity.inNestedLoop(fx.getStackTrace());
    }

    /** The FX thread's CPU time so far, or -1 when it cannot be read. */
    static long fxCpuNanos() {
        return cpuNanos(FxThreadActivity.thread());
    }

    /** {@code thread}'s CPU time so far, or -1 when it cannot be read (or there is no thread). */
    static long cpuNanos(Thread thread) {
        if (thread == null || !THREADS.isThreadCpuTimeSupported()) {
            return -1;
        }
        try {
            return THREADS.getThreadCpuTime(thread.getId());
        } catch (UnsupportedOperationException off) {
            return -1;
        }
    }

    /** Whether a thread that had {@code cpuBefore} computed for a share of {@code wallNanos} since: it worked. */
    static boolean computed(Thread thread, long cpuBefore, long wallNanos) {
        return cpuBefore >= 0 && cpuNanos(thread) - cpuBefore >= WORKING_SHARE * wallNanos;
    }
}
