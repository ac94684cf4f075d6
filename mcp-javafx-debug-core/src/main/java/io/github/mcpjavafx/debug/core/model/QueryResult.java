package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;

/**
 * Output of {@code ui_query}.
 *
 * @param matches   at most {@code limit} matches in scene order
 * @param total     how many nodes matched in all
 * @param truncated true when {@code total} exceeds the matches listed
 * @param near      when nothing matched, the nodes a css {@code #id} or a text selector may have meant
 *                  (a slip of a few characters); empty otherwise, and then left out
 * @param hint      when nothing matched, what was searched where and what to try; when the matches are some of a
 *                  custom view's items and the query left out whole classes of the same kind, which and how to
 *                  find them all; null otherwise
 * @param text      one line per match, for the agent, then the hint about items left out; when nothing matched,
 *                  the hint with the near lines
 */
@JsonPropertyOrder({"matches", "total", "truncated", "near", "hint"})
public record QueryResult(List<Match> matches, int total, boolean truncated,
                          @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Match> near,
                          @JsonInclude(JsonInclude.Include.NON_NULL) String hint, @JsonIgnore String text)
        implements ToolOutput {

    @Override
    public Object structured() {
        return this;
    }

    /**
     * One matching node.
     *
     * @param ref  its uid
     * @param line its line as the text block shows it: the node's line, its screen bounds and the container a person
     *             names it by, {@code Button#save u-8 "Save" @130,220 80x25 in TitledPane u-3 "Order"}
     */
    @JsonPropertyOrder({"ref", "line"})
    public record Match(UiRef ref, String line) {
    }
}
