package io.github.mcpjavafx.debug.core.looks;

import javafx.css.PseudoClass;
import javafx.css.Styleable;

import java.util.ArrayList;
import java.util.List;

/**
 * Whether the pseudo-classes a selector asks of a node's ancestors hold now: {@code .toggle-switch:selected
 * .thumb-area} applies to a thumb area only while its switch is selected. JavaFX's public {@code Selector}
 * matches a node's own state ({@code stateMatches}) but not its ancestors', so this reads them from the
 * selector as written: each part before the last that names pseudo-classes must be met by an ancestor with
 * that part's type, id and classes in those states. FX thread only.
 */
final class AncestorStates {

    private AncestorStates() {
    }

    static boolean hold(String selector, Styleable node) {
        List<String> parts = new ArrayList<>(List.of(selector.replace(">", " ").trim().split("\\s+")));
        parts.remove(parts.size() - 1);
        for (String part : parts) {
            if (part.contains(":") && !metByAnAncestor(part, node)) {
                return false;
            }
        }
        return true;
    }

    private static boolean metByAnAncestor(String part, Styleable node) {
        for (Styleable ancestor = node.getStyleableParent(); ancestor != null; ancestor = ancestor.getStyleableParent()) {
            if (matches(part, ancestor)) {
                return true;
            }
        }
        return false;
    }

    /** One compound part, {@code Type#id.class:state}, against one styleable. */
    private static boolean matches(String part, Styleable styleable) {
        String[] tokens = part.split("(?=[.#:])");
        for (String token : tokens) {
            if (token.isEmpty() || token.equals("*")) {
                continue;
            }
            boolean holds = switch (token.charAt(0)) {
                case '.' -> styleable.getStyleClass().contains(token.substring(1));
                case '#' -> token.substring(1).equals(styleable.getId());
                case ':' -> styleable.getPseudoClassStates().contains(PseudoClass.getPseudoClass(token.substring(1)));
                default -> token.equals(styleable.getTypeSelector());
            };
            if (!holds) {
                return false;
            }
        }
        return true;
    }
}
