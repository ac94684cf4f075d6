package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.model.ActionSpec;

import java.util.ArrayList;
import java.util.List;

/**
 * Keeps account of which replayed actions a check proves. The checks of a {@code ui_perform} batch follow all its
 * actions and prove them together; a batch that no check follows (no check of what it caused was recorded: it changed nothing, or nothing a check can hold, such as a style) gets a comment
 * that says so, before the next batch or at the test's end, never an invented check.
 */
final class UnprovedActions {

    /** The actions since the last check that proves them, as the comment names them; null when none waits for one. */
    private List<String> actions;

    /**
     * Action {@code act} is replayed: the comment on the batch before it when nothing proved that one (empty when a
     * check did, or it is of the same batch).
     */
    List<String> replayed(RecordedStep.Act act) {
        List<String> comment = act.batchStart() ? end() : List.of();
        if (actions == null) {
            actions = new ArrayList<>();
        }
        ActionSpec action = act.action();
        // named as the node was, not by the uid the agent gave, which means nothing in a test
        String on = act.target() != null ? act.target().described() : action.target() != null ? action.target().display() : null;
        actions.add(action.type() + (on == null ? "" : " on " + on));
        return comment;
    }

    /** A step was written as {@code lines}: an assertion or a wait for a state among them proves the actions before. */
    void written(List<String> lines) {
        if (lines.stream().anyMatch(UnprovedActions::proves)) {
            actions = null;
        }
    }

    /** The comment on the last actions when no check followed them; empty when one did. */
    List<String> end() {
        if (actions == null) {
            return List.of();
        }
        List<String> comment = List.of("// no check of what " + JavaText.inComment(String.join(", ", actions)) + " caused was "
                + "recorded: nothing here proves " + (actions.size() == 1 ? "it" : "them"));
        actions = null;
        return comment;
    }

    /** A statement that fails unless the app got where the actions took it. */
    private static boolean proves(String line) {
        return line.startsWith("assert") || line.startsWith("eventually(") || line.startsWith("WaitForAsyncUtils.waitFor(");
    }
}
