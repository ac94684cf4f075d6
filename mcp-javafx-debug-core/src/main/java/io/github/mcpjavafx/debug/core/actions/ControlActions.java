package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.controls.ControlFamilies;
import io.github.mcpjavafx.debug.core.controls.ControlFamily;
import io.github.mcpjavafx.debug.core.controls.Expansion;
import io.github.mcpjavafx.debug.finder.ShownItems;
import io.github.mcpjavafx.debug.core.controls.TextEntry;
import io.github.mcpjavafx.debug.core.model.FailureReason;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.query.NearMatches;
import io.github.mcpjavafx.debug.core.scene.NodePaths;
import io.github.mcpjavafx.debug.core.text.TextFormat;
import javafx.scene.Node;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableRow;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Actions that a user's gesture does not do reliably through a robot, done through the control's
 * own public API instead, which fires the same events a user's choice fires (a ComboBox's
 * {@code onAction}, a selection listener, a tree item's expansion): choosing an item, expanding
 * or collapsing a tree row or a titled pane, replacing a text, and setting a property. FX thread only.
 */
final class ControlActions {

    private static final int LISTED_ITEMS = 10;

    private final NodeLabels labels;
    private final TargetChecks checks;
    private final PropertyValues values;

    ControlActions(NodeLabels labels, TargetChecks checks) {
        this.labels = labels;
        this.checks = checks;
        this.values = new PropertyValues(labels, checks);
    }

    /** Sets a property of the node by name, as {@link PropertyValues} does. Returns the node. */
    Node setValue(Node node, String property, Object value) {
        return values.set(node, property, value);
    }

    /**
     * Replaces the text of a text input, caret at its end; or of the editor of an editable Spinner,
     * ComboBox or DatePicker, then commits it as Enter would, so the control's value follows. Text
     * the control cannot take as a value (letters in a number spinner) fails and leaves it as it was.
     * Returns the node.
     */
    Node setText(Node node, String text) {
        TextEntry entry = ControlFamilies.of(node).textEntry(node);
        if (entry == null) {
            Map<String, Object> details = labels.facts(node);
            details.put("supportedTypes", List.of("TextField", "PasswordField", "TextArea", "any TextInputControl",
                    "an editable Spinner, ComboBox or DatePicker"));
            throw UiException.actionFailed(FailureReason.UNSUPPORTED_TARGET_TYPE, "setText needs a text input, but "
                    + labels.label(node) + " is a " + NodePaths.typeOf(node) + ". Target a TextField or TextArea, use "
                    + "select for a list of choices, or click/typeText for other controls.", details);
        }
        checks.requireUsable(node);
        if (!entry.editable()) {
            throw UiException.actionFailed(FailureReason.READ_ONLY, labels.label(node) + " is not editable. "
                    + entry.readOnlyHint(), labels.facts(node));
        }
        TextInputControl input = entry.field().get();
        String before = input.getText();
        input.setText(text);
        input.positionCaret(text.length());
        if (entry.commit() != null) {
            commit(node, entry, before, text);
        } else if (!text.equals(input.getText())) { // a TextFormatter or a listener of the app changed it
            Map<String, Object> details = labels.facts(node);
            details.put("text", input.getText());
            throw UiException.actionFailed(FailureReason.NO_EFFECT, labels.label(node) + " did not keep the text "
                    + "set: it reads " + TextFormat.quoted(input.getText()) + " (the app filters or rewrites its input). "
                    + "Give it a text it accepts.", details);
        }
        return node;
    }

    /**
     * Turns the editor's text into the control's value through the control's converter, as Enter
     * does; puts the old text back if it is no value. (ComboBox and DatePicker have no
     * {@code commitValue()} before JavaFX 18, so all three are committed the same way.)
     */
    private void commit(Node node, TextEntry entry, String before, String text) {
        try {
            entry.commit().accept(text);
        } catch (RuntimeException notAValue) {
            entry.field().get().setText(before);
            Map<String, Object> details = labels.facts(node);
            details.put("text", text);
            details.put("problem", String.valueOf(notAValue));
            throw UiException.actionFailed(FailureReason.NOT_A_VALUE, labels.label(node) + " cannot take \"" + text
                    + "\" as its value (" + notAValue + "); it was left as it was. Write the value as the control "
                    + "shows its values.", details);
        }
    }

