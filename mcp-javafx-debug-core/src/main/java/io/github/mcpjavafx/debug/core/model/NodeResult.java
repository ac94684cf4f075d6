package io.github.mcpjavafx.debug.core.model;

/** Output of {@code ui_get_node}: one node, its sections filtered as asked. */
public record NodeResult(UiNode node, String text) implements ToolOutput {

    @Override
    public Object structured() {
        return node;
    }
}
