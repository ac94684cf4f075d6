package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.core.controls.ControlFamilies;
import io.github.mcpjavafx.debug.core.controls.GraphicNames;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The validation message a person reads beside an invalid field without hovering it: ControlsFX's
 * {@code ValidationSupport} marks such a field with a decoration, an icon drawn over the field's
 * corner whose tooltip is the message ("Text is required"). ControlsFX's graphic decoration puts
 * the icon among the field's own children (beside its skin), another decorator may draw it in a
 * layer above the form; either way the field's line would not tell it, so this puts the message on
 * the field's line as {@code validation="Text is required"}, a warning's as {@code validation warning="…"}.
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
    /** The trait that carries an error's message, or one whose severity its icon does not tell. */
    static final String TRAIT = "validation";
    /** The severities a decoration's icon may tell, besides an error, as they follow the trait's name. */
    private static final List<String> MILDER = List.of("warning", "info");

    private ValidationMessages() {
    }

    /**
     * {@code traits} with the field's validation messages added, when it has some: an error's as {@code validation},
     * a warning's as {@code validation warning}, an info's as {@code validation info} (a person tells them by the
     * icon: a red mark, a yellow triangle); {@code traits} as they were otherwise.
     */
    static Map<String, Object> addTo(Map<String, Object> traits, Node field) {
        Map<String, String> messages = bySeverity(field);
        if (messages.isEmpty()) {
            return traits;
        }
        Map<String, Object> with = traits == null ? new LinkedHashMap<>() : new LinkedHashMap<>(traits);
        with.putAll(messages);
        return with;
    }

    /**
     * The messages the decorations over {@code field} show in their tooltips, each with its severity when it is not
     * an error ({@code warning: The date should be today}), joined with "; "; {@code null} for none.
     */
    public static String of(Node field) {
        Map<String, String> messages = bySeverity(field);
        return messages.isEmpty() ? null : messages.entrySet().stream()
                .map(m -> m.getKey().equals(TRAIT) ? m.getValue() : m.getKey().substring(TRAIT.length() + 1) + ": " + m.getValue())
                .collect(Collectors.joining("; "));
    }

    /** The field's messages joined per trait, errors first: {@code validation}, {@code validation warning}, …. */
    private static Map<String, String> bySeverity(Node field) {
        if (!field.hasProperties() || !(field.getProperties().get(DECORATIONS_KEY) instanceof Collection<?> decorations)
                || decorations.isEmpty() || field.getScene() == null) {
            return Map.of();
        }
        Bounds bounds = field.localToScene(field.getLayoutBounds());
        Map<String, List<String>> messages = new LinkedHashMap<>();
        if (field instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                collect(child, field, bounds, messages);
            }
        }
        if (messages.isEmpty()) {
            collect(field.getScene().getRoot(), field, bounds, messages);
        }
        Map<String, String> joined = new LinkedHashMap<>();
        for (String trait : traitsInOrder()) {
            List<String> of = messages.get(trait);
            if (of != null) {
                joined.put(trait, String.join("; ", of));
            }
        }
        return joined;
    }

    private static List<String> traitsInOrder() {
        List<String> traits = new ArrayList<>();
        traits.add(TRAIT);
        MILDER.forEach(severity -> traits.add(TRAIT + " " + severity));
        return traits;
    }

    private static void collect(Node node, Node field, Bounds fieldBounds, Map<String, List<String>> into) {
        if (node == field || !node.isVisible()) {
            return; // the field itself was looked into first
        }
        String message = decorationMessage(node);
        if (message != null && into.values().stream().noneMatch(m -> m.contains(message)) && overlaps(node, fieldBounds)
                && !isAncestor(node, field)) {
            into.computeIfAbsent(trait(node), k -> new ArrayList<>()).add(message);
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

    /**
     * The trait of a decoration's message, by the severity its icon shows: the words of its graphic's name (ControlsFX
     * draws {@code decoration-warning.png}) and of its and its graphic's style classes. An error, or an icon that names
     * no severity, is {@code validation}.
     */
    private static String trait(Node icon) {
        StringBuilder words = new StringBuilder(icon.getStyleClass().toString());
        if (icon instanceof Labeled labeled && labeled.getGraphic() != null) {
            words.append(' ').append(GraphicNames.of(labeled.getGraphic())).append(' ')
                    .append(labeled.getGraphic().getStyleClass());
        }
        String said = words.toString().toLowerCase(Locale.ROOT);
        if (said.contains("error")) {
            return TRAIT;
        }
        return MILDER.stream().filter(said::contains).findFirst().map(severity -> TRAIT + " " + severity).orElse(TRAIT);
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
