package io.github.mcpjavafx.debug.core.controls;

import io.github.mcpjavafx.debug.finder.ShownItems;

import javafx.beans.Observable;
import javafx.scene.Node;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TitledPane;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * Tab panes and titled panes: they hold the app's content. A tab pane's line lists its tabs by title
 * (the selected one is a line of its own), and {@code select} chooses a tab by its title. A titled pane's
 * line stands for its header, where a click lands, and says whether it is expanded when it folds.
 */
final class Panes extends Labels {

    @Override
    public List<Class<?>> declared() {
        return List.of(TabPane.class, TitledPane.class);
    }

    @Override
    public List<String> tabs(Node node) {
        if (!(node instanceof TabPane tabPane)) {
            return null;
        }
        List<String> titles = new ArrayList<>(tabPane.getTabs().size());
        for (Tab tab : tabPane.getTabs()) {
            titles.add(tab.getText() == null ? "" : tab.getText());
        }
        return titles;
    }

    @Override
    public Expansion expansion(Node node) {
        return node instanceof TitledPane titled
                ? new Expansion(titled.isCollapsible(), titled.isExpanded(), titled::setExpanded) : null;
    }

    @Override
    public boolean actionable(Node node) {
        return node instanceof TitledPane;
    }

    @Override
    public void properties(Node node, BiConsumer<String, Object> out) {
        super.properties(node, out);
        if (node instanceof TitledPane titled) {
            out.accept("expanded", titled.isExpanded());
        }
    }

    @Override
    public boolean holdsContent(Node node) {
        return true;
    }

    @Override
    public List<Observable> watched(Node node) {
        List<Observable> watched = super.watched(node);
        if (node instanceof TitledPane titled) {
            watched.add(titled.contentProperty());
        } else if (node instanceof TabPane tabs) {
            watched.add(tabs.getTabs());
        }
        return watched;
    }

    @Override
    public ShownItems items(Node node) {
        return node instanceof TabPane tabs ? ShownItems.ofTabs(tabs) : null;
    }

    @Override
    public void select(Node node, int index) {
        ((TabPane) node).getSelectionModel().select(index);
    }

    /** A titled pane's line stands for its header: an expanded pane's center is its content, where a click does nothing to it. */
    @Override
    public Node clickArea(Node node) {
        Node title = node instanceof TitledPane pane ? pane.lookup(".title") : null;
        return title != null && title != node ? title : node;
    }
}
