package io.github.mcpjavafx.debug.core.scene;

import javafx.scene.Node;

import java.util.ArrayList;
import java.util.List;

/**
 * Which node a snapshot lists for a node of the real scene graph. A press lands on whatever is
 * drawn on top, often a skin internal (a Button's LabeledText, a cell's Text); the agent knows the
 * Button or the row. Walks the {@link LogicalChildren} from the scene's root down along the node's
 * ancestors, as far as the snapshot goes. FX thread only.
 */
public final class ListedNodes {

    private ListedNodes() {
    }

    /** {@code node} itself when a snapshot lists it, else the nearest ancestor a snapshot lists. */
    public static Node nearest(Node node) {
        List<Node> chain = new ArrayList<>(); // node first, the root last
        for (Node n = node; n != null; n = n.getParent()) {
            chain.add(n);
        }
        int at = chain.size() - 1;
        Node listed = chain.get(at);
        while (at > 0) {
            int next = closestListedChild(listed, chain, at);
            if (next < 0) {
                return listed;
            }
            listed = chain.get(next);
            at = next;
        }
        return listed;
    }

    /**
     * The index in {@code chain} of the logical child of {@code parent} that leads to the node: the
     * one closest to it, since a skin item (a tab header, a row) sits deep inside the control's skin.
     */
    private static int closestListedChild(Node parent, List<Node> chain, int parentAt) {
        List<Node> children = LogicalChildren.of(parent);
        int direct = closestIn(children, chain, parentAt);
        if (direct >= 0) {
            return direct;
        }
        // A tab's header stands between a TabPane and the tab's content in the listing, but the content's
        // parent in the scene graph is the skin's content area: look through the listed level in between.
        for (Node between : children) {
            int through = closestIn(LogicalChildren.of(between), chain, parentAt);
            if (through >= 0) {
                return through;
            }
        }
        return -1;
    }

    private static int closestIn(List<Node> children, List<Node> chain, int parentAt) {
        for (int i = 0; i < parentAt; i++) {
            if (children.contains(chain.get(i))) {
                return i;
            }
        }
        return -1;
    }
}
