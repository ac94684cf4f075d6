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
 * @param text      one line per match, for the agent
 */
@JsonPropertyOrder({"matches", "total", "truncated"})
public record QueryResult(List<Match> matches, int total, boolean truncated, @JsonIgnore String text)
        implements ToolOutput {

    @Override
    public Object structured() {
        return this;
    }

    /**
     * One matching node.
     *
     * @param summary {@code Button[text=OK]}, {@code TextField[text=..., prompt=...]}, ...
     * @param layout  where it is (bounds in scene and on screen), nullable when not laid out
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"ref", "type", "id", "summary", "layout"})
    public record Match(UiRef ref, String type, String id, String summary, UiLayout layout) {
    }
}
