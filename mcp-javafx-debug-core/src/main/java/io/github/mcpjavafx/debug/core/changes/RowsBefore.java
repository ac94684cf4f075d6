package io.github.mcpjavafx.debug.core.changes;

import javafx.scene.Node;
import javafx.scene.Parent;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What each row of a list, table or tree showed before an action, as its cells that changed held them. A list's flow
 * reuses its cells for other rows as it scrolls or refills: a cell that now holds another row is a change only when
 * that row showed something else before (a filter put other items in the first rows); a row scrolled into view, or
 * one another cell showed alike, is what the list's own line tells ({@code visible=60..66}). FX thread.
 */
final class RowsBefore {

    /** Per flow (the cells' parent), the text each row showed. */
    private final Map<Parent, Map<Integer, String>> texts = new IdentityHashMap<>();

    RowsBefore(List<Look.Change> changed) {
        for (Look.Change change : changed) {
            Parent flow = change.node().node.getParent();
            if (change.was().row() >= 0 && flow != null) {
                texts.computeIfAbsent(flow, f -> new HashMap<>()).put(change.was().row(), change.was().text());
            }
        }
    }

    /** Whether {@code cell}'s row, as it reads now ({@code is}), showed another text before. */
    boolean changedRow(Node cell, WatchedFacts is) {
        Map<Integer, String> rows = texts.get(cell.getParent());
        return rows != null && rows.containsKey(is.row()) && !Objects.equals(rows.get(is.row()), is.text());
    }
}
