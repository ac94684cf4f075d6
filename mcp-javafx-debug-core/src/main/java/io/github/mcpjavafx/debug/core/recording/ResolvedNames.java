package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.finder.NodeFinder;
import io.github.mcpjavafx.debug.finder.RowFinder;
import javafx.scene.Node;

import java.util.ArrayList;
import java.util.List;

/**
 * Which names of a node would lead a recorded test to another node, found by resolving each locator the test could be
 * written with by the finder the test will run ({@link NodeFinder}, which mcp-javafx-debug-testfx's finders call),
 * while the node shows: a text, a prompt, a tooltip, a label, a title or a type leads to the node when that finder
 * reaches it, or a part of it (a menu item's row by its label: a click on the part acts on the row), first; an id
 * when it is the only one on screen (TestFX's lookup takes any of them; a ChoiceBox gives all its items one). On the
 * whole screen, or below one ancestor, as {@code within(ancestor)} looks. FX thread only.
 */
final class ResolvedNames {

    private ResolvedNames() {
    }

    /**
     * Which names of a node lead a test elsewhere.
     *
     * @param phrases each such name as a comment says it: {@code the prompt "Search"}
     */
    record Misleading(boolean id, boolean text, boolean prompt, boolean tooltip, boolean label, boolean title,
                      boolean type, List<String> phrases) {
        static final Misleading NONE = new Misleading(false, false, false, false, false, false, false, List.of());

        /** Whether a name other than an id leads elsewhere: one that a named ancestor could narrow. */
        boolean anyName() {
            return text || prompt || tooltip || label || title || type;
        }
    }

    /** How a locator's comment says an id is not unique: {@code the id "copy" (2 nodes have it)}. */
    static String sharedId(String id, int nodes) {
        return "the id \"" + id + "\" (" + nodes + " nodes have it)";
    }

    /**
     * Which of the names (nullable each) of {@code node} lead a test on the whole screen to another node.
     *
     * @param inPopup whether its text is written as {@code popupItem(text)}
     * @param byType  whether its type would name it ({@code ofType("RangeSlider")})
     */
    static Misleading of(Node node, String id, String type, String text, boolean inPopup, String prompt, String tooltip,
                         String label, NodeFacts.Title title, boolean byType) {
        // the id's other holders and the text's first shower in one walk: the recorder asks before every action
        NodeFinder.Census census = NodeFinder.census(id, text == null || inPopup ? null : NodeFinder.showing(type, text));
        int sameId = census.sameId();
        Node byText = text == null ? null : inPopup ? NodeFinder.popupItem(text) : census.first();
        return resolved(node, NodeFinder.onScreen(), sameId > 1 ? sharedId(id, sameId) : null, type, text, byText, prompt,
                tooltip, label, title, byType);
    }

    /**
     * Which of the names (nullable each) of {@code node} lead a test to another node below {@code scope}, as
     * {@code within(scope)}'s finders look: an id is not looked at (a lookup is not narrowed).
     */
    static Misleading within(Node scope, Node node, String type, String text, String prompt, String tooltip,
                             String label, NodeFacts.Title title, boolean byType) {
        NodeFinder finder = NodeFinder.within(scope);
        return resolved(node, finder, null, type, text, text == null ? null : finder.named(type, text), prompt, tooltip,
                label, title, byType);
    }

    /** @param sharedId how the comment names an id other nodes have too; null when the id leads to the node or is none */
    private static Misleading resolved(Node node, NodeFinder finder, String sharedId, String type, String text,
                                       Node byText, String prompt, String tooltip, String label, NodeFacts.Title title,
                                       boolean byType) {
        boolean textElsewhere = text != null && !leadsTo(byText, node);
        boolean promptElsewhere = prompt != null && !leadsTo(finder.prompted(prompt), node);
        boolean tooltipElsewhere = tooltip != null && !leadsTo(finder.withTooltip(tooltip, type), node);
        boolean labelElsewhere = label != null && finder.labelled(label, type) != node;
        boolean titleElsewhere = title != null && finder.titled(type, title.property(), title.text()) != node;
        boolean typeElsewhere = byType && finder.ofType(type) != node;
        List<String> phrases = new ArrayList<>();
        if (sharedId != null) {
            phrases.add(sharedId);
        }
        if (textElsewhere) {
            phrases.add("the text \"" + text + "\"");
        }
        if (promptElsewhere) {
            phrases.add("the prompt \"" + prompt + "\"");
        }
        if (tooltipElsewhere) {
            phrases.add("the tooltip \"" + tooltip + "\"");
        }
        if (labelElsewhere) {
            phrases.add("the label \"" + label + "\"");
        }
        if (titleElsewhere) {
            phrases.add("the title \"" + title.text() + "\"");
        }
        if (typeElsewhere) {
            phrases.add("the type " + type);
        }
        return phrases.isEmpty() ? Misleading.NONE : new Misleading(sharedId != null, textElsewhere, promptElsewhere,
                tooltipElsewhere, labelElsewhere, titleElsewhere, typeElsewhere, List.copyOf(phrases));
    }

    /**
     * Whether a row's locator leads to the node: {@code row(control, item, index)}, or {@code popupItem(item)} in a
     * popup, finds its row (the first such control on screen with a row showing the item, then its shown row with
     * it, the one at the index first), and {@code inside(row, type)} the node in it.
     */
    static boolean leadsTo(NodeFacts.Row row, boolean inPopup, Node node) {
        Node found;
        if (inPopup && row.item() != null) {
            found = NodeFinder.popupItem(row.item());
        } else {
            Node control = RowFinder.control(row.controlId() != null ? "#" + row.controlId() : row.control(), row.item());
            found = control == null ? null : RowFinder.shownRow(control, row.item(), row.index());
        }
        if (found != null && row.inner() != null) {
            found = NodeFinder.inside(found, row.inner());
        }
        return leadsTo(found, node);
    }

    /** Whether the node found is the node, or a part of it (the label of a menu item's row). */
    private static boolean leadsTo(Node found, Node node) {
        for (Node n = found; n != null; n = n.getParent()) {
            if (n == node) {
                return true;
            }
        }
        return false;
    }
}
