package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.Changes;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.PerformResult.Outcome;
import io.github.mcpjavafx.debug.core.model.UiException;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** How a failed step stops its batch. */
final class BatchFailure {

    private BatchFailure() {
    }

    /**
     * The error a batch stops with: the failed step's, saying which action failed, what ran before it and what
     * did not, with the outcomes of the actions that ran and what the batch changed so far (nullable: unknown).
     */
    static UiException of(UiException failure, int index, List<ActionSpec> plan, List<Outcome> outcomes, Changes changed) {
        ActionSpec action = plan.get(index);
        int size = plan.size();
        Map<String, Object> details = new LinkedHashMap<>(failure.details());
        if (failure.code() == ErrorCode.MCP_UI_INVALID_ARGUMENT) {
            Object inside = details.get("argument"); // target, to or selector: the action's own
            details.put("argument", "actions[" + index + "]" + (inside == null ? "" : "." + inside));
        }
        details.put("actionIndex", index);
        details.put("actionType", action.type());
        // The actions that ran before it; the failed one is this error itself, not repeated inside it.
        List<Outcome> before = outcomes.stream().filter(Outcome::ok).toList();
        if (!before.isEmpty()) {
            details.put("results", before);
        }
        String ran = index == 0 ? "nothing ran before it" : "actions 0.." + (index - 1) + " ran";
        String skipped = index == size - 1 ? "" : ", " + (size - index - 1) + " after it did not run";
        String sinceStart = "";
        if (changed != null && !changed.isEmpty()) {
            details.put("changes", changed);
            sinceStart = "\nChanged so far:\n" + changed.text();
        }
        UiException batch = new UiException(failure.code(), "Action " + index + " (" + action.type() + ") failed ("
                + ran + skipped + "): " + failure.getMessage() + sinceStart, details, failure.getCause());
        batch.setStackTrace(failure.getStackTrace());
        return batch;
    }
}
