package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.changes.ChangeCauses;
import io.github.mcpjavafx.debug.core.changes.HandedOver;
import io.github.mcpjavafx.debug.core.fx.AnimationActivity;
import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.text.TextFormat;
import javafx.animation.Animation;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;

/**
 * An action's late effects, awaited within a bound: when the action started an animation (a popover that
 * fades out on ESCAPE, a pane that slides in), its result waits until the animation ends, so that it tells
 * the outcome (the popover closed) rather than a frame of the way there. Only the animations the action
 * started are awaited ({@link StartedAnimations}), never what the app animates on its own; after
 * {@value #BOUND_MS} ms the result is given all the same and says what still moves. The threads the action's
 * handling started (an auto-complete's fetch of suggestions) are awaited too, each for {@value HandedOver#LATE_MS} ms
 * from its start at most, and then what they handed to the FX thread ({@code Platform.runLater}): a popup they show is
 * the action's, on a quiet machine and a loaded one alike, while a long load the action started is not waited for
 * (its result is what {@code ui_wait} is for). Call it from any thread but the FX thread.
 */
final class LateEffects {

    /** The longest an action's result waits for the animations the action started. */
    static final long BOUND_MS = 2_000;
    /** How long a thread the action started is awaited before it is looked at again. */
    private static final long SLICE_MS = 10;
    /** Animations named when the bound passed; the rest are counted. */
    private static final int NAMED = 2;

    private final AnimationNames names;

    LateEffects(NodeReader reader) {
        this.names = new AnimationNames(reader);
    }

    /**
     * What the late effects add to the action's outcome, and what the work that ended the wait answered.
     *
     * @param said empty when nothing was left to wait for, else how long it waited for what, or what still moves or works
     */
    record Awaited<T>(String said, T then) {
    }

    /**
     * The animations an action started that still move, awaited from the call that found them moving: a timer looks in
     * each pulse whether they still play, in the pulse itself, since a call onto the FX thread would wait its turn behind
     * the next frame, which in an app of long frames costs a frame a look.
     */
    static final class Watch {
        private final List<Animation> moving;
        private final String named;
        private final long begun = System.nanoTime();
        private final CompletableFuture<Void> ended = new CompletableFuture<>();
        private final AnimationTimer looks = new AnimationTimer() {
            @Override
            public void handle(long now) {
                if (playing(moving).isEmpty()) {
                    stop();
                    ended.complete(null);
                }
            }
        };

        private Watch(List<Animation> moving, String named) {
            this.moving = moving;
            this.named = named;
        }
    }

    /** FX thread: starts watching {@code moving} (not empty) end. */
    Watch watch(List<Animation> moving) {
        Watch watch = new Watch(List.copyOf(moving), names.name(moving.get(0)));
        watch.looks.start();
        return watch;
    }

    /**
     * Waits for the threads the action's handling started (each within its window), then, up to {@value #BOUND_MS} ms
     * (and {@code timeoutMs}), for the animations the action started that still move ({@link StartedAnimations#end},
     * {@link #moving}) to end, then for the UI to settle (an animation's end may close a window), and runs {@code then}
     * on the FX thread in the last hand-over of that settling rather than in one of its own: each call onto the FX
     * thread waits its turn behind the pulse under way, a frame long in an app of long frames.
     *
     * @param watching the animations, watched already by the call that found them moving when no thread of the
     *                 action's worked then; null to find them once the threads are done
     */
    <T> Awaited<T> await(List<Animation> moving, Watch watching, ChangeCauses causes, long timeoutMs, Callable<T> then) {
        if (watching != null) {
            return awaitAnimations(watching, timeoutMs, "", then);
        }
        String handed = awaitThreads(causes, timeoutMs);
        // what the threads handed the FX thread may have started an animation (a popup's fade-in): it is the action's
        Watch watch = FxThread.call(() -> {
            List<Animation> all = moving(moving, causes);
            return all.isEmpty() ? null : watch(all);
        }, timeoutMs);
        return watch == null ? new Awaited<>(handed, FxThread.call(then, timeoutMs))
                : awaitAnimations(watch, timeoutMs, handed, then);
    }

    /**
     * FX thread: {@code started}, the animations the action's handling started that still move, with those that the
     * tasks it handed on ({@code Platform.runLater}) started and still move (a fade its handler posted).
     */
    static List<Animation> moving(List<Animation> started, ChangeCauses causes) {
        List<Animation> all = new ArrayList<>(started);
        for (Animation animation : causes.startedByTasks()) {
            if (!all.contains(animation) && animation.getStatus() == Animation.Status.RUNNING
                    && AnimationActivity.movesAndEnds(animation) && !ShapeLooksAnimation.is(animation)) {
                all.add(animation);
            }
        }
        return all;
    }

