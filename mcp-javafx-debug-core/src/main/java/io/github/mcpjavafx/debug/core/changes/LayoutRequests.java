package io.github.mcpjavafx.debug.core.changes;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.stage.Window;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * Whose layout a layout pass carries out, told by which parents need layout ({@code Parent.isNeedsLayout()}, public
 * API), not learnt from how often anyone looked. The FX thread is single: the parents that need layout as a dispatch
 * of the batch ends and did not as it began are the ones it asked (a request climbs to the root, or to an unmanaged
 * node). As a scene's passes begin, the parents that need layout are those the pass will lay out; a change the pass
 * makes belongs to the nearest of them at or above it: the batch's when the batch asked it, of no known cause when it
 * already needed layout as a dispatch began (the dispatch's request then climbed through it unseen) or the tasks the
 * dispatch posted made it need layout ({@link HandedOver}), the app's own otherwise (a gauge whose skin writes the value the app's timer set as it lays itself out). Only parents that need
 * layout are walked, so a look costs a few nodes. JavaFX resets a parent's flag before it lays out its children, so the
 * parents are read as the passes begin, not as the change is made. A change in a pass that runs on demand, or under a
 * node that asked for its own layout alone (a list's flow refreshing its cells), is of no known cause. FX thread.
 */
final class LayoutRequests {

    private final Set<Parent> atDispatch = identitySet();
    private final Set<Parent> asked = identitySet();
    private final Set<Parent> laidOut = identitySet();
    /** What needed layout as the tasks a dispatch posted began to run, and what they made need layout. */
    private final Set<Parent> atWindow = identitySet();
    private final Set<Parent> handedOn = identitySet();

    /** A batch begins or ends: nothing asked in it yet. */
    void clear() {
        atDispatch.clear();
        asked.clear();
        laidOut.clear();
        atWindow.clear();
        handedOn.clear();
    }

    /** An outermost dispatch of the batch begins. */
    void dispatchBegins() {
        collect(atDispatch);
    }

    /** ... and ended: what needs layout now and did not then, it asked. */
    void dispatchEnded() {
        Set<Parent> now = identitySet();
        collect(now);
        now.removeAll(atDispatch);
        asked.addAll(now);
    }

    /** The tasks a dispatch posted begin to run (its opening fence ran). */
    void windowOpens() {
        atWindow.clear();
        collect(atWindow);
    }

    /**
     * ... and ran (its closing fence ran): what needs layout now and did not then, they (or another thread's tasks
     * between them) asked; what that layout changes is of no known cause, as the tasks' own changes are.
     */
    void windowCloses() {
        Set<Parent> now = identitySet();
        collect(now);
        now.removeAll(atWindow);
        handedOn.addAll(now);
    }

    /** A scene's CSS and layout passes begin: what needs layout now, they lay out. */
    void passesBegin() {
        laidOut.clear();
        collect(laidOut);
    }

    /** Whose a change a layout pass makes to {@code changed} is. */
    ChangeCauses.Cause causeOfPass(Node changed) {
        for (Node at = changed; at != null; at = at.getParent()) {
            if (at instanceof Parent parent && laidOut.contains(parent)) {
                if (asked.contains(parent)) {
                    return ChangeCauses.Cause.ACTION;
                }
                return atDispatch.contains(parent) || handedOn.contains(parent) ? ChangeCauses.Cause.UNKNOWN
                        : ChangeCauses.Cause.AMBIENT;
            }
        }
        return ChangeCauses.Cause.UNKNOWN;
    }

    private static void collect(Set<Parent> into) {
        for (Window window : Window.getWindows()) {
            if (window.isShowing() && window.getScene() != null) {
                collect(window.getScene().getRoot(), into);
            }
        }
    }

    private static void collect(Parent parent, Set<Parent> into) {
        if (!parent.isNeedsLayout()) {
            return;
        }
        into.add(parent);
        for (Node child : parent.getChildrenUnmodifiable()) {
            if (child instanceof Parent below) {
                collect(below, into);
            }
        }
    }

    private static <T> Set<T> identitySet() {
        return Collections.newSetFromMap(new IdentityHashMap<>());
    }
}
