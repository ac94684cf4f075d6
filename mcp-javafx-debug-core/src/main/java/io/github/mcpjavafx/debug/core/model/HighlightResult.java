package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;

/**
 * Output of {@code ui_highlight}.
 *
 * @param highlighted the nodes outlined now, empty after a clear
 * @param durationMs  how long they stay outlined, 0 after a clear
 * @param text        for the agent: what is outlined, one line per node
 */
@JsonPropertyOrder({"highlighted", "durationMs"})
public record HighlightResult(List<Highlighted> highlighted, int durationMs, @JsonIgnore String text)
        implements ToolOutput {

    /** The answer to {@code clear: true}. */
    public static HighlightResult cleared() {
        return new HighlightResult(List.of(), 0, "Highlight cleared.");
    }

    /** What {@code nodes} outlined for {@code durationMs} answers. */
    public static HighlightResult of(List<Highlighted> nodes, int durationMs) {
        StringBuilder text = new StringBuilder(64 + 64 * nodes.size());
        text.append(nodes.isEmpty() ? "Nothing to highlight: the focused window has no interactive node."
                : "Highlighted " + nodes.size() + (nodes.size() == 1 ? " node" : " nodes") + " for " + durationMs + " ms:");
        for (Highlighted node : nodes) {
            text.append('\n').append(node.line());
        }
        return new HighlightResult(List.copyOf(nodes), nodes.isEmpty() ? 0 : durationMs, text.toString());
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