    /**
     * Selects the item shown as {@code item} (exact text, as its cell shows it; see {@link ShownItems}), or at
     * {@code index}, in a ComboBox, ChoiceBox, ListView, TableView, TreeView, TreeTableView or TabPane;
     * virtualized controls are scrolled to it. Returns the control.
     */
    Node select(Node node, String item, Integer index) {
        checks.requireUsable(node);
        checks.requireNotBlockedByModal(node);
        ControlFamily family = ControlFamilies.of(node);
        ShownItems items = family.items(node);
        if (items == null) {
            throw unsupported(node, "select", List.of("ComboBox", "ChoiceBox", "ListView", "TableView", "TreeView",
                    "TreeTableView", "TabPane"));
        }
        family.select(node, choose(node, items, item, index));
        return node;
    }

    /** Expands or collapses a tree row (its item) or a titled pane. Returns the node. */
    Node expand(Node node, boolean expanded) {
        checks.requireUsable(node);
        checks.requireNotBlockedByModal(node);
        String action = expanded ? "expand" : "collapse";
        TreeItem<?> item = treeItemOf(node);
        if (item != null) {
            if (item.isLeaf()) {
                throw UiException.actionFailed(FailureReason.UNSUPPORTED_TARGET_TYPE, labels.label(node) + " is a "
                        + "leaf row: it has nothing to " + action + ".", labels.facts(node));
            }
            item.setExpanded(expanded);
            return node;
        }
        for (Node n = node; n != null; n = n.getParent()) {
            Expansion pane = ControlFamilies.of(n).expansion(n);
            if (pane != null) {
                if (!pane.collapsible() && !expanded) {
                    throw UiException.actionFailed(FailureReason.UNSUPPORTED_TARGET_TYPE, labels.label(n)
                            + " cannot be collapsed (collapsible=false).", labels.facts(n));
                }
                pane.setExpanded().accept(expanded);
                return n;
            }
        }
        throw unsupported(node, action, List.of("a TreeView or TreeTableView row", "TitledPane"));
    }

    /**
     * The index of the item asked for; fails naming the items shown, and those meant by a slip, when none is, and naming
     * the rows when several show the text asked for.
     */
    private int choose(Node node, ShownItems items, String item, Integer index) {
        int size = items.size();
        List<Integer> showing = index != null ? List.of() : items.indicesOf(item);
        if (showing.size() > 1) {
            throw SameTextRows.refusal(node, items, labels.label(node), labels.facts(node), item, showing);
        }
        int chosen = index != null ? index : showing.isEmpty() ? -1 : showing.get(0);
        if (chosen >= 0 && chosen < size) {
            return chosen;
        }
        Map<String, Object> details = labels.facts(node);
        details.put("items", size);
        List<String> first = firstItems(items);
        details.put("firstItems", first);
        String wanted = index != null ? "index " + index : "item shown as \"" + item + "\"";
        List<Integer> near = item == null ? List.of() : NearMatches.forItems(item, size, items::shown);
        String meant = "";
        if (!near.isEmpty()) {
            List<Map<String, Object>> candidates = near.stream()
                    .map(i -> Map.<String, Object>of("index", i, "text", items.shown(i))).toList();
            details.put("candidates", candidates);
            meant = "; did you mean " + candidates.stream()
                    .map(c -> "\"" + c.get("text") + "\" (index " + c.get("index") + ")")
                    .collect(Collectors.joining(" or ")) + "?";
        }
        throw UiException.actionFailed(FailureReason.NO_MATCH, labels.label(node) + " has no " + wanted + meant
                + " (" + size + " items; first: " + String.join(", ", first) + "). Use an "
                + "item's exact text or its index from 0.", details);
    }

    private static List<String> firstItems(ShownItems items) {
        List<String> first = new ArrayList<>();
        for (int i = 0; i < Math.min(LISTED_ITEMS, items.size()); i++) {
            first.add("\"" + items.shown(i) + "\"");
        }
        return first;
    }

    private static TreeItem<?> treeItemOf(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (n instanceof TreeCell<?> cell) {
                return cell.getTreeItem();
            }
            if (n instanceof TreeTableRow<?> row) {
                return row.getTreeItem();
            }
        }
        return null;
    }

    private UiException unsupported(Node node, String action, List<String> supported) {
        Map<String, Object> details = labels.facts(node);
        details.put("supportedTypes", supported);
        return UiException.actionFailed(FailureReason.UNSUPPORTED_TARGET_TYPE, action + " needs " + String.join(", ",
                supported) + ", but " + labels.label(node) + " is a " + NodePaths.typeOf(node) + ".", details);
    }
}
