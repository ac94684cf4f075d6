package io.github.mcpjavafx.debug.core.recording;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextInputControl;
import javafx.scene.text.Text;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Finds, for a node that is on screen now, the {@link Locator} a TestFX test will find it by later,
 * preferring what survives changes to the app: a unique {@code #id}, else a unique text (of a label
 * or button, whose text an action does not change), else a CSS path from the scene root or the
 * nearest ancestor with a unique id. Uniqueness is checked as TestFX checks it, over every showing
 * window. FX thread only.
 */
public final class Locators {

    /** What the JavaFX CSS parser takes as an identifier; other ids and type names cannot be written in a selector. */
    private static final Pattern CSS_NAME = Pattern.compile("-?[A-Za-z_][\\w-]*");

    private Locators() {
    }

    /**
     * @param byText whether a text may name the node: not for a node whose text the action at hand
     *               changes (an input typed into, a label that an action rewrote)
     * @return the locator, or {@code null} when the node is in no showing window
     */
    public static Locator of(Node node, boolean byText) {
        Scene scene = node.getScene();
        if (scene == null || scene.getWindow() == null || !scene.getWindow().isShowing()) {
            return null;
        }
        List<Node> roots = roots();
        String text = byText && node instanceof Labeled labeled && usable(labeled.getText()) ? labeled.getText() : null;
        // One walk of every window answers all the uniqueness questions below: this runs on each action.
        Census census = new Census(node, text);
        roots.forEach(census::walk);
        if (census.uniqueId(node)) {
            return Locator.unique("#" + node.getId());
        }
        if (text != null && census.textOnlyIn(node)) {
            return Locator.unique(text);
        }
        return cssPath(node, roots, census);
    }

    private static List<Node> roots() {
        List<Node> roots = new ArrayList<>();
        for (Window window : Window.getWindows()) {
            if (window.isShowing() && window.getScene() != null && window.getScene().getRoot() != null) {
                roots.add(window.getScene().getRoot());
            }
        }
        return roots;
    }

    /** A text TestFX's text lookup can take: not one it would read as a CSS selector, on one line. */
    private static boolean usable(String text) {
        return text != null && !text.isBlank() && !text.startsWith("#") && !text.startsWith(".") && !text.contains("\n");
    }

    /**
     * {@code .root > VBox > Button} (or from an ancestor's unique {@code #id}), with the node's rank
     * among the matches when the path matches several. A type name CSS cannot spell (a nested
     * class) becomes {@code *}.
     */
    private static Locator cssPath(Node node, List<Node> roots, Census census) {
        List<String> segments = new ArrayList<>();
        Node current = node;
        Node anchor = null;
        while (current.getParent() != null) {
            segments.add(0, typeSelector(current));
            current = current.getParent();
            if (census.uniqueId(current)) {
                anchor = current;
                break;
            }
        }
        if (anchor == null && !current.getStyleClass().contains("root")) {
            return null; // a root without the scene's root class: no selector starts there
        }
        String start = anchor == null ? ".root" : "#" + anchor.getId();
        String selector = segments.isEmpty() ? start : start + " > " + String.join(" > ", segments);
        // Below a unique id every match lies inside that node: look there only, in the same order.
        List<Node> matches = matches(selector, anchor == null ? roots : List.of(anchor));
        int nth = matches.indexOf(node);
        return nth < 0 ? null : new Locator(selector, nth);
    }

    private static String typeSelector(Node node) {
        String type = node.getTypeSelector();
        return CSS_NAME.matcher(type).matches() ? type : "*";
    }

    /** What {@code lookupAll} finds below {@code roots}, as TestFX collects it over every window. */
    private static List<Node> matches(String selector, List<Node> roots) {
        List<Node> all = new ArrayList<>();
        for (Node root : roots) {
            for (Node match : root.lookupAll(selector)) {
                if (all.stream().noneMatch(seen -> seen == match)) {
                    all.add(match);
                }
            }
        }
        return all;
    }

    /**
     * What one walk of every showing window tells: how many nodes carry the ids a locator may use
     * (the node's own and its ancestors'), and which nodes show the text sought, as TestFX's text
     * lookup takes them (every Labeled, text input and Text with exactly that text). It runs before
     * every action, over skins too, so it counts only what is asked and keeps no map.
     */
    private static final class Census {

        private final String text;
        private final String[] ids;
        private final int[] counts;
        private final List<Node> withText = new ArrayList<>();

        /** @param node the node to locate: its id and its ancestors' are counted */
        Census(Node node, String text) {
            this.text = text;
            List<String> asked = new ArrayList<>();
            for (Node n = node; n != null; n = n.getParent()) {
                if (n.getId() != null) {
                    asked.add(n.getId());
                }
            }
            this.ids = asked.toArray(String[]::new);
            this.counts = new int[ids.length];
        }

        void walk(Node node) {
            String id = node.getId();
            if (id != null) {
                for (int i = 0; i < ids.length; i++) {
                    if (ids[i].equals(id)) {
                        counts[i]++;
                    }
                }
            }
            if (text != null && (node instanceof Labeled l && text.equals(l.getText())
                    || node instanceof TextInputControl t && text.equals(t.getText())
                    || node instanceof Text t2 && text.equals(t2.getText()))) {
                withText.add(node);
            }
            if (node instanceof Parent parent) {
                List<Node> children = parent.getChildrenUnmodifiable();
                for (int i = 0, n = children.size(); i < n; i++) {
                    walk(children.get(i));
                }
            }
        }

        /** Whether {@code #id} names this node alone: its id is a CSS name and no other node has it. */
        boolean uniqueId(Node node) {
            String id = node.getId();
            return id != null && CSS_NAME.matcher(id).matches() && count(id) == 1;
        }

        /** How many nodes carry {@code id}, one of the ids asked about. */
        private int count(String id) {
            for (int i = 0; i < ids.length; i++) {
                if (ids[i].equals(id)) {
                    return counts[i];
                }
            }
            throw new IllegalArgumentException("Not counted: " + id);
        }

        /**
         * Whether the text names {@code labeled} alone: a button's own inner text node shows it too,
         * so every match must be the node or inside it (TestFX then finds the node first).
         */
        boolean textOnlyIn(Node labeled) {
            return withText.stream().allMatch(match -> isInside(match, labeled));
        }

        private static boolean isInside(Node node, Node ancestor) {
            for (Node n = node; n != null; n = n.getParent()) {
                if (n == ancestor) {
                    return true;
                }
            }
            return false;
        }
    }
}
