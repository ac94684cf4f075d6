package io.github.mcpjavafx.debug.finder;

import javafx.beans.value.ObservableValue;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextInputControl;
import javafx.scene.text.Text;

/** What a node shows or holds, as the finders compare it and the exported checks read it. FX thread only. */
public final class NodeReads {

    private NodeReads() {
    }

    /** The text a label, button, text input or {@code Text} shows; "" when none. */
    public static String textOf(Node n) {
        String text = n instanceof Labeled l ? l.getText() : n instanceof TextInputControl t ? t.getText()
                : n instanceof Text x ? x.getText() : null;
        return text == null ? "" : text;
    }

    /**
     * The value of the node's property {@code name}, through {@code nameProperty()}, else its getter; null when it has
     * neither: the title a control from outside JavaFX names itself by.
     */
    public static Object ownProperty(Node n, String name) {
        String getter = "get" + Character.toUpperCase(name.charAt(0)) + name.substring(1);
        try {
            return ((ObservableValue<?>) n.getClass().getMethod(name + "Property").invoke(n)).getValue();
        } catch (ReflectiveOperationException | ClassCastException noProperty) {
            try {
                return n.getClass().getMethod(getter).invoke(n);
            } catch (ReflectiveOperationException noGetter) {
                return null;
            }
        }
    }
}
