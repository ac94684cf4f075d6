package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;

/**
 * The state of a virtualized control (ListView, TableView, TreeView, TreeTableView), whose rows
 * exist as nodes only while they are on screen.
 *
 * @param itemsCount       items (or expanded tree rows) in the model
 * @param visibleRange     the rows currently on screen; nullable when nothing is laid out yet
 * @param selectedIndices  selected row indices, in order
 * @param focusedIndex     the focused row, nullable (-1 is given as null)
 * @param columns          column titles for tables, nullable for lists and trees
 * @param visibleCells     the rows on screen and their cell texts; nullable unless asked for
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"itemsCount", "visibleRange", "selectedIndices", "focusedIndex", "columns", "visibleCells"})
public record UiVirtualization(
        int itemsCount,
        Range visibleRange,
        List<Integer> selectedIndices,
        Integer focusedIndex,
        List<String> columns,
        List<Row> visibleCells) {

    /** Rows {@code first..last}, both included. */
    @JsonPropertyOrder({"first", "last"})
    public record Range(int first, int last) {
    }

    /** One visible row: its index and the text of each of its cells (one for a list or tree). */
    @JsonPropertyOrder({"index", "cells"})
    public record Row(int index, List<String> cells) {
    }
}
