package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

import java.util.List;

/**
 * Output of {@code ui_get_node}: one node, its sections filtered as asked, and how it looks to a person.
 *
 * @param node   the node
 * @param unseen why a person cannot see it ({@code its ancestor VBox u-3 has visible=false}); null when seen
 * @param cut    for a labeled control whose text shows cut: what shows, and the width needed against the width
 *               it has; null otherwise
 * @param style  where its CSS values come from, when the {@code style} section was asked for; null otherwise
 * @param text   the text block
 */
public record NodeResult(UiNode node, String unseen, String cut, List<UiStyle> style, String text) implements ToolOutput {

    @Override
    public Object structured() {
        return new Structured(node, unseen, cut, style);
    }

    /** The node's fields, then the looks beside them. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Structured(@JsonUnwrapped UiNode node, String unseen, String cut, List<UiStyle> style) {
    }
}
