package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.changes.ChangeTracker;
import io.github.mcpjavafx.debug.core.highlight.Highlighter;
import javafx.application.Platform;

/**
 * What a batch does before its first action, in the same FX call, so that an idle app is woken
 * once: highlights step out of the robot's way, and the UI's state is noted for the changes.
 * Taken on the FX thread; read on the caller's thread after that call returned.
 */
final class BatchStart {
    private final Highlighter highlights;
    private final ChangeTracker changes;
    private volatile Runnable highlightsBack;
    private volatile ChangeTracker.Before state;

    BatchStart(Highlighter highlights, ChangeTracker changes) {
        this.highlights = highlights;
        this.changes = changes;
    }

    /** FX thread: the first call takes the start, later ones find it taken. */
    void take() {
        if (state == null) {
            highlightsBack = highlights.stepAside();
            state = changes.before();
        }
    }

    boolean taken() {
        return state != null;
    }

    ChangeTracker.Before state() {
        return state;
    }

    /** Brings the highlights back after the batch's input; nobody waits for it. */
    void end() {
        if (highlightsBack != null) {
            Platform.runLater(highlightsBack);
        }
    }
}
