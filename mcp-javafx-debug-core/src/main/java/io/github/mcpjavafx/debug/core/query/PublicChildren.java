package io.github.mcpjavafx.debug.core.query;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Accordion;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.Control;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Skin;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TitledPane;
import javafx.scene.control.ToolBar;

import java.util.ArrayList;
import java.util.List;

/**
 * The public tree: what an application author put into the scene, without the nodes that
 * standard skins add. A control with a standard skin (from {@code javafx.*} or {@code com.sun.*})
 * is a leaf, except for the content the application gave it: a ScrollPane's content, the selected
 * tab's content, a SplitPane's items, a TitledPane's content, an Accordion's panes, a ToolBar's
 * items and a ButtonBar's buttons. Any other node shows its real children. FX thread only.
 */
public final class PublicChildren {

    private PublicChildren() {
    }

    /** The node's children in the public tree, in scene order; empty for a leaf. */
    public static List<Node> of(Node node) {
        if (!(node instanceof Parent parent)) {
            return List.of();
        }
        if (node instanceof Control control && hasStandardSkin(control)) {
            return publicContent(control);
        }
        return parent.getChildrenUnmodifiable();
    }

    /**
     * True for a control without a skin yet or with one from JavaFX itself; an application's own
     * skin is part of what the application built, so its nodes are shown.
     */
    public static boolean hasStandardSkin(Control control) {
        Skin<?> skin = control.getSkin();
        if (skin == null) {
            return true;
        }
        String name = skin.getClass().getName();
        return name.startsWith("javafx.") || name.startsWith("com.sun.");
    }

    private static List<Node> publicContent(Control control) {
        if (control instanceof ScrollPane pane) {
            return single(pane.getContent());
        }
        if (control instanceof TabPane pane) {
            Tab selected = pane.getSelectionModel().getSelectedItem();
            return selected == null ? List.of() : single(selected.getContent());
        }
        if (control instanceof SplitPane pane) {
            return pane.getItems();
        }
        if (control instanceof TitledPane pane) {
            return single(pane.getContent());
        }
        if (control instanceof Accordion accordion) {
            return new ArrayList<>(accordion.getPanes());
        }
        if (control instanceof ToolBar bar) {
            return bar.getItems();
        }
        if (control instanceof ButtonBar bar) {
            return bar.getButtons();
        }
        return List.of();
    }

    private static List<Node> single(Node node) {
        return node == null ? List.of() : List.of(node);
    }
}
