package io.github.mcpjavafx.debug.core.trace;

import javafx.scene.Node;
import javafx.scene.Parent;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The nodes the coming layout pass will size and place: the children of each parent whose layout was asked for
 * ({@link Parent#isNeedsLayout}). A changed node asks its parent, which asks its own, up to the scene's root, so the
 * walk goes down only through such parents and costs what the layout pass itself will visit, not the scene. It
 * misses what JavaFX lays out without asking the ancestors (below an unmanaged parent) and what the coming CSS pass
 * asks for. FX thread only.
 */
final class LaidOutNodes {

    private LaidOutNodes() {
    }

    /** Counted from {@code root} just before a pulse's CSS and layout passes. */
    static int count(Parent root) {
        if (root == null || !root.isNeedsLayout()) {
            return 0;
        }
        int laidOut = 1;
        Deque<Parent> asked = new ArrayDeque<>();
        asked.push(root);
        while (!asked.isEmpty()) {
            for (Node child : asked.pop().getChildrenUnmodifiable()) {
                laidOut++;
                if (child instanceof Parent parent && parent.isNeedsLayout()) {
                    asked.push(parent);
                }
            }
        }
        return laidOut;
    }
}
