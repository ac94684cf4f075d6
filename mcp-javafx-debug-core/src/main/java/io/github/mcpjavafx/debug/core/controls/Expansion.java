package io.github.mcpjavafx.debug.core.controls;

import java.util.function.Consumer;

/**
 * A control a user folds (a titled pane): whether it can be collapsed, whether it is expanded, and
 * how to expand or collapse it as its header does.
 *
 * @param collapsible whether it folds at all; one that does not has no expanded state worth showing
 * @param expanded    whether it is expanded now
 * @param setExpanded expands ({@code true}) or collapses it
 */
public record Expansion(boolean collapsible, boolean expanded, Consumer<Boolean> setExpanded) {
}
