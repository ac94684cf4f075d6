package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.core.fx.AnimationActivity;
import io.github.mcpjavafx.debug.core.fxinternals.RunLaterQueue;
import javafx.animation.Animation;
import javafx.application.Platform;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * What a batch's handling handed on to run after it: the {@code Platform.runLater} tasks it posted, and the threads it
 * started (an auto-complete's fetch of suggestions) with what they post in turn. JavaFX offers no hook on
 * {@code runLater}, but its tasks run in the order they were posted: a fence posted as a dispatch begins runs after
 * every task posted before (none of the dispatch's), and one posted as it ends runs after every task it posted; the
 * tasks between the two are those posted while it ran. Only a dispatch that posted a task
 * ({@link RunLaterQueue}) opens that window, and a fence posted once a thread the dispatch started is done runs after
 * every task that thread posted. While a fence is pending or such a thread is at work, what the FX thread runs outside
 * a pulse may be the batch's ({@link #open}); at any other time it is not. A thread is followed for
 * {@value #LATE_MS} ms at most: what it hands on later is not the batch's (a long load's result is waited for, see
 * {@code ui_wait}). The animations that start while a dispatch's fence is pending (a popover that fades out from a
 * task its ESCAPE posted) are the batch's too. FX thread, except {@link #atWork}.
 */
public final class HandedOver {

    /** How long the threads a dispatch started are followed, and a result waits for them: the late-effect window. */
    public static final long LATE_MS = 500;
    private static final long LATE_NANOS = TimeUnit.MILLISECONDS.toNanos(LATE_MS);

    /** Fences posted and not yet run, of this batch. */
    private int fences;
    /** The batch the fences belong to: a fence of an earlier batch closes nothing. */
    private long batch;
    /** The threads the batch's dispatches started, with when: followed until done or until the window passed. */
    private final Map<Thread, Long> threads = Collections.synchronizedMap(new IdentityHashMap<>());
    /** Told the animations that the tasks before a dispatch's fence started. */
    private final Consumer<List<Animation>> started;
    /** How many frames' animations have run: a frame between a dispatch's fences starts animations of its own. */
    private final LongSupplier frames;
    /** Told which parents the tasks between a dispatch's fences made need layout. */
    private final LayoutRequests layouts;

    HandedOver(Consumer<List<Animation>> started, LongSupplier frames, LayoutRequests layouts) {
        this.started = started;
        this.frames = frames;
        this.layouts = layouts;
    }

    /** A batch begins: nothing handed on yet. */
    void begin(long batch) {
        this.batch = batch;
        fences = 0;
        threads.clear();
    }

    /** What was so when a dispatch began; handed back when it ends. */
    static final class Dispatch {
        private final long batch;
        private final Set<Thread> threads = liveThreads();
        private final int pending = RunLaterQueue.waiting();
        /** Whether the dispatch posted a task (or that could not be told): known when it ended. */
        private boolean posted;
        /** Whether its opening fence ran once it had posted: the window its closing fence closes. */
        private boolean opened;
        private Object[] playing;
        private long framesAtOpen;

        private Dispatch(long batch) {
            this.batch = batch;
        }
    }

    /**
     * An outermost dispatch of the batch begins: a fence posted now runs after every task posted before it (none of
     * the dispatch's), and opens its window if the dispatch posted one.
     */
    Dispatch dispatchBegins() {
        Dispatch dispatch = new Dispatch(batch);
        Platform.runLater(() -> {
            if (dispatch.batch == batch && dispatch.posted) {
                dispatch.opened = true;
                layouts.windowOpens();
                dispatch.playing = AnimationActivity.playingNow();
                dispatch.framesAtOpen = frames.getAsLong();
                fences++;
            }
        });
        return dispatch;
    }

    /**
     * ... and ended: a fence posted now runs after every task it posted, and closes its window; the threads it started
     * are followed.
     */
    void dispatchEnded(Dispatch dispatch) {
        long now = System.nanoTime();
        for (Thread thread : liveThreads()) {
            if (!dispatch.threads.contains(thread) && thread != Thread.currentThread() && !ours(thread)) {
                threads.putIfAbsent(thread, now);
            }
        }
        // a task was posted meanwhile (by the dispatch, or by another thread then), or that cannot be told
        dispatch.posted = dispatch.pending < 0 || RunLaterQueue.waiting() != dispatch.pending;
        if (!dispatch.posted) {
            return;
        }
        Platform.runLater(() -> {
            if (dispatch.batch == batch && dispatch.opened) {
                fences--;
                layouts.windowCloses();
                if (frames.getAsLong() != dispatch.framesAtOpen) {
                    // A frame ran between the fences (its pulse was posted while the dispatch ran): what started
                    // meanwhile may be the app's own animations and timers' doing, and is not told apart; claiming
                    // it would make the app's motion the action's late effect, on a loaded machine more often.
                    return;
                }
                List<Animation> since = AnimationActivity.startedSince(dispatch.playing);
                if (!since.isEmpty()) {
                    started.accept(since);
                }
            }
        });
    }

    /**
     * Whether a thread is the library's own (each is named {@code mcp-…}): one it starts on first use while an action is
     * dispatched (the FX-thread helper's timer) is not the app's work that the action handed on.
     */
    private static boolean ours(Thread thread) {
        return thread.getName().startsWith("mcp-");
    }

    /** The live threads now, to compare with after a dispatch. */
    private static Set<Thread> liveThreads() {
        ThreadGroup root = Thread.currentThread().getThreadGroup();
        while (root.getParent() != null) {
            root = root.getParent();
        }
        Thread[] all = new Thread[root.activeCount() + 16];
        int count = root.enumerate(all, true);
        Set<Thread> live = Collections.newSetFromMap(new IdentityHashMap<>());
        live.addAll(Arrays.asList(all).subList(0, count));
        return live;
    }

    /**
     * Whether what the FX thread runs now, outside a pulse, may be what the batch handed on: a fence is pending, or a
     * thread it started is at work. A thread found done (or past the window) gets its fence now: whatever it posted,
     * the task running now included, runs before that.
     */
    boolean open() {
        if (!threads.isEmpty()) {
            synchronized (threads) {
                for (Iterator<Thread> it = threads.keySet().iterator(); it.hasNext(); ) {
                    if (!works(it.next())) {
                        it.remove();
                        fence();
                    }
                }
            }
        }
        return fences > 0 || !threads.isEmpty();
    }

    /**
     * The late-effect window passed (or every followed thread is done): the threads are followed no further, and what
     * they posted until now runs before the fence posted now. What they post later is not the batch's.
     */
    void close() {
        synchronized (threads) {
            if (!threads.isEmpty()) {
                threads.clear();
                fence();
            }
        }
    }

    /**
     * The threads the batch's dispatches started that are still at work within the window: what a result waits for.
     * Any thread.
     */
    List<Thread> atWork() {
        long now = System.nanoTime();
        List<Thread> working = new ArrayList<>();
        synchronized (threads) {
            threads.forEach((thread, since) -> {
                if (works(thread) && now - since <= LATE_NANOS) {
                    working.add(thread);
                }
            });
        }
        return working;
    }

    /** Posts a fence: the window stays open until it ran, after what was posted before it. */
    private void fence() {
        fences++;
        long of = batch;
        Platform.runLater(() -> {
            if (of == batch && fences > 0) {
                fences--;
            }
        });
    }

    /**
     * Whether a thread still works: running, or sleeping before its work (a lookup's delay). One that waits for work
     * without a limit (a pool's idle worker, parked) or ended is done. Any thread.
     */
    public static boolean works(Thread thread) {
        Thread.State state = thread.getState();
        if (state == Thread.State.TIMED_WAITING) {
            // its stack is read a moment after its state: a sleep that ended meanwhile left it at work, not done
            return sleeps(thread) || busy(thread.getState());
        }
        return busy(state); // else waiting without a limit, or ended: done
    }

    private static boolean busy(Thread.State state) {
        return state == Thread.State.NEW || state == Thread.State.RUNNABLE || state == Thread.State.BLOCKED;
    }

    /** Whether a thread is in {@code Thread.sleep}: a worker polling its queue with a keep-alive waits for work. */
    private static boolean sleeps(Thread thread) {
        for (StackTraceElement frame : thread.getStackTrace()) {
            if (!frame.getClassName().equals(Thread.class.getName())) {
                return false; // the first frame outside Thread is where it waits from
            }
            if (frame.getMethodName().startsWith("sleep")) {
                return true;
            }
        }
        return false;
    }
}
