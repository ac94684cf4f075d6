package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;

/**
 * Output of {@code ui_highlight}.
 *
 * @param highlighted the nodes outlined now (as many as the result's budget lists), empty after a clear
 * @param more        how many more nodes are outlined than listed; null when all are
 * @param durationMs  how long they stay outlined, 0 after a clear
 * @param text        for the agent: what is outlined, one line per node
 */
@JsonPropertyOrder({"highlighted", "more", "durationMs"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record HighlightResult(List<Highlighted> highlighted, Integer more, int durationMs, @JsonIgnore String text)
        implements ToolOutput {

    /** The answer to {@code clear: true}. */
    public static HighlightResult cleared() {
        return new HighlightResult(List.of(), null, 0, "Highlight cleared.");
    }

    /** What outlining {@code nodes} for {@code durationMs} answers, listing the first {@code listed} of them. */
    public static HighlightResult of(List<Highlighted> nodes, int listed, int durationMs) {
        StringBuilder text = new StringBuilder(64 + 64 * listed);
        text.append(nodes.isEmpty() ? "Nothing to highlight: the focused window has no interactive node."
                : "Highlighted " + nodes.size() + (nodes.size() == 1 ? " node" : " nodes") + " for " + durationMs
                + " ms:");
        for (Highlighted node : nodes.subList(0, listed)) {
            text.append('\n').append(node.line());
        }
        if (listed < nodes.size()) {
            text.append("\n… ").append(nodes.size() - listed).append(" more not listed");
        }
        Integer more = listed < nodes.size() ? nodes.size() - listed : null;
        return new HighlightResult(List.copyOf(nodes.subList(0, listed)), more, nodes.isEmpty() ? 0 : durationMs,
                text.toString());
    }

    @Override
    public Object structured() {
        return this;
    }

    /**
     * One outlined node.
     *
     * @param uid  its uid, the text of its badge
     * @param line its line
     */
    public record Highlighted(String uid, String line) {
    }
}
