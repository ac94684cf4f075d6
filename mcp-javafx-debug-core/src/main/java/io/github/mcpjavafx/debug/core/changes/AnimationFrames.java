package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.core.fx.AnimationActivity;
import javafx.animation.Animation;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.beans.property.ReadOnlyProperty;
import javafx.scene.Scene;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Which animation's frame plays while a batch is told apart, and whether it is one the batch started (or one of those
 * started in turn: a fade whose end hides a popup). Which animation's frame it is, is read from the animations' own
 * {@code currentTime}, which an animation sets before it moves anything and runs its handlers in a frame; the first
 * scene's pre-layout pulse listener ends the animations of a frame, and tells that the scenes' CSS and layout passes
 * begin. FX thread.
 */
final class AnimationFrames {

    private boolean active;
    /** The animations the batch started, directly or through one of them. */
    private final Set<Animation> ours = identitySet();
    /** The animations whose frames are followed, each once. */
    private final Set<Animation> followed = identitySet();
    /** The animation whose frame plays now; null outside a frame's animations or before the first followed one. */
    private Animation playing;
    /** What played when a frame of one of ours began: what its handlers start is ours too. */
    private Object[] beforeOurFrame;
    /** Known to be in a frame's animations (read from the stack once a frame, until they are over). */
    private boolean inAnimations;
    private final InvalidationListener frameBegins = this::frameBegins;
    private final Runnable animationsOver = this::animationsOver;
    private final List<Scene> scenes = new ArrayList<>();
    /** Frames whose animations ran while batches were told apart. */
    private long frames;
    /** Told as a scene's passes begin. */
    private final Runnable passesBegin;

    AnimationFrames(Runnable passesBegin) {
        this.passesBegin = passesBegin;
    }

    /** A batch begins: what plays now is followed, none of it the batch's. */
    void begin() {
        active = true;
        follow(AnimationActivity.playing());
        followScenes();
    }

    /** The batch was told: the listeners come off. */
    void end() {
        active = false;
        for (Animation animation : followed) {
            animation.currentTimeProperty().removeListener(frameBegins);
        }
        followed.clear();
        ours.clear();
        playing = null;
        beforeOurFrame = null;
        inAnimations = false;
        for (Scene scene : scenes) {
            scene.removePreLayoutPulseListener(animationsOver);
        }
        scenes.clear();
    }

    /** Animations the batch started: their frames' changes are the batch's. */
    void ours(Collection<Animation> animations) {
        ours.addAll(animations);
        follow(animations);
    }

    /** Whose the frame playing now is: the batch's when it is of one of its animations, else the app's own. */
    ChangeCauses.Cause frameCause() {
        if (playing == null) {
            return ChangeCauses.Cause.AMBIENT; // a frame before any animation followed: none of the batch's (each is)
        }
        return ours.contains(playing) ? ChangeCauses.Cause.ACTION : ChangeCauses.Cause.AMBIENT;
    }

    /** Frames whose animations ran while batches were told apart. */
    long frames() {
        return frames;
    }

    /** A followed animation's time was set: in a frame's animations, its frame begins. */
    private void frameBegins(Observable time) {
        if (!active || !(((ReadOnlyProperty<?>) time).getBean() instanceof Animation animation) || animation == playing) {
            return;
        }
        if (!inAnimations) {
            if (ChangePhase.now() != ChangePhase.ANIMATIONS) {
                return; // played, stopped or moved by the app's code: not a frame of its own
            }
            inAnimations = true;
        }
        framePlayed();
        playing = animation;
        if (ours.contains(animation)) {
            beforeOurFrame = AnimationActivity.playingNow();
        }
    }

    /** The frame of the animation that played ends: what one of ours started meanwhile is ours. */
    private void framePlayed() {
        if (beforeOurFrame != null) {
            ours(AnimationActivity.startedSince(beforeOurFrame));
            beforeOurFrame = null;
        }
        playing = null;
    }

    /** A frame's animations are over, or were not playing where a change is made. */
    void outsideAnimations() {
        framePlayed();
        inAnimations = false;
    }

    /** A scene's pulse begins its passes: what began to play meanwhile is followed from its first frame. */
    private void animationsOver() {
        frames++;
        passesBegin.run();
        outsideAnimations();
        follow(AnimationActivity.playing());
        followScenes();
    }

    private void follow(Collection<Animation> animations) {
        for (Animation animation : animations) {
            if (followed.add(animation)) {
                animation.currentTimeProperty().addListener(frameBegins);
            }
        }
    }

    /** Every showing scene ends a frame's animations: whichever pulses first, they are over. */
    private void followScenes() {
        for (Window window : Window.getWindows()) {
            Scene scene = window.isShowing() ? window.getScene() : null;
            if (scene != null && !scenes.contains(scene)) {
                scenes.add(scene);
                scene.addPreLayoutPulseListener(animationsOver);
            }
        }
    }

    private static <T> Set<T> identitySet() {
        return Collections.newSetFromMap(new IdentityHashMap<>());
    }
}
