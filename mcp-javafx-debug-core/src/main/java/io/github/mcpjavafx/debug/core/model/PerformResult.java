package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;
import java.util.Set;

/**
 * Output of {@code ui_perform} when every action succeeded: each action's outcome, then what the
 * batch changed. (A failing action ends the call with {@link ErrorCode#MCP_UI_ACTION_FAILED}, whose
 * details carry the outcomes up to it and the changes so far.)
 *
 * @param results each action's outcome; in the structured result each is its line (which names the action, its target
 *                and its outcome), as the text block shows it
 * @param changes what the batch changed, as the agent would otherwise have to snapshot to learn
 * @param text    the outcomes' lines, then the changes' lines
 * @param shownLogSeqs the app's log records named among the changes (their exceptions), so no
 *                     "new errors" line announces them again
 * @param steps   the numbers the batch's steps got in the recording ({@code ui_export_test steps}), nullable; in the
 *                structured result as the text block says it, {@code "recorded": "steps 12..17"}
 */
@JsonPropertyOrder({"results", "changes", "recorded"})
public record PerformResult(@JsonIgnore List<Outcome> results, Changes changes, @JsonIgnore String text,
                            @JsonIgnore Set<Long> shownLogSeqs, @JsonIgnore Steps steps)
        implements ToolOutput, ShowsLogRecords {

    /** The first and last number of a batch's recorded steps. */
    public record Steps(long first, long last) {

        /** {@code steps 12..17}, {@code step 12}: what a result says of them after {@code recorded as}. */
        @Override
        public String toString() {
            return first == last ? "step " + first : "steps " + first + ".." + last;
        }
    }

    @Override
    public Object structured() {
        return this;
    }

    /** The outcomes as the structured result gives them: their lines. */
    @JsonProperty("results")
    List<String> resultLines() {
        return results.stream().map(Outcome::line).toList();
    }

    /** The recorded steps as the structured result gives them, {@code steps 12..17}; null when none were recorded. */
    @JsonProperty("recorded")
    @JsonInclude(JsonInclude.Include.NON_NULL)
    String recorded() {
        return steps == null ? null : steps.toString();
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
