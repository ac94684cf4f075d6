package io.github.mcpjavafx.debug.core.controls;

import io.github.mcpjavafx.debug.core.scene.FxProperties;
import javafx.beans.Observable;
import javafx.collections.ObservableList;
import javafx.collections.ObservableSet;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.Toggle;
import javafx.scene.control.ToggleGroup;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a control from outside JavaFX has selected, where no property a line shows says it: a map's
 * selected countries ({@code getSelectedCountries()}, an observable list or set of a {@code getSelected…()}
 * method, as ControlsFX's WorldMapView keeps them) and the toggle a group of buttons has on (a
 * {@code getToggleGroup()}, as ControlsFX's SegmentedButton keeps it). Read by rules, for controls nobody
 * declared; shown on the control's line ({@code selectedCountries=[GERMANY]}, {@code selected="week"}) and
 * watched, so that a click on one of its parts is reported as a change of the control. FX thread only.
 */
public final class SelectedItems {

    /** A line shows a handful of them; the rest are counted. */
    private static final int MAX_LISTED = 5;
    private static final int MAX_ITEM_CHARS = 40;
    private static final String TOGGLE = "selected";

    /** Per class, how to reach its selections: {@code selectedCountries} → its getter; none for JavaFX's classes. */
    private static final ClassValue<Map<String, Method>> SELECTIONS = new ClassValue<>() {
        @Override
        protected Map<String, Method> computeValue(Class<?> type) {
            if (FxProperties.isJavaFx(type) || !javafx.scene.control.Control.class.isAssignableFrom(type)) {
                return Map.of();
            }
            Map<String, Method> found = new LinkedHashMap<>();
            for (Method method : type.getMethods()) {
                String name = method.getName();
                if (method.getParameterCount() != 0 || Modifier.isStatic(method.getModifiers())
                        || FxProperties.isJavaFx(method.getDeclaringClass())) {
                    continue;
                }
                Class<?> returned = method.getReturnType();
                if (name.startsWith("getSelected") && name.length() > "getSelected".length()
                        && (ObservableList.class.isAssignableFrom(returned) || ObservableSet.class.isAssignableFrom(returned))) {
                    found.put("selected" + name.substring("getSelected".length()), method);
                } else if (name.equals("getToggleGroup") && ToggleGroup.class.isAssignableFrom(returned)) {
                    found.put(TOGGLE, method);
                }
            }
            return found.isEmpty() ? Map.of() : Map.copyOf(found);
        }
    };

    private SelectedItems() {
    }

    /**
     * {@code selectedCountries=[GERMANY]}, {@code selected="week"}: the selections that hold something, as a
     * line shows them (at most five items each, then {@code +N}); empty when there are none.
     */
    public static Map<String, Object> of(Node node) {
        Map<String, Method> selections = SELECTIONS.get(node.getClass());
        if (selections.isEmpty()) {
            return Map.of();
        }
        Map<String, Object> shown = new LinkedHashMap<>();
        selections.forEach((name, getter) -> {
            Object selection = invoke(getter, node);
            if (selection instanceof ToggleGroup group) {
                Toggle on = group.getSelectedToggle();
                if (on != null) {
                    shown.put(name, textOf(on));
                }
            } else if (selection instanceof Collection<?> items && !items.isEmpty()) {
                shown.put(name, listed(items));
            }
        });
        return shown;
    }

    /**
     * Every selection by its name, with the texts of all its items, empty ones too ({@code selected} → {@code
     * [week]}): what an exported test checks after an action changed them; empty for controls that have none.
     */
    public static Map<String, List<String>> texts(Node node) {
        Map<String, List<String>> texts = new LinkedHashMap<>();
        SELECTIONS.get(node.getClass()).forEach((name, getter) -> {
            Object selection = invoke(getter, node);
            if (selection instanceof ToggleGroup group) {
                Toggle on = group.getSelectedToggle();
                texts.put(name, on == null ? List.of() : List.of(textOf(on)));
            } else if (selection instanceof Collection<?> items) {
                texts.put(name, items.stream().map(String::valueOf).toList());
            }
        });
        return texts;
    }

    /** What a change of the selections fires on: their lists and sets, a group's selected toggle. */
    public static List<Observable> observables(Node node) {
        Map<String, Method> selections = SELECTIONS.get(node.getClass());
        List<Observable> observables = new ArrayList<>(selections.size());
        for (Method getter : selections.values()) {
            Object selection = invoke(getter, node);
            if (selection instanceof ToggleGroup group) {
                observables.add(group.selectedToggleProperty());
            } else if (selection instanceof Observable observable) {
                observables.add(observable);
            }
        }
        return observables;
    }

    private static String textOf(Toggle toggle) {
        return toggle instanceof Labeled labeled ? labeled.getText() : String.valueOf(toggle);
    }

    private static List<String> listed(Collection<?> items) {
        List<String> listed = new ArrayList<>();
        for (Object item : items) {
            if (listed.size() == MAX_LISTED) {
                listed.add("+" + (items.size() - MAX_LISTED));
                break;
            }
            String text = String.valueOf(item);
            listed.add(text.length() > MAX_ITEM_CHARS ? text.substring(0, MAX_ITEM_CHARS - 1) + "…" : text);
        }
        return listed;
    }

    private static Object invoke(Method getter, Node node) {
        try {
            return getter.invoke(node);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null; // a selection that cannot be read shows nothing
        }
    }
}
