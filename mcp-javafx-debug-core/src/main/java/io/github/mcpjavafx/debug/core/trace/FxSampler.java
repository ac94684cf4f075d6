package io.github.mcpjavafx.debug.core.trace;

import io.github.mcpjavafx.debug.core.fxinternals.RunLaterQueue;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * Samples the FX thread's stack every {@link #INTERVAL_NANOS} through {@link ThreadMXBean}, on a thread of
 * its own that lives exactly as long as the trace; and, at each sample that finds it in a runLater task, the other threads' stacks, to
 * find who posts {@code Platform.runLater} tasks. Each sample is read at once ({@link StackReading}) so that
 * no stack is kept.
 */
final class FxSampler implements AutoCloseable {

    /** The sampling thread's name; nothing of that name lives when no trace runs. */
    static final String THREAD_NAME = "mcp-javafx-debug-trace-sampler";
    static final long INTERVAL_NANOS = TimeUnit.MILLISECONDS.toNanos(5);
    private static final int FX_DEPTH = 96;
    private static final int POSTER_DEPTH = 32;
    private static final int POSTERS_EVERY = 1;

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final long fxThreadId;
    private final List<Sample> samples = new ArrayList<>();
    private final Map<String, Integer> posters = new HashMap<>();
    private final SkinOwners skins;
    private final ActionTargets actions;
    private final Thread thread;
    private volatile boolean running = true;

    /**
     * One sample of the FX thread at {@code nanos} ({@link System#nanoTime}), standing for the time since the one
     * before ({@code weightNanos}): on a loaded machine (or in a long GC) samples come late, and each then stands
     * for more of the trace, up to {@link #MAX_WEIGHT_NANOS}; {@code skin}: the app's skin class on its stack, null when none;
     * {@code runLaterWaiting}: the runLater tasks waiting then ({@link RunLaterQueue}), -1 when not counted.
     */
    record Sample(long nanos, long weightNanos, StackReading.Read read, String skin, int runLaterWaiting) {
    }

    static final long MAX_WEIGHT_NANOS = 20 * INTERVAL_NANOS;

    FxSampler(Thread fxThread, SkinOwners skins, ActionTargets actions) {
        this.fxThreadId = fxThread.getId();
        this.skins = skins;
        this.actions = actions;
        this.thread = new Thread(this::run, THREAD_NAME);
        thread.setDaemon(true);
        thread.start();
    }

    private void run() {
        long next = System.nanoTime();
        long last = next - INTERVAL_NANOS;
        int tick = 0;
        while (running) {
            ThreadInfo info = threads.getThreadInfo(fxThreadId, FX_DEPTH);
            if (info == null) {
                break; // the FX thread has ended
            }
            StackReading.Read read = actions.named(StackReading.read(info.getStackTrace(), info.getThreadState()));
            long now = System.nanoTime();
            synchronized (this) {
                samples.add(new Sample(now, Math.min(now - last, MAX_WEIGHT_NANOS), read,
                        read.phase() == FxPhase.IDLE ? null : skins.skinOn(info.getStackTrace()), RunLaterQueue.waiting()));
            }
            last = now;
            // a poster is inside runLater for microseconds: only looking often, and only during floods, catches it
            if (++tick % POSTERS_EVERY == 0 && read.phase() == FxPhase.RUN_LATER) {
                findPosters();
            }
            next += INTERVAL_NANOS;
            long wait = next - System.nanoTime();
            if (wait > 0) {
                LockSupport.parkNanos(wait);
            } else {
                next = System.nanoTime(); // fell behind (a loaded machine): skip, never catch up in a burst
            }
        }
    }

    /** Threads caught inside {@code Platform.runLater}, each named with the app frame that called it. */
    private void findPosters() {
        for (ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds(), POSTER_DEPTH)) {
            if (info == null || info.getThreadId() == fxThreadId || info.getThreadId() == Thread.currentThread().getId()) {
                continue;
            }
            String poster = RunLaterPosters.poster(info.getThreadName(), info.getStackTrace());
            if (poster != null) {
                synchronized (this) {
                    posters.merge(poster, 1, Integer::sum);
                }
            }
        }
    }

    /** The samples so far, in time order. */
    synchronized List<Sample> samples() {
        return List.copyOf(samples);
    }

    /** How often each runLater poster was caught posting ({@code thread pool-3 at Feed.java:41}). */
    synchronized Map<String, Integer> posters() {
        return Map.copyOf(posters);
    }

    /** Stops sampling and waits for the sampling thread to end. */
    @Override
    public void close() {
        running = false;
        LockSupport.unpark(thread);
        try {
            thread.join(1_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
