package io.github.mcpjavafx.debug.core.scene;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.skin.VirtualFlow;

/**
 * The first and last rows a person sees in a list, table or tree: a row counts as shown when at least half of its
 * height (its width in a horizontal flow) lies inside the viewport. The flow's own first and last visible cells
 * include a row cut to a sliver at an edge (2 px of row 13 above row 14), which nobody reads as shown. One rule for
 * every line that says which rows are shown: the list's {@code visible=14..37}, a scroll's {@code first row shown},
 * the rows a snapshot lists. FX thread only.
 *
 * @param first the index of the first row shown
 * @param last  the index of the last row shown, at least {@code first}
 */
public record ShownRows(int first, int last) {

    /** The rows {@code flow} shows now, or {@code null} when it shows none. */
    public static ShownRows of(VirtualFlow<?> flow) {
        IndexedCell<?> firstCell = flow.getFirstVisibleCell();
        IndexedCell<?> lastCell = flow.getLastVisibleCell();
        if (firstCell == null || lastCell == null || firstCell.getIndex() < 0 || lastCell.getIndex() < firstCell.getIndex()) {
            return null;
        }
        int first = firstCell.getIndex();
        int last = lastCell.getIndex();
        while (first < last && !shown(flow, flow.getVisibleCell(first))) {
            first++;
        }
        while (last > first && !shown(flow, flow.getVisibleCell(last))) {
            last--;
        }
        return new ShownRows(first, last);
    }

    /** Whether at least half of {@code cell} lies inside the viewport that clips it; a cell not laid out counts. */
    private static boolean shown(VirtualFlow<?> flow, IndexedCell<?> cell) {
        Node viewport = viewportOf(flow, cell);
        if (cell == null || viewport == null) {
            return true;
        }
        Bounds row = cell.localToScene(cell.getLayoutBounds());
        Bounds view = viewport.localToScene(viewport.getLayoutBounds());
        boolean vertical = flow.isVertical();
        double size = vertical ? row.getHeight() : row.getWidth();
        double inside = vertical ? Math.min(row.getMaxY(), view.getMaxY()) - Math.max(row.getMinY(), view.getMinY())
                : Math.min(row.getMaxX(), view.getMaxX()) - Math.max(row.getMinX(), view.getMinX());
        return size <= 0 || inside * 2 >= size;
    }

    /** The flow's child that holds and clips the cells (its clipped container, sized as the viewport). */
    private static Node viewportOf(VirtualFlow<?> flow, IndexedCell<?> cell) {
        Node at = cell;
        while (at != null && at.getParent() != flow) {
            at = at.getParent();
        }
        return at;
    }
}
