package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.FailureReason;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.finder.ShownItems;
import javafx.scene.Node;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableView;
import javafx.scene.control.TreeView;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The refusal of a {@code select} by an item's text that several rows show (a tree's category "Dialogs" and its sample
 * "Dialogs"): which one a user means is not for the action to guess, so it names each row, with a tree row's depth and
 * the branch it sits under, and how to pick one by its index. FX thread only.
 */
final class SameTextRows {

    private SameTextRows() {
    }

    static UiException refusal(Node control, ShownItems items, String label, Map<String, Object> facts, String item,
                               List<Integer> rows) {
        List<Map<String, Object>> candidates = new ArrayList<>(rows.size());
        for (int row : rows) {
            candidates.add(candidate(control, items, row));
        }
        facts.put("item", item);
        facts.put("candidates", candidates);
        String listed = candidates.stream().map(SameTextRows::describe).collect(Collectors.joining(", "));
        return UiException.actionFailed(FailureReason.AMBIGUOUS_TARGET, label + " shows \"" + item + "\" in "
                + rows.size() + " rows: " + listed + ". Select one by its index: {\"type\": \"select\", \"index\": "
                + rows.get(rows.size() - 1) + "}.", facts);
    }

    private static Map<String, Object> candidate(Node control, ShownItems items, int row) {
        Map<String, Object> candidate = new LinkedHashMap<>();
        candidate.put("index", row);
        TreeItem<?> item = control instanceof TreeView<?> tree ? tree.getTreeItem(row)
                : control instanceof TreeTableView<?> table ? table.getTreeItem(row) : null;
        if (item != null) {
            candidate.put("depth", depth(item));
            int parentRow = item.getParent() == null ? -1 : control instanceof TreeView<?> tree
                    ? tree.getRow(cast(item.getParent())) : ((TreeTableView<?>) control).getRow(cast(item.getParent()));
            if (parentRow >= 0) { // the branch as its row shows it, not its item's toString(); a hidden root shows none
                candidate.put("under", items.shown(parentRow));
            }
            candidate.put("leaf", item.isLeaf());
        }
        return candidate;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static TreeItem cast(TreeItem<?> item) {
        return item;
    }

    /** {@code row 16 (depth 2 under "Dialogs", a leaf)}. */
    private static String describe(Map<String, Object> candidate) {
        StringBuilder said = new StringBuilder("row ").append(candidate.get("index"));
        if (candidate.containsKey("depth")) {
            said.append(" (depth ").append(candidate.get("depth"));
            if (candidate.containsKey("under")) {
                said.append(" under \"").append(candidate.get("under")).append('"');
            }
            said.append(Boolean.TRUE.equals(candidate.get("leaf")) ? ", a leaf)" : ", a branch)");
        }
        return said.toString();
    }

    /** How deep {@code item} sits: the root is 0, as the rows' {@code depth=} on their lines. */
    private static int depth(TreeItem<?> item) {
        int depth = 0;
        for (TreeItem<?> at = item.getParent(); at != null; at = at.getParent()) {
            depth++;
        }
        return depth;
    }
}
