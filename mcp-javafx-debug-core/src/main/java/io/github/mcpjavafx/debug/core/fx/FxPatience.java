package io.github.mcpjavafx.debug.core.fx;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * How long a wait for the FX thread lasts: its timeout counts only the time the FX thread made no progress. An app
 * whose frames are long (a dashboard redrawn in software, a page of a thousand new nodes styled and laid out) keeps
 * its FX thread working, and a call queued behind those frames is answered when they are done; a frozen FX thread (a
 * lock, a sleep, a nested event loop waiting for a dialog's answer) times out after the timeout, as before. Working
 * is told from the FX thread's CPU time and state, read every {@value #LOOK_MS} ms while a call waits (nothing is read
 * while none does): a thread that computed for at least a hundredth of a look's time, or that is runnable (a working
 * one on a machine shared by many may wait for a core; a waiting one is not runnable), outside a nested event loop,
 * worked.
 * However long it works (a runaway loop), a wait ends after {@value #CAP} times its timeout. One patience may be shared by the
 * several waits of one step ({@link FxThread#awaitIdle}).
 */
final class FxPatience {

    /** How often the FX thread's progress is looked at while a call waits. */
    static final long LOOK_MS = 100;
    /** A working FX thread stretches a wait to at most this many times its timeout. */
    static final int CAP = 4;
    /** The share of a look's wall time the FX thread computed for, from which on it counts as working. */
    private static final double WORKING_SHARE = 0.01;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final long timeoutMs;
    private final long limitNanos;
    private final long begun = System.nanoTime();
    private final int cap;
    private long stalledNanos;

    private FxPatience(long timeoutMs, int cap) {
        this.timeoutMs = timeoutMs;
        this.limitNanos = TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        this.cap = cap;
    }

    /** A patience of {@code timeoutMs} ms of an FX thread that makes no progress. */
    static FxPatience of(long timeoutMs) {
        return new FxPatience(Math.max(1, timeoutMs), CAP);
    }

    /** A patience of {@code timeoutMs} ms however the FX thread works: for a wait whose caller keeps a deadline of its own. */
    static FxPatience bounded(long timeoutMs) {
        return new FxPatience(Math.max(1, timeoutMs), 1);
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
     * @throws TimeoutException once the FX thread made no progress for the timeout in all, or the cap passed
     */
    <T> T await(Future<T> future) throws TimeoutException, InterruptedException, ExecutionException {
        // The cap is each wait's: a thread that got to the waits before this one did make progress.
        long capAt = System.nanoTime() + cap * limitNanos;
        while (true) {
            long from = System.nanoTime();
            long slice = Math.min(Math.min(limitNanos - stalledNanos, capAt - from), TimeUnit.MILLISECONDS.toNanos(LOOK_MS));
            long cpuBefore = fxCpuNanos();
            try {
                return future.get(Math.max(TimeUnit.MILLISECONDS.toNanos(1), slice), TimeUnit.NANOSECONDS);
            } catch (TimeoutException notYet) {
                long to = System.nanoTime();
                if (!worked(cpuBefore, to - from)) {
                    stalledNanos += to - from;
                }
                if (stalledNanos >= limitNanos || to >= capAt) {
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
    private static boolean worked(long cpuBefore, long wallNanos) {
        Thread fx = FxThreadActivity.thread();
        if (fx == null) {
            return false; // nothing to look at: a plain timeout
        }
        boolean computed = cpuBefore >= 0 && fxCpuNanos() - cpuBefore >= WORKING_SHARE * wallNanos;
        if (!computed && fx.getState() != Thread.State.RUNNABLE) {
            return false; // waiting: on a lock, in a sleep, for the next event
        }
        // Pulses run inside a dialog's nested loop too: the app animates behind the dialog, while the call waits for a person.
        return !FxThreadActivity.inNestedLoop(fx.getStackTrace());
    }

    /** The FX thread's CPU time so far, or -1 when it cannot be read. */
    private static long fxCpuNanos() {
        Thread fx = FxThreadActivity.thread();
        if (fx == null || !THREADS.isThreadCpuTimeSupported()) {
            return -1;
        }
        try {
            return THREADS.getThreadCpuTime(fx.getId());
        } catch (UnsupportedOperationException off) {
            return -1;
        }
    }
}
