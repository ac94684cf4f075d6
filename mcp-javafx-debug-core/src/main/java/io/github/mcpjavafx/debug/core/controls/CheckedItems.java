package io.github.mcpjavafx.debug.core.controls;

import io.github.mcpjavafx.debug.core.scene.FxProperties;
import javafx.scene.Node;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The items a control with a check model has checked: ControlsFX's CheckComboBox, CheckListView and
 * CheckTreeView keep them in {@code getCheckModel().getCheckedItems()}, which no property shows, so their
 * line would not say what is checked. Read by reflection through the declared (public) model type, as
 * the implementation classes are not public. FX thread only.
 */
public final class CheckedItems {

    /** A line shows a handful of them; the rest are counted. */
    private static final int MAX_LISTED = 5;
    private static final int MAX_ITEM_CHARS = 40;

    /** A class's check-model reader, or null when it has none. */
    private static final ClassValue<Reader> READERS = new ClassValue<>() {
        @Override
        protected Reader computeValue(Class<?> type) {
            if (FxProperties.isJavaFx(type)) {
                return null;
            }
            try {
                Method model = type.getMethod("getCheckModel");
                Method checked = model.getReturnType().getMethod("getCheckedItems");
                return Collection.class.isAssignableFrom(checked.getReturnType()) ? new Reader(model, checked) : null;
            } catch (NoSuchMethodException | SecurityException e) {
                return null;
            }
        }
    };

    private record Reader(Method model, Method checked) {
    }

    private CheckedItems() {
    }

    /** {@code [Item 2, Item 4]} (at most five, then {@code +N}), or null when the node has no check model. */
    public static List<String> of(Node node) {
        List<String> all = all(node);
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

    /** Every item the node has checked, as its text, or null when the node has no check model. */
    public static List<String> all(Node node) {
        Reader reader = READERS.get(node.getClass());
        if (reader == null) {
            return null;
        }
        try {
            Object model = reader.model().invoke(node);
            if (model == null) {
                return null;
            }
            List<String> texts = new ArrayList<>();
            for (Object item : (Collection<?>) reader.checked().invoke(model)) {
                texts.add(String.valueOf(item));
            }
            return texts;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null; // a model that cannot be read shows nothing, as before
        }
    }
}
