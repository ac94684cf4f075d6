package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.core.controls.ControlFamilies;
import io.github.mcpjavafx.debug.core.controls.ControlFamily;
import io.github.mcpjavafx.debug.core.controls.TextRole;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Control;
import javafx.scene.control.Tooltip;
import javafx.scene.text.Text;
import javafx.stage.PopupWindow;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Whether a recorded test would find a node again by one of its names, checked while the node is on screen: the
 * node a test's finder reaches first by a text, a prompt, a tooltip, a label beside it, a title or its type (newest
 * window first, in tree order, as the finders look) must be the node or a part of it, and an id must be the only one
 * on screen (TestFX's lookup takes any of them; a ChoiceBox gives all its items one). One walk of the showing windows,
 * up to the node unless it has an id; or of one ancestor's nodes, as {@code within(ancestor)} looks. FX thread only.
 */
final class Namesakes {

    private final Node node;
    private final String id;
    private final String type;
    private final String text;
    private final boolean inPopup;
    private final String prompt;
    private final String tooltip;
    private final String label;
    private final NodeFacts.Title title;
    private final boolean byType;

    private int sameId;
    private Node firstOfType;
    private Node firstByText;
    private Node firstByPrompt;
    private Node firstByTooltip;
    private Node firstLabelled;
    private Node firstTitled;

    private Namesakes(Node node, String id, String type, String text, boolean inPopup, String prompt, String tooltip,
                      String label, NodeFacts.Title title, boolean byType) {
        this.node = node;
        this.id = id;
        this.type = type;
        this.text = text;
        this.inPopup = inPopup;
        this.prompt = prompt;
        this.tooltip = tooltip;
        this.label = label;
        this.title = title;
        this.byType = byType;
    }

    /**
     * Which names of a node would lead a test elsewhere.
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
     * Which of the names (nullable each) of {@code node} would lead a test to another node.
     *
     * @param byType whether its type would name it ({@code ofType("RangeSlider")}): then it must be the first of its type
     */
    static Misleading of(Node node, String id, String type, String text, boolean inPopup, String prompt, String tooltip,
                         String label, NodeFacts.Title title, boolean byType) {
        if (id == null && text == null && prompt == null && tooltip == null && label == null && title == null && !byType) {
            return Misleading.NONE;
        }
        Namesakes names = new Namesakes(node, id, type, text, inPopup, prompt, tooltip, label, title, byType);
        List<Window> windows = new ArrayList<>(Window.getWindows());
        Collections.reverse(windows); // the newest first, as the finders look
        for (Window window : windows) {
            if (window.isShowing() && window.getScene() != null && window.getScene().getRoot() != null
                    && names.walk(window.getScene().getRoot(), window instanceof PopupWindow, true)) {
                break;
            }
        }
        return names.misleading();
    }

    /**
     * Which of the names (nullable each) of {@code node} would lead a test to another node below {@code scope}, as
     * {@code within(scope)}'s finders look: an id is not looked at (a lookup is not narrowed).
     */
    static Misleading within(Node scope, Node node, String type, String text, boolean inPopup, String prompt,
                             String tooltip, String label, NodeFacts.Title title, boolean byType) {
        Namesakes names = new Namesakes(node, null, type, text, inPopup, prompt, tooltip, label, title, byType);
        names.walk(scope, inPopup, true);
        return names.misleading();
    }

    private Misleading misleading() {
        Namesakes names = this;
        boolean byId = id != null && names.sameId > 1;
        boolean byText = text != null && !names.leadsHere(names.firstByText);
        boolean byPrompt = prompt != null && !names.leadsHere(names.firstByPrompt);
        boolean byTooltip = tooltip != null && !names.leadsHere(names.firstByTooltip);
        boolean byLabel = label != null && names.firstLabelled != node;
        boolean byTitle = title != null && names.firstTitled != node;
        boolean ofType = byType && names.firstOfType != node;
        List<String> phrases = new ArrayList<>();
        if (byId) {
            phrases.add(sharedId(id, names.sameId));
        }
        if (byText) {
            phrases.add("the text \"" + text + "\"");
        }
        if (byPrompt) {
            phrases.add("the prompt \"" + prompt + "\"");
        }
        if (byTooltip) {
            phrases.add("the tooltip \"" + tooltip + "\"");
        }
        if (byLabel) {
            phrases.add("the label \"" + label + "\"");
        }
        if (byTitle) {
            phrases.add("the title \"" + title.text() + "\"");
        }
        if (ofType) {
            phrases.add("the type " + type);
        }
        return phrases.isEmpty() ? Misleading.NONE
                : new Misleading(byId, byText, byPrompt, byTooltip, byLabel, byTitle, ofType, List.copyOf(phrases));
    }

    /**
     * Every node counts for an id (a lookup finds hidden ones too); only shown ones for the finders. Without an id the
     * walk ends after the node (and its parts): whatever a finder reaches first, it reaches by then.
     *
     * @return whether the walk is done
     */
    private boolean walk(Node n, boolean popup, boolean shown) {
        shown = shown && n.isVisible();
        if (id != null && id.equals(n.getId())) {
            sameId++;
        }
        if (shown) {
            if (text != null && firstByText == null && hasText(n, popup)) {
                firstByText = n;
            }
            if (prompt != null && firstByPrompt == null && ControlFamilies.of(n).textRole(n) == TextRole.TYPED
                    && prompt.equals(ControlFamilies.of(n).prompt(n))) {
                firstByPrompt = n;
            }
            if (byType && firstOfType == null && isType(n)) {
                firstOfType = n;
            }
            if (tooltip != null && firstByTooltip == null && n instanceof Control control
                    && tooltip.equals(tooltipOf(control)) && isType(n)) {
                firstByTooltip = n;
            }
            if (label != null && firstLabelled == null && isType(n) && label.equals(NodeFacts.labelOf(n))) {
                firstLabelled = n;
            }
            if (title != null && firstTitled == null && isType(n) && title.equals(NodeFacts.Title.of(n))) {
                firstTitled = n;
            }
        }
        if (n instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                if (walk(child, popup, shown)) {
                    return true;
                }
            }
        }
        return n == node && id == null; // its own parts count: a menu item's row is found by its label
    }

    /** As {@code popupItem(text)} finds in a popup (any labeled), or {@code named(type, text)} elsewhere. */
    private boolean hasText(Node n, boolean popup) {
        ControlFamily family = ControlFamilies.of(n);
        if (inPopup) {
            return popup && family.textRole(n) == TextRole.LABEL && text.equals(family.heldText(n));
        }
        String shown = family.textRole(n) != null ? family.heldText(n) : n instanceof Text t ? t.getText() : null;
        return text.equals(shown) && isType(n);
    }

    /** As the finders compare types: {@code *} is any. Cheap: it runs for the nodes of whole windows. */
    private boolean isType(Node n) {
        return "*".equals(type) || type.equals(n.getTypeSelector());
    }

    private static String tooltipOf(Control control) {
        Tooltip tip = control.getTooltip();
        return tip == null ? null : tip.getText();
    }

    /** Whether the first node found is the node, or a part of it (the label of a menu item's row). */
    private boolean leadsHere(Node first) {
        for (Node n = first; n != null; n = n.getParent()) {
            if (n == node) {
                return true;
            }
        }
        return false;
    }
}
