package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.core.controls.ControlFamilies;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The validation message a person reads beside an invalid field without hovering it: ControlsFX's
 * {@code ValidationSupport} marks such a field with a decoration, an icon drawn over the field's
 * corner whose tooltip is the message ("Text is required"). ControlsFX's graphic decoration puts
 * the icon among the field's own children (beside its skin), another decorator may draw it in a
 * layer above the form; either way the field's line would not tell it, so this puts the message on
 * the field's line as {@code validation="Text is required"}.
 *
 * <p>Which fields to look at is known from ControlsFX's decorator, which lists a field's
 * decorations in the field's properties; what the message is, by a rule: the tooltip of a text-less
 * labeled node (an icon) whose bounds overlap the field, first among the field's own children, else
 * anywhere in its scene outside it. Only decorated fields pay for the walk. FX thread only.
 */
public final class ValidationMessages {

    /**
     * Where ControlsFX's {@code Decorator} keeps the decorations of a node, in the node's properties: an observable
     * list, put there with the first decoration and taken away with the last.
     */
    public static final String DECORATIONS_KEY = "$org.controlsfx.decorations$";
    /** The trait that carries the message. */
    static final String TRAIT = "validation";

    private ValidationMessages() {
    }

    /** {@code traits} with the field's validation message added, when it has one; {@code traits} as they were otherwise. */
    static Map<String, Object> addTo(Map<String, Object> traits, Node field) {
        String message = of(field);
        if (message == null) {
            return traits;
        }
        Map<String, Object> with = traits == null ? new LinkedHashMap<>() : new LinkedHashMap<>(traits);
        with.put(TRAIT, message);
        return with;
    }

    /** The messages the decorations over {@code field} show in their tooltips, joined with "; "; {@code null} for none. */
    public static String of(Node field) {
        if (!field.hasProperties() || !(field.getProperties().get(DECORATIONS_KEY) instanceof Collection<?> decorations)
                || decorations.isEmpty() || field.getScene() == null) {
            return null;
        }
        Bounds bounds = field.localToScene(field.getLayoutBounds());
        List<String> messages = new ArrayList<>();
        if (field instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                collect(child, field, bounds, messages);
            }
        }
        if (messages.isEmpty()) {
            collect(field.getScene().getRoot(), field, bounds, messages);
        }
        return messages.isEmpty() ? null : String.join("; ", messages);
    }

    private static void collect(Node node, Node field, Bounds fieldBounds, List<String> into) {
        if (node == field || !node.isVisible()) {
            return; // the field itself was looked into first
        }
        String message = decorationMessage(node);
        if (message != null && !into.contains(message) && overlaps(node, fieldBounds) && !isAncestor(node, field)) {
            into.add(message);
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                collect(child, field, fieldBounds, into);
            }
        }
    }

    /** The tooltip of an icon: a labeled node without text of its own. */
    private static String decorationMessage(Node node) {
        Map<String, Object> recognisedBy = ControlFamilies.of(node).traits(node);
        return recognisedBy == null ? null : (String) recognisedBy.get("tooltip");
    }

    private static boolean overlaps(Node node, Bounds fieldBounds) {
        return node.localToScene(node.getLayoutBounds()).intersects(fieldBounds);
    }

    private static boolean isAncestor(Node node, Node field) {
        for (Parent p = field.getParent(); p != null; p = p.getParent()) {
            if (p == node) {
                return true;
            }
        }
        return false;
    }
}