    /**
     * Waits for the threads the action's handling started to be done, each within the late-effect window, then for the
     * FX thread to run what they handed it. Answers what to add to the action's outcome: empty when they were done in
     * time (or there were none), else which still worked.
     */
    private static String awaitThreads(ChangeCauses causes, long timeoutMs) {
        List<Thread> working = causes.threadsAtWork();
        if (working.isEmpty()) {
            return ""; // most actions: no round trip to the FX thread for nothing
        }
        List<Thread> last = working;
        while (!working.isEmpty()) { // each is followed for the window at most: the loop ends with it
            try {
                // in slices: a thread that goes on to wait for more work (parked) is done without ending
                working.get(0).join(SLICE_MS);
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
                break;
            }
            last = working;
            working = causes.threadsAtWork();
        }
        FxThread.run(causes::lateWindowPassed, timeoutMs); // what they posted so far runs before its fence
        FxThread.awaitIdle(timeoutMs, false); // ... which this waits for; a window it opened is laid out
        List<Thread> left = last.stream().filter(HandedOver::works).toList();
        return left.isEmpty() ? "" : "; still working after " + HandedOver.LATE_MS + " ms, not awaited further: "
                + left.stream().map(thread -> "the thread " + TextFormat.quoted(thread.getName())).collect(Collectors.joining(", "))
                + " it started";
    }

    private <T> Awaited<T> awaitAnimations(Watch watch, long timeoutMs, String handed, Callable<T> then) {
        long deadline = watch.begun + TimeUnit.MILLISECONDS.toNanos(Math.min(BOUND_MS, timeoutMs));
        Stopped stopped;
        try {
            awaitEnd(watch.ended, deadline);
            // this call is the settling's first hand-over: what the animations' ends queued ran before it
            stopped = FxThread.call(() -> {
                watch.looks.stop();
                return new Stopped(playing(watch.moving), FxThread.settleWithoutFrame(false));
            }, timeoutMs);
            if (!stopped.settled()) {
                FxThread.awaitIdle(timeoutMs, false); // an animation's end may close a window: its handlers run, the UI settles
            }
        } catch (UiException busy) {
            Platform.runLater(watch.looks::stop);
            // The UI took longer than the bound to render or answer: the result is given as it stands, said so.
            return new Awaited<>("; the UI was too busy to tell within " + BOUND_MS + " ms whether the animation it started "
                    + "ended (" + watch.named + ")" + handed, FxThread.call(then, timeoutMs));
        }
        long waited = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - watch.begun);
        List<Animation> still = stopped.playing();
        int more = watch.moving.size() - 1;
        return FxThread.call(() -> { // what the settling queued ran before this, its last hand-over
            String said = still.isEmpty() ? ", waited " + waited + " ms for the animation it started to end ("
                    + watch.named + (more > 0 ? " and " + more + " more" : "") + ")" : stillMoving(still, waited);
            return new Awaited<>(said + handed, then.call());
        }, timeoutMs);
    }

    /** The animations that still played when the wait for them ended, and whether the UI settled in that same call. */
    private record Stopped(List<Animation> playing, boolean settled) {
    }

    /** Until {@code ended} completes or the deadline passed, whichever comes first. */
    private static void awaitEnd(CompletableFuture<Void> ended, long deadline) {
        try {
            ended.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (TimeoutException boundPassed) {
            // what still plays is told
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // answered as it stands
        } catch (ExecutionException impossible) {
            throw new IllegalStateException(impossible);
        }
    }

    /** The animations of {@code animations} that still play. FX thread. */
    private static List<Animation> playing(List<Animation> animations) {
        return animations.stream().filter(a -> a.getStatus() == Animation.Status.RUNNING).toList();
    }

    /** {@code ; still moving after 2000 ms, not awaited further: Timeline of Tile u-5 "Gauge" (value), 3.1 s left}. FX thread. */
    private String stillMoving(List<Animation> still, long waited) {
        List<String> named = new ArrayList<>();
        for (Animation animation : still.subList(0, Math.min(NAMED, still.size()))) {
            double leftMs = animation.getTotalDuration().toMillis() - animation.getCurrentTime().toMillis();
            named.add(names.name(animation) + (Double.isFinite(leftMs) && leftMs > 0
                    ? ", " + TextFormat.number(Math.round(leftMs / 100) / 10.0) + " s left" : ""));
        }
        return "; still moving after " + waited + " ms, not awaited further: " + String.join("; ", named)
                + (still.size() > NAMED ? "; and " + (still.size() - NAMED) + " more" : "");
    }
}
