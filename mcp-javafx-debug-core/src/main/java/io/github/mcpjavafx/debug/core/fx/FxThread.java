package io.github.mcpjavafx.debug.core.fx;

import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.UiException;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Window;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * The one bridge to the JavaFX Application Thread: every UI read and write of the engine goes
 * through {@link #call}. Work runs at once when the caller already is the FX thread; otherwise it
 * is queued with {@link Platform#runLater} and awaited while the FX thread makes progress, for at most the timeout of
 * none ({@link FxPatience}).
 *
 * <p>A timeout never leaves work behind that the caller cannot see: a task that has not started
 * yet is cancelled and will not run later; a task that has started (and is, say, inside a modal
 * dialog's nested event loop) is reported as still running in the error's details.
 */
public final class FxThread {

    /**
     * Runs {@link #later}'s tasks: a daemon thread, not an animation, so that a wait for an idle UI is never held
     * up by a task that waits its turn.
     */
    private static final ScheduledExecutorService LATER = Executors.newSingleThreadScheduledExecutor(run -> {
        Thread thread = new Thread(run, "mcp-ui-fx-later");
        thread.setDaemon(true);
        return thread;
    });

    private static final int PENDING = 0;
    private static final int RUNNING = 1;
    private static final int CANCELLED = 2;

    private FxThread() {
    }

    /**
     * Runs {@code task} on the FX thread after {@code delayMs}, and returns at once: for clean-ups and for highlights
     * that go away. A JavaFX {@code PauseTransition} would count as a playing animation, and every wait for an idle UI
     * would sit out its whole delay.
     */
    public static void later(long delayMs, Runnable task) {
        LATER.schedule(() -> Platform.runLater(task), delayMs, TimeUnit.MILLISECONDS);
    }

    /**
     * Runs {@code work} on the FX thread and returns its result, or fails with {@code MCP_UI_TIMEOUT} once the FX
     * thread made no progress for {@code timeoutMs} (see {@link FxPatience}: the app's own long frames do not count).
     */
    public static <T> T call(Callable<T> work, long timeoutMs) {
        return call(work, FxPatience.of(timeoutMs), true);
    }

    /** {@link #call} whose timeout does not look at what the FX thread does (for that very look). */
    static <T> T callQuietly(Callable<T> work, long timeoutMs) {
        return call(work, FxPatience.of(timeoutMs), false);
    }

    private static <T> T call(Callable<T> work, FxPatience patience, boolean describeTimeout) {
        if (Platform.isFxApplicationThread()) {
            return callHere(work);
        }
        AtomicInteger state = new AtomicInteger(PENDING);
        CompletableFuture<T> result = new CompletableFuture<>();
        long queuedAt = System.nanoTime();
        long[] ran = new long[1]; // written before the result completes, read after: the future orders the two
        try {
            Platform.runLater(() -> {
                FxThreadActivity.remember(Thread.currentThread());
                if (!state.compareAndSet(PENDING, RUNNING)) {
                    return; // the caller gave up before we got here: do nothing, as promised
                }
                long started = System.nanoTime();
                try {
                    T value = work.call();
                    ran[0] = System.nanoTime() - started;
                    result.complete(value);
                } catch (Throwable t) {
                    ran[0] = System.nanoTime() - started;
                    result.completeExceptionally(t);
                }
            });
        } catch (IllegalStateException toolkitNotRunning) {
            throw new UiException(ErrorCode.MCP_UI_NO_STAGES,
                    "The JavaFX toolkit is not running: the application has not started its UI yet, or has ended it. Try again once a window shows.", Map.of(), toolkitNotRunning);
        }
        try {
            T value = patience.await(result);
            FxTime.add(ran[0]);
            return value;
        } catch (TimeoutException e) {
            boolean cancelled = state.compareAndSet(PENDING, CANCELLED);
            throw FxCallFailures.timeout(patience, cancelled, queuedAt, describeTimeout ? FxThreadActivity.now() : null);
        } catch (InterruptedException e) {
            state.compareAndSet(PENDING, CANCELLED);
            Thread.currentThread().interrupt();
            throw new UiException(ErrorCode.MCP_UI_TIMEOUT, "Interrupted while waiting for the FX thread.");
        } catch (ExecutionException e) {
            FxTime.add(ran[0]);
            throw FxCallFailures.rethrow(e.getCause());
        }
    }

    /**
     * Runs {@code call}, a tool call's work: its waits for the FX thread share one allowance of {@code allowanceMs} for
     * the app's long frames, the time they may wait past their own timeouts while the FX thread works, so that the
     * call answers within its client's request timeout however long the app's frames (or a runaway loop of the app's)
     * keep the FX thread working.
     */
    public static <T> T asOneCall(long allowanceMs, Supplier<T> call) {
        return FxPatience.sharingOneAllowance(allowanceMs, call);
    }

    /** Runs {@code work} on the FX thread, or fails with {@code MCP_UI_TIMEOUT}. */
    public static void run(Runnable work, long timeoutMs) {
        run(work, FxPatience.of(timeoutMs));
    }

    private static void run(Runnable work, FxPatience patience) {
        call(() -> {
            work.run();
            return null;
        }, patience, true);
    }

    /**
     * Returns once the UI has settled, so that the next read sees everything an action caused:
     * the FX thread has handled what was queued before this call (input injected by a robot and
     * the handlers it triggers; two hand-overs suffice for robot input), then applied CSS and
     * layout to every showing window's scene, as a pulse would, then handled what that queued.
     *
     * <p>No frame is awaited when nothing needs one, so an action settles in a fraction of a
     * millisecond instead of up to a frame's 16 ms. One pulse is awaited instead of the forced
     * CSS and layout when a frame does matter or cannot be ruled out: an animation that will end
     * is playing (or animations cannot be counted here, see {@link AnimationActivity}, or the scene's
     * passes cannot be run, see {@link ScenePasses}), a nested
     * event loop runs (a modal dialog's {@code showAndWait}), or a focused window has no focus
     * owner yet (JavaFX gives a new window its initial focus on a pulse).
     *
     * <p>A no-op on the FX thread itself, which cannot wait for its own queue.
     */
    public static void awaitIdle(long timeoutMs) {
        awaitIdle(timeoutMs, true);
    }

    /**
     * {@link #awaitIdle}; {@code animationsCount} false leaves the playing animations out of whether a frame is
     * awaited (see {@link #settleWithoutFrame(boolean)}).
     */
    public static void awaitIdle(long timeoutMs, boolean animationsCount) {
        awaitIdleThen(timeoutMs, animationsCount, () -> null);
    }

    /**
     * Settles the UI as {@link #awaitIdle} does and runs {@code work} on the FX thread in its last hand-over, the one
     * that handles what the settling queued (a focus change's own tasks), rather than in a hand-over of its own: each
     * hand-over waits its turn behind the pulse under way, which in an app of long frames is a frame long. Returns
     * {@code work}'s result.
     */
    public static <T> T awaitIdleThen(long timeoutMs, boolean animationsCount, Callable<T> work) {
        if (Platform.isFxApplicationThread()) {
            return callHere(work);
        }
        FxPatience patience = FxPatience.of(timeoutMs);
        run(() -> { }, patience);
        boolean settled = call(() -> settleWithoutFrame(animationsCount), patience, true);
        if (!settled) {
            awaitPulse(patience);
        }
        return call(work, patience, true);
    }

    /**
     * FX thread: the settling {@link #awaitIdle} does once the queue is handled, for a caller that does it in a call
     * of its own (an action, in the call that checks what its input did): the CSS and layout passes of a pulse over
     * every showing window; false when a frame is needed after all (await {@link #awaitNextPulse} then).
     *
     * @param animationsCount whether playing animations need a frame; an action awaits those it started itself
     *                        and leaves the app's own to the app, which would otherwise make it wait a frame of
     *                        an app that animates all the time (a dashboard), however long its frames are
     */
    public static boolean settleWithoutFrame(boolean animationsCount) {
        if (Platform.isNestedLoopRunning() || !ScenePasses.available() || !AnimationActivity.observable()
                || animationsCount && AnimationActivity.running() > 0) {
            return false;
        }
        boolean settled = true;
        for (Window window : Window.getWindows()) {
            Scene scene = window.isShowing() ? window.getScene() : null;
            if (scene == null) {
                continue;
            }
            ScenePasses.run(scene);
            if (window.isFocused() && scene.getFocusOwner() == null) {
                settled = false;
            }
        }
        return settled;
    }

    /**
     * Returns after the next pulse (a frame's CSS, layout and rendering), without holding the FX
     * thread meanwhile. Fails with {@code MCP_UI_TIMEOUT} when none comes in time.
     */
    public static void awaitNextPulse(long timeoutMs) {
        if (Platform.isFxApplicationThread()) {
            return;
        }
        awaitPulse(FxPatience.bounded(timeoutMs)); // its callers keep deadlines of their own (a wait's, a late effect's)
    }

    private static void awaitPulse(FxPatience patience) {
        CompletableFuture<Void> pulsed = new CompletableFuture<>();
        AnimationTimer timer = new AnimationTimer() {
            @Override
            public void handle(long now) {
                stop();
                pulsed.complete(null);
            }
        };
        run(timer::start, patience); // a running AnimationTimer makes the toolkit schedule a pulse
        try {
            patience.await(pulsed);
        } catch (TimeoutException e) {
            Platform.runLater(timer::stop);
            throw FxCallFailures.noPulse();
        } catch (InterruptedException e) {
            Platform.runLater(timer::stop);
            Thread.currentThread().interrupt();
            throw new UiException(ErrorCode.MCP_UI_TIMEOUT, "Interrupted while waiting for the UI to settle.");
        } catch (ExecutionException e) {
            throw FxCallFailures.rethrow(e.getCause());
        }
    }

    private static <T> T callHere(Callable<T> work) {
        try {
            return work.call();
        } catch (Exception e) {
            throw FxCallFailures.rethrow(e);
        }
    }

    /**
     * {@code timeout} with what the FX thread is doing in its text ({@code The FX thread is busy in
     * com.acme.ReportView.recompute(ReportView.java:88).}) and in {@code details.fxThread}; itself
     * when that cannot be told.
     */
    public static UiException withActivity(UiException timeout, FxThreadActivity activity) {
        if (activity == null) {
            return timeout;
        }
        Map<String, Object> details = new LinkedHashMap<>(timeout.details());
        details.put("fxThread", activity.details());
        return new UiException(timeout.code(), timeout.getMessage() + " The FX thread is " + activity.summary() + ".",
                details, timeout.getCause());
    }
}
