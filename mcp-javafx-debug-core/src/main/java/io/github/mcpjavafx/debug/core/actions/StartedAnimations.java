package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.changes.ChangeCauses;
import io.github.mcpjavafx.debug.core.fx.AnimationActivity;
import javafx.animation.Animation;
import javafx.event.Event;
import javafx.event.EventDispatchChain;
import javafx.event.EventDispatcher;
import javafx.scene.Scene;
import javafx.stage.PopupWindow;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The animations an action started: those that began to play while the action's own call ran (a
 * {@code setText} whose listener fades a message in) or while the app handled the action's input (ESCAPE
 * that fades a popover out). An app that animates on its own starts its animations from its timers, in a
 * pulse, which is never inside an event's dispatch: a dashboard's gauges are not the click's. While the
 * action runs, each window's event dispatcher (a popup's scene's) is wrapped in one that notes the playing
 * animations before an event is dispatched and after; the dispatchers are put back when the action ends. Animations are
 * read from JavaFX's animation timer ({@link AnimationActivity}); where that cannot be read, none is
 * found. The same window tells {@link ChangeCauses} when the action's handling begins and ends and what it started:
 * the changes made then are the action's. FX thread only.
 */
final class StartedAnimations {

    /** The animations noted, each once; made when the first one is. */
    private Set<Animation> started;
    /** What puts each wrapped dispatcher back. */
    private final List<Runnable> putBack = new ArrayList<>();
    /** Dispatches under way: an event redirected to a popup is dispatched inside its owner's. */
    private int depth;
    private boolean ended;
    /** Told when the action's handling begins and ends, and what it started: its changes are then the action's. */
    private final ChangeCauses causes;

    private StartedAnimations(ChangeCauses causes) {
        this.causes = causes;
    }

    /**
     * Starts noting what the input to the showing windows starts; a watch that sees nothing where animations cannot
     * be read.
     */
    static StartedAnimations watch(ChangeCauses causes) {
        StartedAnimations watch = new StartedAnimations(causes);
        // The dispatch is watched even where animations cannot be read: what it changes is the action's.
        for (Window window : Window.getWindows()) { // JavaFX's own list: no copy, no order needed here
            if (!window.isShowing()) {
                continue;
            }
            if (window instanceof PopupWindow) {
                // A popup hands its window's dispatcher to its owner when it shows and takes that same one back
                // when it hides: its window's is left as it is, its scene's is wrapped (ESCAPE that closes it
                // comes through its owner's window, which is wrapped).
                Scene scene = window.getScene();
                if (scene != null) {
                    watch.wrap(scene::getEventDispatcher, scene::setEventDispatcher);
                }
            } else {
                watch.wrap(window::getEventDispatcher, window::setEventDispatcher);
            }
        }
        return watch;
    }

    private void wrap(Supplier<EventDispatcher> dispatcher, Consumer<EventDispatcher> replace) {
        EventDispatcher inner = dispatcher.get();
        if (inner != null && !(inner instanceof Witness)) {
            Witness witness = new Witness(inner);
            replace.accept(witness);
            putBack.add(() -> {
                if (dispatcher.get() == witness) { // unless the app set one of its own meanwhile
                    replace.accept(inner);
                }
            });
        }
    }

    /** Runs the action's own call, noting what it starts. */
    <T> T during(Supplier<T> call) {
        depth++;
        causes.actionBegins();
        Object[] before = AnimationActivity.playingNow();
        try {
            return call.get();
        } finally {
            depth--;
            note(before);
            causes.actionEnds();
        }
    }

    /**
     * Puts the dispatchers back (those the app has not replaced meanwhile) and answers the animations the action
     * started that still play, move something and will end ({@link AnimationActivity#movesAndEnds}), but for those that
     * only slide or recolour shapes ({@link ShapeLooksAnimation}).
     */
    List<Animation> end() {
        if (!ended) {
            ended = true;
            putBack.forEach(Runnable::run);
            putBack.clear();
        }
        List<Animation> moving = new ArrayList<>();
        for (Animation animation : started == null ? Set.<Animation>of() : started) {
            if (animation.getStatus() == Animation.Status.RUNNING && AnimationActivity.movesAndEnds(animation)
                    && !ShapeLooksAnimation.is(animation)) {
                moving.add(animation);
            }
        }
        return moving;
    }

    /** Notes the animations playing now that were not {@code before}. */
    private void note(Object[] before) {
        if (ended) {
            return; // a dispatch that outlived the action (a modal dialog's nested loop) is not its doing
        }
        List<Animation> now = AnimationActivity.startedSince(before);
        if (!now.isEmpty()) {
            if (started == null) {
                started = Collections.newSetFromMap(new IdentityHashMap<>());
            }
            started.addAll(now);
            causes.started(now);
        }
    }

    /** A window's dispatcher, with the animations noted around each outermost dispatch. */
    private final class Witness implements EventDispatcher {
        private final EventDispatcher inner;

        Witness(EventDispatcher inner) {
            this.inner = inner;
        }

        @Override
        public Event dispatchEvent(Event event, EventDispatchChain tail) {
            if (ended || depth > 0) {
                return inner.dispatchEvent(event, tail);
            }
            depth++;
            causes.actionBegins();
            Object[] before = AnimationActivity.playingNow();
            try {
                return inner.dispatchEvent(event, tail);
            } finally {
                depth--;
                note(before);
                causes.actionEnds();
            }
        }
    }
}
