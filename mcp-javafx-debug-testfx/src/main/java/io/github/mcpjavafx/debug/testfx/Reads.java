package io.github.mcpjavafx.debug.testfx;

import io.github.mcpjavafx.debug.finder.CheckedTexts;
import io.github.mcpjavafx.debug.finder.NodeReads;
import io.github.mcpjavafx.debug.finder.ShownItems;
import io.github.mcpjavafx.debug.finder.ShownValue;

import javafx.beans.value.ObservableValue;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.Toggle;
import javafx.scene.control.ToggleGroup;

import java.util.Collection;
import java.util.List;

/** What a node shows or holds, read on the FX thread, for the checks of an exported test. For static import. */
public final class Reads {

    private Reads() {
    }

    /** The text a label, button, text input or {@code Text} shows; "" when none. */
    public static String textOf(Node n) {
        return OnFx.read(() -> NodeReads.textOf(n));
    }

    /** The number a node's text shows ({@code "30.02"}). */
    public static double numberIn(Node n) {
        return Double.parseDouble(textOf(n).trim());
    }

    /** A number a control holds, read through its property: a slider's value, a rating, a range's low value. */
    public static double numberIn(Node n, String property) {
        return OnFx.read(() -> ((Number) property(n, property).getValue()).doubleValue());
    }

    /** A switch's on/off state, read through its property: a toggle switch's {@code selected}, a tile's {@code active}. */
    public static boolean flagIn(Node n, String property) {
        return OnFx.read(() -> (Boolean) property(n, property).getValue());
    }

    /** A control's value as it shows it: a choice's item (through its converter), a check box's state, a spinner's value. */
    public static String valueOf(Node n) {
        return OnFx.read(() -> ShownValue.of(n));
    }

    /** A list's items, as their text. */
    public static List<String> itemsOf(Node list) {
        return OnFx.read(() -> ShownItems.ofList((ListView<?>) list).plainTexts());
    }

    /** The items a control with a check model (ControlsFX's CheckComboBox) has checked, as their text. */
    public static List<String> checkedIn(Node n) {
        List<String> checked = OnFx.read(() -> CheckedTexts.of(n));
        if (checked == null) {
            throw new AssertionError(n + " has no check model");
        }
        return checked;
    }

    /** The items a list or tree has selected, as their rows show them; the rows a table has selected, by their first cell. */
    public static List<String> selectedIn(Node n) {
        return OnFx.read(() -> ShownItems.selected(n));
    }

    /**
     * What a control from outside JavaFX has selected, as text: for {@code selected}, the text of the toggle its
     * {@code getToggleGroup()} has on (a segmented button's); for another name, the items of its
     * {@code getSelectedCountries()}-like list or set ({@code selectedCountries}).
     */
    public static List<String> selectedIn(Node n, String selection) {
        return OnFx.read(() -> {
            String getter = selection.equals("selected") ? "getToggleGroup"
                    : "get" + Character.toUpperCase(selection.charAt(0)) + selection.substring(1);
            Object selected;
            try {
                selected = n.getClass().getMethod(getter).invoke(n);
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(n + " has no " + getter + "()", e);
            }
            if (selected instanceof ToggleGroup group) {
                Toggle on = group.getSelectedToggle();
                return on == null ? List.of() : List.of(on instanceof Labeled l ? l.getText() : String.valueOf(on));
            }
            return ((Collection<?>) selected).stream().map(String::valueOf).toList();
        });
    }

    /** The node's property {@code name}, through its {@code nameProperty()} method. FX thread. */
    static ObservableValue<?> property(Node n, String name) {
        try {
            return (ObservableValue<?>) n.getClass().getMethod(name + "Property").invoke(n);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("No property " + name + " on " + n, e);
        }
    }
}
