package io.github.mcpjavafx.debug.core.query;

import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.scene.LogicalChildren;
import io.github.mcpjavafx.debug.core.scene.NodeVisibility;
import io.github.mcpjavafx.debug.core.text.TextFormat;
import javafx.scene.Node;

import java.util.ArrayList;
import java.util.List;

/**
 * The conditions of a predicate selector, all of which must hold, tested over the
 * {@link LogicalChildren public tree} (hidden nodes included, so {@code visible=false} finds them).
 * <ul>
 *   <li>{@code typeIs}: any of the names equals, ignoring case, the simple name of the node's class
 *   or of one of its superclasses ({@code ButtonBase} matches a Button);</li>
 *   <li>{@code idEquals}, {@code styleClassHas}: exact;</li>
 *   <li>{@code textContains}: part of the node's text or prompt, or of what a custom control's line shows (its
 *   title and value), ignoring case;</li>
 *   <li>{@code visible}: the node and all its ancestors are visible and its window shows;</li>
 *   <li>{@code enabled}: the node is not disabled (itself or through an ancestor).</li>
 * </ul>
 */
final class NodePredicate {

    private final List<String> typeIs;
    private final String idEquals;
    private final String styleClassHas;
    private final String textContains;
    private final Boolean visible;
    private final Boolean enabled;
    private final String description;

    private NodePredicate(QueryRequest.Predicate p) {
        this.typeIs = p.typeIs() == null ? List.of()
                : p.typeIs().stream().filter(t -> t != null && !t.isBlank()).map(String::trim).toList();
        this.idEquals = blankToNull(p.idEquals());
        this.styleClassHas = blankToNull(p.styleClassHas());
        this.textContains = blankToNull(p.textContains());
        this.visible = p.visible();
        this.enabled = p.enabled();
        this.description = describe();
    }

    /** Validates the predicate; any thread. An empty predicate would match everything, so it is refused. */
    static NodePredicate of(QueryRequest.Predicate predicate) {
        NodePredicate p = new NodePredicate(predicate);
        if (p.description.equals("{}")) {
            throw UiException.invalidArgument("The predicate has no condition. Give at least one of typeIs, idEquals, "
                    + "styleClassHas, textContains, visible or enabled, e.g. {\"typeIs\": [\"Button\"], \"enabled\": true}.");
        }
        return p;
    }

    /** True when every given condition holds for the node. FX thread. */
    boolean test(Node node) {
        return (typeIs.isEmpty() || hasType(node))
                && (idEquals == null || idEquals.equals(node.getId()))
                && (styleClassHas == null || node.getStyleClass().contains(styleClassHas))
                && (textContains == null || hasText(node))
                && (visible == null || visible == NodeVisibility.isEffectivelyVisible(node))
                && (enabled == null || enabled != node.isDisabled());
    }

    /** Matching nodes below (and including) {@code root} in public-tree pre-order. FX thread. */
    void collect(Node root, List<Node> into) {
        if (test(root)) {
            into.add(root);
        }
        for (Node child : LogicalChildren.of(root)) {
            collect(child, into);
        }
    }

    @Override
    public String toString() {
        return description;
    }

    private boolean hasType(Node node) {
        for (Class<?> c = node.getClass(); c != null; c = c.getSuperclass()) {
            for (String type : typeIs) {
                if (type.equalsIgnoreCase(c.getSimpleName())) {
                    return true;
                }
            }
        }
        return false;
    }

    private boolean hasText(Node node) {
        for (String text : TextCandidates.textsOf(node)) {
            if (TextMatcher.containsIgnoringCase(text, textContains)) {
                return true;
            }
        }
        return false;
    }

    /** The predicate as results repeat it, each text of the request cut as {@link TextFormat#echoed} cuts it. */
    private String describe() {
        List<String> parts = new ArrayList<>();
        if (!typeIs.isEmpty()) {
            parts.add("typeIs=" + TextFormat.echoed(String.valueOf(typeIs)));
        }
        if (idEquals != null) {
            parts.add("idEquals=" + TextFormat.echoed(String.valueOf(idEquals)));
        }
        if (styleClassHas != null) {
            parts.add("styleClassHas=" + TextFormat.echoed(String.valueOf(styleClassHas)));
        }
        if (textContains != null) {
            parts.add("textContains=" + TextFormat.echoed(String.valueOf(textContains)));
        }
        if (visible != null) {
            parts.add("visible=" + visible);
        }
        if (enabled != null) {
            parts.add("enabled=" + enabled);
        }
        return "{" + String.join(", ", parts) + "}";
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.trim();
    }
}
