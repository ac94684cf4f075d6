package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;
import java.util.Set;

/**
 * Output of {@code ui_perform} when every action succeeded: each action's outcome, then what the
 * batch changed. (A failing action ends the call with {@link ErrorCode#MCP_UI_ACTION_FAILED}, whose
 * details carry the outcomes up to it and the changes so far.)
 *
 * @param results each action's outcome
 * @param changes what the batch changed, as the agent would otherwise have to snapshot to learn
 * @param text    the outcomes' lines, then the changes' lines
 * @param shownLogSeqs the app's log records named among the changes (their exceptions), so no
 *                     "new errors" line announces them again
 * @param steps   the numbers the batch's steps got in the recording ({@code ui_export_test steps}), nullable
 */
@JsonPropertyOrder({"results", "changes", "steps"})
public record PerformResult(List<Outcome> results, Changes changes, @JsonIgnore String text,
                            @JsonIgnore Set<Long> shownLogSeqs,
                            @JsonInclude(JsonInclude.Include.NON_NULL) Steps steps) implements ToolOutput, ShowsLogRecords {

    /** The first and last number of a batch's recorded steps. */
    public record Steps(long first, long last) {
    }

    @Override
    public Object structured() {
        return this;
    }

    /**
     * What became of one action.
     *
     * @param index  position in the batch, from 0
     * @param type   the action type
     * @param ok     whether it succeeded
     * @param target the node acted on, nullable
     * @param line   the action's line in the text block: {@code #0 click Button#save u-9 "Save": ok}
     * @param error  why it failed, nullable
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"index", "type", "ok", "target", "line", "error"})
    public record Outcome(int index, String type, boolean ok, UiRef target, String line, UiError error) {
    }
}
