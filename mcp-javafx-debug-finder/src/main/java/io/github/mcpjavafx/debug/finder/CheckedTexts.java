package io.github.mcpjavafx.debug.finder;

import javafx.scene.Node;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The items a control with a check model has checked, as their text: ControlsFX's CheckComboBox, CheckListView and
 * CheckTreeView keep them in {@code getCheckModel().getCheckedItems()}, which no property shows. Read by reflection
 * through the declared (public) model type, as the implementation classes are not public. The recorder's check and the
 * exported test's {@code checkedIn} read them alike. FX thread only.
 */
public final class CheckedTexts {

    /** A class's check-model reader, or null when it has none. */
    private static final ClassValue<Reader> READERS = new ClassValue<>() {
        @Override
        protected Reader computeValue(Class<?> type) {
            if (type.getName().startsWith("javafx.") || type.getName().startsWith("com.sun.javafx.")) {
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

    private CheckedTexts() {
    }

    /** Every item the node has checked, as its text, or null when the node has no check model it can read. */
    public static List<String> of(Node node) {
        Collection<?> checked = live(node);
        if (checked == null) {
            return null;
        }
        List<String> texts = new ArrayList<>();
        for (Object item : checked) {
            texts.add(String.valueOf(item));
        }
        return texts;
    }

    /** The model's own collection of checked items (observable in ControlsFX), or null when the node has none. */
    public static Collection<?> live(Node node) {
        Reader reader = READERS.get(node.getClass());
        if (reader == null) {
            return null;
        }
        try {
            Object model = reader.model().invoke(node);
            return model == null ? null : (Collection<?>) reader.checked().invoke(model);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null; // a model that cannot be read shows nothing
        }
    }
}
