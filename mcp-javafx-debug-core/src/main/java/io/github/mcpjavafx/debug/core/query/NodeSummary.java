package io.github.mcpjavafx.debug.core.query;

import io.github.mcpjavafx.debug.core.scene.NodePaths;
import io.github.mcpjavafx.debug.core.scene.NodeText;
import javafx.collections.ObservableList;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.Control;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.Toggle;
import javafx.scene.control.TreeTableView;
import javafx.scene.control.TreeView;
import javafx.scene.text.Text;

import java.util.ArrayList;
import java.util.List;

/**
 * The one-line description of a node that query results and target candidates show (spec §7.4):
 * {@code Button[text=OK]}, {@code TextField[text=, prompt=Customer name]},
 * {@code CheckBox[text=Remember me, selected=true]}, {@code TableView[items=1000, selected=[3]]},
 * {@code VBox[id=form, children=3]}. Texts are cut at {@value #MAX_TEXT} characters with an
 * ellipsis and line breaks become spaces. A TabPane's tab header reads as {@code Tab[...]}.
 * FX thread only.
 */
public final class NodeSummary {

    static final int MAX_TEXT = 40;
    private static final int MAX_LISTED = 5;

    /**
     * A summary in parts, so a result line can put the id next to the type.
     *
     * @param kind  the type shown: the node's simple type, or {@code Tab} for a tab header
     * @param id    nullable
     * @param facts {@code text=OK}, {@code selected=true}, {@code disabled}, ...
     */
    record Parts(String kind, String id, List<String> facts) {

        /** {@code Button[id=save, text=Save]}; a node with nothing to say is just its kind. */
        @Override
        public String toString() {
            List<String> all = new ArrayList<>();
            if (id != null) {
                all.add("id=" + id);
            }
            all.addAll(facts);
            return all.isEmpty() ? kind : kind + "[" + String.join(", ", all) + "]";
        }

        /** {@code Button#save [text=Save]}: the form of a query's text block. */
        String line() {
            String head = id == null ? kind : kind + "#" + id;
            return facts.isEmpty() ? head : head + " [" + String.join(", ", facts) + "]";
        }
    }

    private NodeSummary() {
    }

    /** The node's summary, e.g. {@code Button[text=OK]}. */
    public static String of(Node node) {
        return partsOf(node).toString();
    }

    static Parts partsOf(Node node) {
        List<String> facts = new ArrayList<>();
        if (node.hasProperties() && node.getProperties().get(Tab.class) instanceof Tab tab) {
            // TabPaneSkin's header node for a tab: describe the tab, which is what the agent sees
            addText(facts, "text", tab.getText());
            facts.add("selected=" + tab.isSelected());
            addFlags(node, facts);
            return new Parts("Tab", blankToNull(tab.getId()), facts);
        }
        if (node instanceof TextInputControl input) {
            facts.add("text=" + shorten(NodeText.text(input)));
            addText(facts, "prompt", NodeText.prompt(node));
        } else if (node instanceof ComboBoxBase<?>) {
            addText(facts, "value", NodeText.value(node));
            addText(facts, "prompt", NodeText.prompt(node));
        } else if (node instanceof Labeled labeled) {
            addText(facts, "text", labeled.getText());
            if (node instanceof CheckBox || node instanceof Toggle) {
                facts.add("selected=" + NodeText.value(node));
            }
            if (node instanceof IndexedCell<?> cell) {
                facts.add("index=" + cell.getIndex());
            }
        } else if (node instanceof Text text) {
            addText(facts, "text", text.getText());
        } else if (node instanceof ListView<?> list) {
            addItems(facts, list.getItems().size(), list.getSelectionModel().getSelectedIndices());
        } else if (node instanceof TableView<?> table) {
            addItems(facts, table.getItems().size(), table.getSelectionModel().getSelectedIndices());
        } else if (node instanceof TreeView<?> tree) {
            addItems(facts, tree.getExpandedItemCount(), tree.getSelectionModel().getSelectedIndices());
        } else if (node instanceof TreeTableView<?> tree) {
            addItems(facts, tree.getExpandedItemCount(), tree.getSelectionModel().getSelectedIndices());
        } else if (node instanceof TabPane pane) {
            facts.add("tabs=" + pane.getTabs().size());
            Tab selected = pane.getSelectionModel().getSelectedItem();
            if (selected != null) {
                addText(facts, "selected", selected.getText());
            }
        } else if (node instanceof MenuBar bar) {
            facts.add("menus=" + listed(bar.getMenus().stream().map(Menu::getText).toList()));
        } else if (NodeText.value(node) != null) {
            facts.add("value=" + shorten(NodeText.value(node)));
        } else if (node instanceof Parent parent && !(node instanceof Control)) {
            facts.add("children=" + parent.getChildrenUnmodifiable().size());
        }
        addFlags(node, facts);
        return new Parts(NodePaths.typeOf(node), blankToNull(node.getId()), facts);
    }

    /** Cuts a text to {@value #MAX_TEXT} characters with an ellipsis and puts it on one line. */
    static String shorten(String text) {
        if (text == null) {
            return "";
        }
        String oneLine = text.strip().replaceAll("\\s+", " ");
        return oneLine.length() <= MAX_TEXT ? oneLine : oneLine.substring(0, MAX_TEXT - 1) + "…";
    }

    private static void addText(List<String> facts, String key, String value) {
        if (value != null && !value.isEmpty()) {
            facts.add(key + "=" + shorten(value));
        }
    }

    private static void addItems(List<String> facts, int items, ObservableList<Integer> selected) {
        facts.add("items=" + items);
        if (!selected.isEmpty()) {
            facts.add("selected=" + listed(selected));
        }
    }

    private static void addFlags(Node node, List<String> facts) {
        if (node.isDisabled()) {
            facts.add("disabled");
        }
        if (!node.isVisible()) {
            facts.add("hidden");
        }
    }

    /** {@code [3, 7]}, or the first few and how many more: {@code [1, 2, 3, 4, 5, …+20]}. */
    private static String listed(List<?> values) {
        List<String> shown = new ArrayList<>();
        for (Object value : values.subList(0, Math.min(MAX_LISTED, values.size()))) {
            shown.add(shorten(String.valueOf(value)));
        }
        if (values.size() > MAX_LISTED) {
            shown.add("…+" + (values.size() - MAX_LISTED));
        }
        return "[" + String.join(", ", shown) + "]";
    }

    private static String blankToNull(String s) {
        return s == null || s.isEmpty() ? null : s;
    }
}
