package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.changes.ChangeCauses;
import io.github.mcpjavafx.debug.core.changes.HandedOver;
import io.github.mcpjavafx.debug.core.fx.AnimationActivity;
import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.text.ContainerName;
import io.github.mcpjavafx.debug.core.text.TextFormat;
import javafx.animation.Animation;
import javafx.animation.AnimationTimer;
import javafx.animation.FadeTransition;
import javafx.animation.FillTransition;
import javafx.animation.KeyFrame;
import javafx.animation.KeyValue;
import javafx.animation.ParallelTransition;
import javafx.animation.PathTransition;
import javafx.animation.RotateTransition;
import javafx.animation.ScaleTransition;
import javafx.animation.SequentialTransition;
import javafx.animation.StrokeTransition;
import javafx.animation.TranslateTransition;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyProperty;
import javafx.scene.Node;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.List;
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

    private final NodeReader reader;

    LateEffects(NodeReader reader) {
        this.reader = reader;
    }

    /**
     * Waits for the threads the action's handling started (each within its window), then, up to {@value #BOUND_MS} ms
     * (and {@code timeoutMs}), for the animations the action started that still move ({@link StartedAnimations#end},
     * {@link #moving}) to end, then for the UI to settle (an animation's end may close a window). Answers what to add
     * to the action's outcome: empty when nothing was left to wait for, else how long it waited for what, or what still
     * moves or works.
     */
    String await(List<Animation> moving, ChangeCauses causes, long timeoutMs) {
        boolean handedOn = !causes.threadsAtWork().isEmpty();
        String handed = awaitThreads(causes, timeoutMs);
        // what the threads handed the FX thread may have started an animation (a popup's fade-in): it is the action's
        List<Animation> all = handedOn ? FxThread.call(() -> moving(moving, causes), timeoutMs) : moving;
        return awaitAnimations(all, timeoutMs) + handed;
    }

    /**
     * FX thread: {@code started}, the animations the action's handling started that still move, with those that the
     * tasks it handed on ({@code Platform.runLater}) started and still move (a fade its handler posted).
     */
    static List<Animation> moving(List<Animation> started, ChangeCauses causes) {
        List<Animation> all = new ArrayList<>(started);
        for (Animation animation : causes.startedByTasks()) {
            if (!all.contains(animation) && animation.getStatus() == Animation.Status.RUNNING
                    && AnimationActivity.movesAndEnds(animation)) {
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

    private String awaitAnimations(List<Animation> moving, long timeoutMs) {
        if (moving.isEmpty()) {
            return "";
        }
        long begun = System.nanoTime();
        long deadline = begun + TimeUnit.MILLISECONDS.toNanos(Math.min(BOUND_MS, timeoutMs));
        // Each pulse looks whether they still play, in the pulse itself: a call onto the FX thread a look would wait
        // its turn behind the next frame, which in an app of long frames costs a frame a look.
        CompletableFuture<Void> ended = new CompletableFuture<>();
        AnimationTimer looks = new AnimationTimer() {
            @Override
            public void handle(long now) {
                if (playing(moving).isEmpty()) {
                    stop();
                    ended.complete(null);
                }
            }
        };
        String awaited = FxThread.call(() -> {
            looks.start();
            return name(moving.get(0));
        }, timeoutMs);
        List<Animation> still;
        try {
            awaitEnd(ended, deadline);
            still = FxThread.call(() -> {
                looks.stop();
                return playing(moving);
            }, timeoutMs);
            FxThread.awaitIdle(timeoutMs, false); // an animation's end may close a window: its handlers run, the UI settles
        } catch (UiException busy) {
            Platform.runLater(looks::stop);
            // The UI took longer than the bound to render or answer: the result is given as it stands, said so.
            return "; the UI was too busy to tell within " + BOUND_MS + " ms whether the animation it started ended ("
                    + awaited + ")";
        }
        long waited = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - begun);
        if (still.isEmpty()) {
            return ", waited " + waited + " ms for the animation it started to end (" + awaited
                    + (moving.size() > 1 ? " and " + (moving.size() - 1) + " more" : "") + ")";
        }
        List<Animation> left = still;
        return FxThread.call(() -> stillMoving(left, waited), timeoutMs);
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
            named.add(name(animation) + (Double.isFinite(leftMs) && leftMs > 0
                    ? ", " + TextFormat.number(Math.round(leftMs / 100) / 10.0) + " s left" : ""));
        }
        return "; still moving after " + waited + " ms, not awaited further: " + String.join("; ", named)
                + (still.size() > NAMED ? "; and " + (still.size() - NAMED) + " more" : "");
    }

    /** {@code FadeTransition of StackPane u-4f (opacity)}: the animation's kind and what it moves. FX thread. */
    private String name(Animation animation) {
        String kind = animation.getClass().getSimpleName().isEmpty() ? "Animation" : animation.getClass().getSimpleName();
        Object moved = movedBy(animation);
        String what = what(animation);
        if (moved instanceof Node node && node.getScene() != null) {
            return kind + " of " + ContainerName.name(reader.summary(node, WindowList.showing())) + what;
        }
        if (moved instanceof Window window) {
            return kind + " of a window" + what;
        }
        return kind + what;
    }

    /** The node (or window) an animation moves, as far as it says: a transition's node, a timeline's first target's bean. */
    private static Object movedBy(Animation animation) {
        if (animation instanceof FadeTransition t) {
            return t.getNode();
        } else if (animation instanceof TranslateTransition t) {
            return t.getNode();
        } else if (animation instanceof ScaleTransition t) {
            return t.getNode();
        } else if (animation instanceof RotateTransition t) {
            return t.getNode();
        } else if (animation instanceof PathTransition t) {
            return t.getNode();
        } else if (animation instanceof FillTransition t) {
            return t.getShape();
        } else if (animation instanceof StrokeTransition t) {
            return t.getShape();
        } else if (animation instanceof ParallelTransition t) {
            return t.getNode() != null || t.getChildren().isEmpty() ? t.getNode() : movedBy(t.getChildren().get(0));
        } else if (animation instanceof SequentialTransition t) {
            return t.getNode() != null || t.getChildren().isEmpty() ? t.getNode() : movedBy(t.getChildren().get(0));
        }
        ReadOnlyProperty<?> target = firstTarget(animation);
        return target == null ? null : target.getBean();
    }

    /** {@code  (opacity)}: the property a transition or timeline changes, where it is named. */
    private static String what(Animation animation) {
        String name;
        if (animation instanceof FadeTransition) {
            name = "opacity";
        } else if (animation instanceof TranslateTransition) {
            name = "translate";
        } else if (animation instanceof ScaleTransition) {
            name = "scale";
        } else if (animation instanceof RotateTransition) {
            name = "rotate";
        } else {
            ReadOnlyProperty<?> target = firstTarget(animation);
            name = target == null ? null : target.getName();
        }
        return name == null || name.isEmpty() ? "" : " (" + name + ")";
    }

    private static ReadOnlyProperty<?> firstTarget(Animation animation) {
        if (animation instanceof javafx.animation.Timeline timeline) {
            for (KeyFrame frame : timeline.getKeyFrames()) {
                for (KeyValue value : frame.getValues()) {
                    if (value.getTarget() instanceof ReadOnlyProperty<?> property) {
                        return property;
                    }
                }
            }
        }
        return null;
    }
}
