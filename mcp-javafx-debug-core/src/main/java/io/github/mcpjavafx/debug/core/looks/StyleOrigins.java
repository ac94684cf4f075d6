package io.github.mcpjavafx.debug.core.looks;

import io.github.mcpjavafx.debug.core.model.UiStyle;
import javafx.application.Application;
import javafx.css.CssMetaData;
import javafx.css.Declaration;
import javafx.css.Rule;
import javafx.css.Selector;
import javafx.css.StyleOrigin;
import javafx.css.Styleable;
import javafx.css.StyleableProperty;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.layout.Region;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Where a node's CSS properties got their values: for each styleable property that is not at its default, its
 * origin as JavaFX records it ({@link StyleableProperty#getStyleOrigin()}) and, for a stylesheet's or the
 * user agent's value, the rule that won, found again through JavaFX's public CSS API: the stylesheets in
 * reach of the node (its scene's, its parents', the user agent's), parsed with {@code CssParser}, and the
 * rules whose selectors apply to the node in its current pseudo-class states. JavaFX keeps neither the
 * winning rule nor the lines of a stylesheet; the lines are read from the stylesheet's source
 * ({@link StylesheetText}). An inherited property (a font, a text fill) is followed up to the ancestor
 * whose rule or inline style declares it. FX thread only.
 *
 * <p>What the public API cannot tell is read from the selector as written: the pseudo-class states it asks of
 * ancestors ({@link AncestorStates}). Between rules of equal specificity the later one wins, as in the cascade.
 */
public final class StyleOrigins {

    private static final String SKIN = "-fx-skin";

    private final ParsedStylesheets sheets = new ParsedStylesheets();

    /**
     * One entry per styleable property of the node that CSS or code set, by property name: the name as declared
     * where a declaration was found ({@code -fx-background-color} for a Region's background).
     *
     * @param names how an ancestor the value is inherited from is named: its line
     */
    public List<UiStyle> of(Node node, Function<Node, String> names) {
        List<UiStyle> styles = new ArrayList<>();
        for (CssMetaData<? extends Styleable, ?> meta : node.getCssMetaData()) {
            if (SKIN.equals(meta.getProperty())) {
                continue; // which class draws a control, not how it looks
            }
            StyleableProperty<?> property = propertyOf(meta, node);
            StyleOrigin origin = property == null ? null : property.getStyleOrigin();
            if (origin != null) {
                styles.add(describe(node, names, meta, Values.brief(property.getValue()), origin));
            }
        }
        styles.sort(Comparator.comparing(UiStyle::property));
        return styles;
    }

    /**
     * The CSS names of the node's styleable properties the app set in code ({@link StyleOrigin#USER}): a style beats
     * such a value until the app's code sets it again (a skin that sets a fill each time it redraws).
     */
    public static Set<String> setInCode(Node node) {
        Set<String> inCode = new java.util.HashSet<>();
        for (CssMetaData<? extends Styleable, ?> meta : node.getCssMetaData()) {
            StyleableProperty<?> property = SKIN.equals(meta.getProperty()) ? null : propertyOf(meta, node);
            if (property != null && property.getStyleOrigin() == StyleOrigin.USER) {
                inCode.add(meta.getProperty());
            }
        }
        return inCode;
    }

    /**
     * Every styleable value of the node that reads in a few characters, by CSS property name, in the order the
     * node declares them: what tells a style tried live apart from one that changed nothing.
     */
    public static Map<String, String> values(Node node) {
        Map<String, String> values = new LinkedHashMap<>();
        for (CssMetaData<? extends Styleable, ?> meta : node.getCssMetaData()) {
            StyleableProperty<?> property = SKIN.equals(meta.getProperty()) ? null : propertyOf(meta, node);
            String value = property == null ? null : Values.brief(property.getValue());
            if (value != null) {
                values.put(meta.getProperty(), value);
            }
        }
        return values;
    }

    @SuppressWarnings("unchecked")
    private static StyleableProperty<?> propertyOf(CssMetaData<? extends Styleable, ?> meta, Node node) {
        try {
            return ((CssMetaData<Node, ?>) meta).getStyleableProperty(node);
        } catch (RuntimeException notForThisNode) {
            return null; // a metadata of a class the node is not: nothing to read
        }
    }

    private UiStyle describe(Node node, Function<Node, String> names, CssMetaData<? extends Styleable, ?> meta, String value, StyleOrigin origin) {
        String property = meta.getProperty();
        List<String> declaredAs = declaredNames(meta);
        if (origin == StyleOrigin.USER) {
            return new UiStyle(property, value, "code", null, null, null, null, null, null);
        }
        for (Node holder = node; holder != null; holder = meta.isInherits() ? holder.getParent() : null) {
            if (origin == StyleOrigin.INLINE) {
                String[] declared = inline(holder, declaredAs);
                if (declared != null) {
                    return new UiStyle(declared[0], value, "inline", declared[1], null, null, null, null,
                            onName(node, holder, names));
                }
                continue;
            }
            Winner winner = firstWinner(holder, declaredAs, origin);
            if (winner != null) {
                ParsedStylesheets.Parsed sheet = winner.sheet();
                StylesheetText.Block block = sheet.text() == null ? null : sheet.text().block(winner.ruleIndex());
                String declaredName = winner.declaration().getProperty();
                int line = block == null ? -1 : block.lineOf(declaredName);
                boolean lined = line > 0; // else the block is not the rule's: the parser dropped one before it
                return new UiStyle(declaredName, value, origin == StyleOrigin.AUTHOR ? "stylesheet" : "user agent",
                        lined ? block.valueOf(declaredName) : null, sheet.fileName(), sheet.url(),
                        lined ? line : null, lined ? winner.written() : winner.selector().toString(),
                        onName(node, holder, names));
            }
        }
        return new UiStyle(property, value, switch (origin) {
            case AUTHOR -> "stylesheet";
            case INLINE -> "inline";
            default -> "user agent";
        }, null, null, null, null, null, null);
    }

    private static String onName(Node node, Node holder, Function<Node, String> names) {
        return holder == node ? null : names.apply(holder);
    }

    /** The property's own name and those of its sub-properties: a Region's background is set as -fx-background-color. */
    private static List<String> declaredNames(CssMetaData<? extends Styleable, ?> meta) {
        List<String> declared = new ArrayList<>();
        declared.add(meta.getProperty());
        if (meta.getSubProperties() != null) {
            meta.getSubProperties().forEach(sub -> declared.add(sub.getProperty()));
        }
        return declared;
    }

    /** The name and value of the node's inline declaration of the property, or {@code null}. */
    private static String[] inline(Node node, List<String> declaredAs) {
        String style = node.getStyle();
        if (style == null || style.isBlank()) {
            return null;
        }
        for (String name : declaredAs) {
            String value = StylesheetText.valueOf(style, name);
            if (value != null) {
                return new String[] {name, value};
            }
        }
        return null;
    }

    /**
     * The winning declaration of the first of the names that has one: a background is told by its colour before
     * its insets and radii.
     */
    private Winner firstWinner(Node node, List<String> declaredAs, StyleOrigin origin) {
        for (String name : declaredAs) {
            Winner winner = winner(node, Set.of(name), origin);
            if (winner != null) {
                return winner;
            }
        }
        return null;
    }

    /** The declaration that wins for the node among the stylesheets of the origin, or {@code null}. */
    private Winner winner(Node node, Set<String> declaredAs, StyleOrigin origin) {
        Winner best = null;
        List<String> refs = origin == StyleOrigin.AUTHOR ? authorSheets(node) : userAgentSheets(node);
        for (int rank = 0; rank < refs.size(); rank++) {
            ParsedStylesheets.Parsed sheet = sheets.get(refs.get(rank), node);
            if (sheet == null) {
                continue;
            }
            List<Rule> rules = sheet.stylesheet().getRules();
            for (int r = 0; r < rules.size(); r++) {
                Rule rule = rules.get(r);
                for (Declaration declaration : rule.getDeclarations()) {
                    if (!declaredAs.contains(declaration.getProperty())) {
                        continue;
                    }
                    List<Selector> selectors = rule.getSelectors();
                    StylesheetText.Block block = sheet.text() == null ? null : sheet.text().block(r);
                    for (int s = 0; s < selectors.size(); s++) {
                        Selector selector = selectors.get(s);
                        String written = block != null && s < block.selectors().size() ? block.selectors().get(s)
                                : selector.toString();
                        if (selector.applies(node) && selector.stateMatches(node, node.getPseudoClassStates())
                                && AncestorStates.hold(written, node)) {
                            Winner candidate = new Winner(sheet, rank, r, selector, written, declaration,
                                    selector.createMatch().getSpecificity());
                            if (best == null || candidate.beats(best)) {
                                best = candidate;
                            }
                        }
                    }
                }
            }
        }
        return best;
    }

    /** The scene's stylesheets, then each parent's from the root down: later ones take precedence. */
    private static List<String> authorSheets(Node node) {
        List<String> refs = new ArrayList<>();
        Scene scene = node.getScene();
        if (scene != null) {
            refs.addAll(scene.getStylesheets());
        }
        for (Parent parent : parentsFromRoot(node)) {
            refs.addAll(parent.getStylesheets());
        }
        return refs;
    }

    /** The application's (Modena unless it set another), the scene's, then each region's own, from the root down. */
    private static List<String> userAgentSheets(Node node) {
        List<String> refs = new ArrayList<>();
        String application = Application.getUserAgentStylesheet();
        refs.add(application == null ? Application.STYLESHEET_MODENA : application);
        Scene scene = node.getScene();
        if (scene != null && scene.getUserAgentStylesheet() != null) {
            refs.add(scene.getUserAgentStylesheet());
        }
        for (Parent parent : parentsFromRoot(node)) {
            if (parent instanceof Region region && region.getUserAgentStylesheet() != null) {
                refs.add(region.getUserAgentStylesheet());
            }
        }
        return refs;
    }

    private static List<Parent> parentsFromRoot(Node node) {
        List<Parent> parents = new ArrayList<>();
        for (Node n = node; n != null; n = n.getParent()) {
            if (n instanceof Parent parent) {
                parents.add(0, parent);
            }
        }
        return parents;
    }

    /** A declaration whose selector applies (as written in the source where it was read), and what ranks it in the cascade. */
    private record Winner(ParsedStylesheets.Parsed sheet, int rank, int ruleIndex, Selector selector, String written,
                          Declaration declaration, int specificity) {

        boolean beats(Winner other) {
            if (declaration.isImportant() != other.declaration.isImportant()) {
                return declaration.isImportant();
            }
            if (specificity != other.specificity) {
                return specificity > other.specificity;
            }
            return rank != other.rank ? rank > other.rank : ruleIndex >= other.ruleIndex;
        }
    }
}
