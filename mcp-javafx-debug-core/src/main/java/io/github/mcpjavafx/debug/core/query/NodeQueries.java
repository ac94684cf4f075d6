package io.github.mcpjavafx.debug.core.query;

import io.github.mcpjavafx.debug.core.capture.WindowList;
import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import javafx.scene.Node;
import javafx.scene.Scene;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Finds nodes by CSS selector, text or predicate in a list of windows. FX thread only.
 */
public final class NodeQueries {

    /** Every node the selector matches, in window order and scene-graph order within a window. */
    public List<Node> find(QueryRequest.Selector selector, List<WindowList.Indexed> windows) {
        if (selector.css() != null) {
            return byCss(selector.css(), windows);
        }
        throw new UiException(ErrorCode.MCP_UI_INTERNAL, "Only css selectors are supported so far.");
    }

    private static List<Node> byCss(String css, List<WindowList.Indexed> windows) {
        Set<Node> found = new LinkedHashSet<>();
        for (WindowList.Indexed w : windows) {
            Scene scene = w.window().getScene();
            if (scene != null) {
                found.addAll(scene.getRoot().lookupAll(css));
            }
        }
        return new ArrayList<>(found);
    }
}
