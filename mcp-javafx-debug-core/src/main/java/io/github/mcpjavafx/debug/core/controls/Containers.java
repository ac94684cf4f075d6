package io.github.mcpjavafx.debug.core.controls;

import javafx.beans.Observable;
import javafx.scene.Node;
import javafx.scene.control.Accordion;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.MenuBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.ToolBar;

import java.util.List;
import java.util.function.BiConsumer;

/**
 * Scroll panes, split panes, accordions, tool bars, button bars and menu bars: controls that show what
 * the app put in them (a menu bar its menus), so a change of that content changes what is listed below
 * them. A scroll pane says how far it is scrolled.
 */
final class Containers implements ControlFamily {

    @Override
    public List<Class<?>> declared() {
        return List.of(ScrollPane.class, SplitPane.class, Accordion.class, ToolBar.class, ButtonBar.class, MenuBar.class);
    }

    @Override
    public void properties(Node node, BiConsumer<String, Object> out) {
        if (node instanceof ScrollPane scroll) {
            out.accept("hvalue", scroll.getHvalue());
            out.accept("vvalue", scroll.getVvalue());
        }
    }

    /** Not a menu bar: its menu buttons are parts of its skin, not nodes the app put in. */
    @Override
    public boolean holdsContent(Node node) {
        return !(node instanceof MenuBar);
    }

    @Override
    public List<Observable> watched(Node node) {
        if (node instanceof ScrollPane scroll) {
            return List.of(scroll.contentProperty());
        }
        if (node instanceof MenuBar bar) {
            return List.of(bar.getMenus());
        }
        if (node instanceof SplitPane split) {
            return List.of(split.getItems());
        }
        if (node instanceof Accordion accordion) {
            return List.of(accordion.getPanes());
        }
        return List.of(node instanceof ToolBar toolBar ? toolBar.getItems() : ((ButtonBar) node).getButtons());
    }
}
