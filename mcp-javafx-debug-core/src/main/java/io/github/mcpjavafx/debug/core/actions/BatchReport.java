package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.changes.AppErrors;
import io.github.mcpjavafx.debug.core.changes.ChangeTracker;
import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.model.Changes;
import io.github.mcpjavafx.debug.core.model.UiException;

import java.util.List;

/**
 * What a batch changed, told to its listener while the changed nodes are at hand: the diff since the batch's start, the
 * app's uncaught exceptions and what it printed meanwhile. Taken on the FX thread once, by the batch's last step in its
 * last turn there ({@link #takeHere}) when it can, since each call onto the FX thread waits its turn behind the pulse
 * under way (a frame long in an app of long frames); else in a call of its own ({@link #changes}).
 */
final class BatchReport {

    private static final ActionObserver.Batch NOT_TOLD = ActionObserver.NONE.batchStarted();

    private final AppErrors errors;
    private final long errorMark;
    private final ChangeTracker tracker;
    private final BatchStart start;
    private final ActionObserver.Batch told;
    private volatile boolean taken;
    private volatile Changes changed;
    private volatile List<AppErrors.Raised> raised;

    /** @param told the batch's listener; a failed batch's changes are told to nobody */
    BatchReport(AppErrors errors, long errorMark, ChangeTracker tracker, BatchStart start, ActionObserver.Batch told) {
        this.errors = errors;
        this.errorMark = errorMark;
        this.tracker = tracker;
        this.start = start;
        this.told = told;
    }

    /**
     * This report for a batch that failed: its changes told to nobody, since a replay checks only what a whole batch did;
     * itself when its last step took it already (the failure came after, as the caller stopped waiting for that turn).
     */
    BatchReport ofFailedBatch() {
        return taken ? this : new BatchReport(errors, errorMark, tracker, start, NOT_TOLD);
    }

    /**
     * FX thread: takes what the batch changed, once; a failure to read it leaves the changes unknown, as a UI that did
     * not answer does.
     */
    void takeHere() {
        if (taken) {
            return;
        }
        taken = true;
        List<AppErrors.Raised> since = errors.since(errorMark);
        raised = since;
        try {
            ChangeTracker.Diff diff = tracker.diff(start.state(), since.stream().map(AppErrors.Raised::line).toList());
            told.changed(diff);
            changed = diff.changes();
        } catch (RuntimeException unreadable) {
            changed = null;
        }
    }

    /**
     * What the batch changed, with what the app printed meanwhile, taken now unless it was; {@code null} when the UI
     * never answered (no state to compare with) or is too busy to tell. Any thread but the FX thread.
     */
    /** Whether the report was taken and tells no visible change. */
    boolean changedNothing() {
        Changes diff = changed;
        return taken && diff != null && diff.isEmpty();
    }

    Changes changes(long timeoutMs) {
        if (!start.taken()) {
            return null;
        }
        if (!taken) {
            try {
                FxThread.run(this::takeHere, timeoutMs);
            } catch (UiException busy) {
                return null;
            }
        }
        Changes diff = changed;
        if (diff == null) {
            return null;
        }
        AppErrors.Printed printed = errors.printedSince(errorMark);
        told.printed(printed);
        return diff.withPrinted(printed.lines(), printed.more());
    }

    /** The app's uncaught exceptions since the batch began, as the report told them; read now when it was not taken. */
    List<AppErrors.Raised> raised() {
        List<AppErrors.Raised> since = raised;
        return since != null ? since : errors.since(errorMark);
    }
}
