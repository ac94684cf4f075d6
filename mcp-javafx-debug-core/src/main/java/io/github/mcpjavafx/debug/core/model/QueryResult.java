package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.List;

/**
 * Output of {@code ui_query}.
 *
 * @param matches   at most {@code limit} matches in scene order; in the structured result each is its line, which
 *                  names its uid
 * @param total     how many nodes matched in all; in the structured result only when it exceeds the matches listed
 * @param truncated true when {@code total} exceeds the matches listed; left out of the structured result when false
 * @param near      when nothing matched, the nodes a css {@code #id} or a text selector may have meant
 *                  (a slip of a few characters); empty otherwise, and then left out
 * @param hint      when nothing matched, what was searched where and what to try; when the matches are some of a
 *                  custom view's items and the query left out whole classes of the same kind, which and how to
 *                  find them all; null otherwise
 * @param text      one line per match, for the agent, then the hint about items left out; when nothing matched,
 *                  the hint with the near lines
 */
@JsonPropertyOrder({"matches", "total", "truncated", "near", "hint"})
public record QueryResult(List<Match> matches, @JsonIgnore int total,
                          @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean truncated,
                          @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Match> near,
                          @JsonInclude(JsonInclude.Include.NON_NULL) String hint, @JsonIgnore String text)
        implements ToolOutput {

    @Override
    public Object structured() {
        return this;
    }

    /** {@link #total} as the structured result gives it: only when it says more than the matches listed. */
    @JsonProperty("total")
    @JsonInclude(JsonInclude.Include.NON_NULL)
    Integer totalWhenCut() {
        return truncated ? total : null;
    }

    /**
     * One matching node.
     *
     * @param ref  its uid
     * @param line its line as the text block shows it: the node's line, its screen bounds and the container a person
     *             names it by, {@code Button#save u-8 "Save" @130,220 80x25 in TitledPane u-3 "Order"}
     */
    public record Match(UiRef ref, String line) {

        /** A match is written as its line: the line names the uid, and a model reads each fact once. */
        @JsonValue
        @Override
        public String line() {
            return line;
        }
    }
}
