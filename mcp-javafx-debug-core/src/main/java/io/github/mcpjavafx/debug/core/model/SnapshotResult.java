package io.github.mcpjavafx.debug.core.model;

/**
 * Output of {@code ui_get_snapshot}.
 *
 * @param snapshot the captured windows and their node trees
 * @param text     the text block: each window's line and its node lines
 * @param lines    the same lines per window, for the structured result of a compact snapshot or the
 *                 interactive view; null for {@code mode=full}, whose structured result is the snapshot
 */
public record SnapshotResult(UiSnapshot snapshot, String text, CompactSnapshot lines) implements ToolOutput {

    @Override
    public Object structured() {
        return lines != null ? lines : snapshot;
    }
}
