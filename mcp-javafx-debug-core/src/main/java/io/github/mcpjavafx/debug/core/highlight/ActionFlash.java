package io.github.mcpjavafx.debug.core.highlight;

import io.github.mcpjavafx.debug.core.fx.FxThread;
import javafx.scene.Node;

/**
 * The short outline round an action's target, for a person watching: an {@link OutlineFrame} just
 * outside the node's bounds, so the click the robot sends at the node's center cannot land on it. It
 * is shown in the same FX call that acts (a handful of window moves, no waiting) and hidden a moment
 * later by {@link OverlayClock}, not by an animation, which waiting for an idle UI would have to sit
 * out. FX thread only.
 */
final class ActionFlash {

    private static final long SHOWN_MS = 700;

    private final OutlineFrame frame = new OutlineFrame();
    private long shownAt;

    /** Outlines {@code node} for a moment; does nothing for a node with no place on screen. */
    void flash(Node node) {
        frame.around(node);
        long at = System.nanoTime();
        shownAt = at;
        FxThread.later(SHOWN_MS, () -> {
            if (shownAt == at) { // a later flash keeps the frame for itself
                hide();
            }
        });
    }

    /** Hides the frame now. */
    void hide() {
        frame.hide();
    }
}
