package io.github.mcpjavafx.debug.core.model;

/** Output of {@code ui_get_snapshot}: the indented text tree and the structured snapshot. */
public record SnapshotResult(UiSnapshot snapshot, String text) implements ToolOutput {

    @Override
    public Object structured() {
        return snapshot;
    }
}
