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
        String id = uniqueId(node, roots);
        if (id != null) {
            return Locator.unique(id);
        }
        if (byText && node instanceof Labeled labeled && uniqueText(labeled, roots)) {
            return Locator.unique(labeled.getText());
        }
        return cssPath(node, roots);
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

    /** {@code #id} when the node's id is a CSS name and no other node in any window has it. */
    private static String uniqueId(Node node, List<Node> roots) {
        String id = node.getId();
        if (id == null || !CSS_NAME.matcher(id).matches()) {
            return null;
        }
        String selector = "#" + id;
        return matches(selector, roots).size() == 1 ? selector : null;
    }

    /**
     * TestFX's text lookup takes every Labeled, text input and Text with exactly that text; a
     * button's own inner text node is one of them, so the text is unique when every match is the
     * node or inside it (TestFX then finds the node first).
     */
    private static boolean uniqueText(Labeled labeled, List<Node> roots) {
        String text = labeled.getText();
        if (text == null || text.isBlank() || text.startsWith("#") || text.startsWith(".") || text.contains("\n")) {
            return false;
        }
        List<Node> same = new ArrayList<>();
        for (Node root : roots) {
            collectWithText(root, text, same);
        }
        return same.stream().allMatch(match -> isInside(match, labeled));
    }

    private static void collectWithText(Node node, String text, List<Node> into) {
        if (node instanceof Labeled l && text.equals(l.getText())
                || node instanceof TextInputControl t && text.equals(t.getText())
                || node instanceof Text t2 && text.equals(t2.getText())) {
            into.add(node);
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                collectWithText(child, text, into);
            }
        }
    }

    private static boolean isInside(Node node, Node ancestor) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (n == ancestor) {
                return true;
            }
        }
        return false;
    }

    /**
     * {@code .root > VBox > Button} (or from an ancestor's unique {@code #id}), with the node's rank
     * among the matches when the path matches several. A type name CSS cannot spell (a nested
     * class) becomes {@code *}.
     */
    private static Locator cssPath(Node node, List<Node> roots) {
        List<String> segments = new ArrayList<>();
        Node current = node;
        String anchor = ".root";
        while (current.getParent() != null) {
            segments.add(0, typeSelector(current));
            current = current.getParent();
            String id = uniqueId(current, roots);
            if (id != null) {
                anchor = id;
                break;
            }
        }
        if (current.getParent() == null && !current.getStyleClass().contains("root")) {
            return null; // a root without the scene's root class: no selector starts there
        }
        String selector = segments.isEmpty() ? anchor : anchor + " > " + String.join(" > ", segments);
        List<Node> matches = matches(selector, roots);
        int nth = matches.indexOf(node);
        return nth < 0 ? null : new Locator(selector, nth);
    }

    private static String typeSelector(Node node) {
        String type = node.getTypeSelector();
        return CSS_NAME.matcher(type).matches() ? type : "*";
    }

    /** What {@code lookupAll} finds in every window, as TestFX collects it. */
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
}
