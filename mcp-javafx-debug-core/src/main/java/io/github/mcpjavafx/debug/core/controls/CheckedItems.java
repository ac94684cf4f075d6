package io.github.mcpjavafx.debug.core.controls;

import io.github.mcpjavafx.debug.finder.CheckedTexts;
import javafx.beans.Observable;
import javafx.scene.Node;

import java.util.ArrayList;
import java.util.List;

/**
 * The items a control with a check model has checked: ControlsFX's CheckComboBox, CheckListView and
 * CheckTreeView keep them in {@code getCheckModel().getCheckedItems()}, which no property shows, so their
 * line would not say what is checked. Read by reflection through the declared (public) model type, as
 * the implementation classes are not public ({@link CheckedTexts}, which the exported test reads them with too). FX
 * thread only.
 */
public final class CheckedItems {

    /** A line shows a handful of them; the rest are counted. */
    private static final int MAX_LISTED = 5;
    private static final int MAX_ITEM_CHARS = 40;

    private CheckedItems() {
    }

    /** {@code [Item 2, Item 4]} (at most five, then {@code +N}), or null when the node has no check model. */
    public static List<String> of(Node node) {
        List<String> all = CheckedTexts.of(node);
        if (all == null) {
            return null;
        }
        List<String> listed = new ArrayList<>();
        for (String text : all) {
            if (listed.size() == MAX_LISTED) {
                listed.add("+" + (all.size() - MAX_LISTED));
                break;
            }
            listed.add(text.length() > MAX_ITEM_CHARS ? text.substring(0, MAX_ITEM_CHARS - 1) + "…" : text);
        }
        return listed;
    }

    /** Every checked item's text, or null when the node has no check model: what a change is compared by. */
    public static List<String> all(Node node) {
        return CheckedTexts.of(node);
    }

    /** The checked items' live collection, to listen to, when the model keeps them observable; else none. */
    public static List<Observable> observables(Node node) {
        return CheckedTexts.live(node) instanceof Observable checked ? List.of(checked) : List.of();
    }
}
