package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.recording.Locator.How;

import java.util.List;
import java.util.stream.Collectors;

import static io.github.mcpjavafx.debug.core.recording.JavaText.literal;

/**
 * Chooses, when a test is exported, how it finds a node from the {@link NodeFacts} taken when the
 * action ran, in the order a person would: a row by its item's text through its list, tree or table;
 * a popup's item by its text in the popup; an {@code #id}; a button's or label's text; a custom control's title
 * (a tile's); the label, prompt or tooltip of a field; a custom control by its type (the RangeSlider); a part of a
 * control's skin below that control; and last, a position
 * below the window's root, with a comment saying so. A name shared on screen is looked for below the named ancestor
 * {@link NodeFacts#within()} says, when there is one. No scene is walked here: the nodes may be gone.
 */
public final class Locators {

    private Locators() {
    }

    /**
     * @param byText whether the node's own text may name it: not for a node whose text a step changed
     *               (a label a check reads)
     */
    public static Locator choose(NodeFacts facts, boolean byText) {
        Locator chosen = chooseBy(facts, byText);
        List<String> passedOver = facts.misleading().stream()
                .filter(name -> rank(name) < chosen.how().ordinal() && (byText || rank(name) != How.TEXT.ordinal())).toList();
        if (passedOver.isEmpty()) {
            return chosen;
        }
        String why = "not by " + String.join(", ", passedOver) + ": it finds another node first";
        return new Locator(chosen.how(), chosen.expression(), chosen.comment() == null ? "// " + JavaText.inComment(why)
                : chosen.comment() + "; " + JavaText.inComment(why));
    }

    /** Where a name a node has stands among the ways to find it (its {@link How}). */
    private static int rank(String name) {
        return (name.startsWith("the id ") ? How.ID : name.startsWith("the text ") ? How.TEXT
                : name.startsWith("the title ") ? How.TITLE : name.startsWith("the prompt ") ? How.PROMPT : name.startsWith("the label ") ? How.LABEL
                : name.startsWith("the type ") ? How.TYPE : How.TOOLTIP).ordinal();
    }

    private static Locator chooseBy(NodeFacts facts, boolean byText) {
        NodeFacts.Row row = facts.row();
        if (row != null && row.item() != null) {
            Locator inRow = facts.inPopup() ? new Locator(How.POPUP_ITEM, "popupItem(" + literal(row.item()) + ")", null)
                    : new Locator(How.ROW, "row(" + literal(row.controlId() != null ? "#" + row.controlId() : row.control())
                    + ", " + literal(row.item()) + ", " + row.index() + ")", null);
            return row.inner() == null ? inRow : new Locator(inRow.how(), "inside(" + inRow.expression() + ", "
                    + literal(row.inner()) + ")", null);
        }
        if (facts.id() != null) {
            return new Locator(How.ID, "lookup(" + literal("#" + facts.id()) + ").queryAs(Node.class)", null);
        }
        Locator scope = facts.within() == null ? null : choose(facts.within(), true);
        String in = scope == null ? "" : "within(" + scope.expression() + ").";
        String scopeComment = scope == null ? null : scope.comment();
        if (byText && facts.text() != null) {
            boolean popupItem = facts.inPopup() && scope == null;
            return new Locator(popupItem ? How.POPUP_ITEM : How.TEXT, (popupItem ? "popupItem(" : in + "named("
                    + literal(facts.type()) + ", ") + literal(facts.text()) + ")", scopeComment);
        }
        if (facts.title() != null) {
            return new Locator(How.TITLE, in + "titled(" + literal(facts.type()) + ", " + literal(facts.title().property())
                    + ", " + literal(facts.title().text()) + ")", scopeComment);
        }
        if (facts.label() != null) {
            return new Locator(How.LABEL, in + "labelled(" + literal(facts.label()) + ", " + literal(facts.type()) + ")",
                    scopeComment);
        }
        if (facts.prompt() != null) {
            return new Locator(How.PROMPT, in + "prompted(" + literal(facts.prompt()) + ")", scopeComment);
        }
        if (facts.tooltip() != null) {
            return new Locator(How.TOOLTIP, in + "withTooltip(" + literal(facts.tooltip()) + ", " + literal(facts.type())
                    + ")", scopeComment);
        }
        if (facts.custom()) {
            return new Locator(How.TYPE, in + "ofType(" + literal(facts.type()) + ")", scopeComment);
        }
        if (row != null) {
            return new Locator(How.ROW, "row(" + literal(row.controlId() != null ? "#" + row.controlId() : row.control())
                    + ", null, " + row.index() + ")", null);
        }
        NodeFacts owner = facts.skinOf();
        if (owner != null && facts.styleClass() != null && isPrefix(owner, facts)) {
            Locator of = choose(owner, true);
            List<Integer> within = facts.path().subList(owner.path().size(), facts.path().size());
            return new Locator(How.SKIN_PART, "part(" + of.expression() + ", " + literal("." + facts.styleClass())
                    + indices(within) + ")", of.comment());
        }
        if (owner != null && isPrefix(owner, facts)) {
            Locator of = choose(owner, true);
            if (of.how() != How.POSITION) { // a tile's switch: its place below the tile its title finds, not the window's
                int from = owner.path().size();
                String types = String.join(" > ", facts.pathTypes().subList(from, facts.pathTypes().size()));
                return new Locator(How.POSITION, "below(" + of.expression() + indices(facts.path().subList(from,
                        facts.path().size())) + ")", "// by its position below its " + owner.type() + " ("
                        + JavaText.inComment(types) + "): nothing names this node" + (of.comment() == null ? ""
                        : "; " + of.comment().substring("// ".length())));
            }
        }
        return position(facts);
    }

    /** Whether {@code owner}'s place is above {@code facts}' in the same window. */
    private static boolean isPrefix(NodeFacts owner, NodeFacts facts) {
        return owner.path().size() < facts.path().size()
                && facts.path().subList(0, owner.path().size()).equals(owner.path());
    }

    private static Locator position(NodeFacts facts) {
        String types = facts.pathTypes().isEmpty() ? "the root" : String.join(" > ", facts.pathTypes());
        return new Locator(How.POSITION, "at(" + (facts.window() == null ? "null" : literal(facts.window())) + ", "
                + facts.inPopup() + indices(facts.path()) + ")",
                "// by its position (" + JavaText.inComment(types) + "): nothing names this node; an id would make this line sturdy");
    }

    private static String indices(List<Integer> path) {
        return path.isEmpty() ? "" : ", " + path.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }
}
