package io.github.mcpjavafx.debug.core.query;

import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.scene.NodePaths;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.Parent;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A JavaFX CSS selector, parsed strictly and matched against the real scene graph.
 *
 * <p>Why not {@code Node.lookupAll}: JavaFX parses a lookup selector with a lenient splitter
 * ({@code javafx.css.Selector.createSelector}) that accepts garbage ({@code ##a[} becomes an id
 * {@code "#a["}), reads {@code Button#save} as a type named {@code "Button#save"}, ignores
 * pseudo-classes ({@code .button:focused} matches every button) and has no selector lists. Each of
 * those gives a silently wrong answer. This class reads the same tree as {@code lookupAll} (every
 * node of {@link Parent#getChildrenUnmodifiable()}, skin internals included, in pre-order) but
 * rejects what it cannot honour.
 *
 * <p>Supported: {@code *}, {@code Type}, {@code #id}, {@code .class}, {@code :pseudo-class} (any
 * mix, e.g. {@code Button#save.primary:focused}), the descendant ({@code A B}) and child
 * ({@code A > B}) combinators, and lists ({@code A, B}). A type matches the node's CSS type
 * selector or its simple type name as snapshots show it.
 */
final class CssSelector {

    private enum Combinator { DESCENDANT, CHILD }

    private record Compound(String type, String id, List<String> styleClasses, List<String> pseudoClasses) {
        boolean matches(Node node) {
            if (type != null && !type.equals(node.getTypeSelector()) && !type.equals(NodePaths.typeOf(node))) {
                return false;
            }
            if (id != null && !id.equals(node.getId())) {
                return false;
            }
            if (!node.getStyleClass().containsAll(styleClasses)) {
                return false;
            }
            for (String name : pseudoClasses) {
                if (!hasPseudoClass(node, name)) {
                    return false;
                }
            }
            return true;
        }

        /** By name, so an unknown name is not registered as a new pseudo-class by the lookup. */
        private static boolean hasPseudoClass(Node node, String name) {
            for (PseudoClass state : node.getPseudoClassStates()) {
                if (state.getPseudoClassName().equals(name)) {
                    return true;
                }
            }
            return false;
        }
    }

    /** Compounds left to right; {@code combinators.get(i)} joins compound i and i + 1. */
    private record Complex(List<Compound> compounds, List<Combinator> combinators) {
        boolean matches(Node node) {
            return matchesFrom(node, compounds.size() - 1);
        }

        private boolean matchesFrom(Node node, int k) {
            if (!compounds.get(k).matches(node)) {
                return false;
            }
            if (k == 0) {
                return true;
            }
            if (combinators.get(k - 1) == Combinator.CHILD) {
                return node.getParent() != null && matchesFrom(node.getParent(), k - 1);
            }
            for (Parent p = node.getParent(); p != null; p = p.getParent()) {
                if (matchesFrom(p, k - 1)) {
                    return true;
                }
            }
            return false;
        }
    }

    private final String source;
    private final List<Complex> alternatives;

    private CssSelector(String source, List<Complex> alternatives) {
        this.source = source;
        this.alternatives = alternatives;
    }

    /** Parses {@code css}; any thread. Fails with {@code MCP_UI_INVALID_ARGUMENT} naming the position. */
    static CssSelector parse(String css) {
        return new CssSelector(css, new Parser(css).list());
    }

    /** True when any alternative of the list matches the node. FX thread. */
    boolean matches(Node node) {
        for (Complex complex : alternatives) {
            if (complex.matches(node)) {
                return true;
            }
        }
        return false;
    }

    /** Every node below (and including) {@code root} that matches, in pre-order like {@code lookupAll}. FX thread. */
    void collect(Node root, List<Node> into) {
        if (matches(root)) {
            into.add(root);
        }
        if (root instanceof Parent parent) {
            List<Node> children = parent.getChildrenUnmodifiable();
            for (int i = 0, n = children.size(); i < n; i++) { // no iterator: this visits every node of the scene
                collect(children.get(i), into);
            }
        }
    }

    @Override
    public String toString() {
        return source;
    }

    /** Recursive descent over the grammar in the class comment; errors say where and what was expected. */
    private static final class Parser {
        private final String s;
        private int i;

        Parser(String s) {
            this.s = s;
        }

        List<Complex> list() {
            List<Complex> list = new ArrayList<>();
            list.add(complex());
            while (i < s.length() && s.charAt(i) == ',') {
                i++;
                list.add(complex());
            }
            if (i < s.length()) {
                throw error("unexpected '" + s.charAt(i) + "'");
            }
            return list;
        }

        private Complex complex() {
            skipSpace();
            List<Compound> compounds = new ArrayList<>();
            List<Combinator> combinators = new ArrayList<>();
            compounds.add(compound());
            while (true) {
                boolean space = skipSpace();
                if (i >= s.length() || s.charAt(i) == ',') {
                    return new Complex(compounds, combinators);
                }
                if (s.charAt(i) == '>') {
                    i++;
                    skipSpace();
                    combinators.add(Combinator.CHILD);
                } else if (space) {
                    combinators.add(Combinator.DESCENDANT);
                } else {
                    throw error("unexpected '" + s.charAt(i) + "'");
                }
                compounds.add(compound());
            }
        }

        private Compound compound() {
            int start = i;
            String type = null;
            String id = null;
            List<String> classes = new ArrayList<>();
            List<String> pseudo = new ArrayList<>();
            if (i < s.length() && s.charAt(i) == '*') {
                i++;
            } else if (i < s.length() && isNameStart(s.charAt(i))) {
                type = name("a type");
            }
            while (i < s.length()) {
                char c = s.charAt(i);
                if (c == '#') {
                    i++;
                    if (id != null) {
                        throw error("a node has one id, this selector asks for two");
                    }
                    id = name("an id after '#'");
                } else if (c == '.') {
                    i++;
                    classes.add(name("a style class after '.'"));
                } else if (c == ':') {
                    i++;
                    if (i < s.length() && s.charAt(i) == ':') {
                        throw error("pseudo-elements (::) do not exist in JavaFX CSS");
                    }
                    pseudo.add(name("a pseudo-class after ':'"));
                    if (i < s.length() && s.charAt(i) == '(') {
                        throw error("functional pseudo-classes like :nth-child() are not supported by JavaFX CSS");
                    }
                } else if (c == '[') {
                    throw error("attribute selectors ([...]) are not supported by JavaFX CSS");
                } else {
                    break;
                }
            }
            if (i == start) {
                throw error(i >= s.length() ? "expected a selector at the end"
                        : s.charAt(i) == '+' || s.charAt(i) == '~' ? "sibling combinators (+, ~) are not supported by JavaFX CSS"
                        : "expected a type, *, #id, .class or :pseudo-class, found '" + s.charAt(i) + "'");
            }
            return new Compound(type, id, List.copyOf(classes), List.copyOf(pseudo));
        }

        private String name(String what) {
            int start = i;
            while (i < s.length() && isNamePart(s.charAt(i))) {
                i++;
            }
            if (i == start) {
                throw error("expected " + what);
            }
            return s.substring(start, i);
        }

        private boolean skipSpace() {
            int start = i;
            while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
                i++;
            }
            return i > start;
        }

        private static boolean isNameStart(char c) {
            return Character.isLetter(c) || c == '_' || c == '$';
        }

        private static boolean isNamePart(char c) {
            return Character.isLetterOrDigit(c) || c == '_' || c == '$' || c == '-';
        }

        private UiException error(String problem) {
            return new UiException(ErrorCode.MCP_UI_INVALID_ARGUMENT,
                    "Invalid CSS selector \"" + s + "\" at position " + i + ": " + problem + ". Use forms like "
                            + "#save, .button, Button#save.primary, VBox > Button, Label:focused or A, B.",
                    Map.of("css", s, "position", i));
        }
    }
}
