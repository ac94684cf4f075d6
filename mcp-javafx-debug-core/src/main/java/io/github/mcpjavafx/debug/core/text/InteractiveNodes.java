package io.github.mcpjavafx.debug.core.text;

import io.github.mcpjavafx.debug.core.model.UiNode;

import java.util.ArrayList;
import java.util.List;

/**
 * Which captured nodes the interactive view lists: the actionable ones whose branch is visible, in
 * document order. The one rule for that set, used by the interactive snapshot, marked screenshots
 * and highlights alike. Pure function of the captured tree.
 */
public final class InteractiveNodes {

    private InteractiveNodes() {
    }

    /** The interactive nodes at and below {@code root}. */
    public static List<UiNode> of(UiNode root) {
        List<UiNode> found = new ArrayList<>();
        collect(root, found);
        return found;
    }

    private static void collect(UiNode node, List<UiNode> found) {
        if (!node.visible()) {
            return;
        }
        if (Boolean.TRUE.equals(node.actionable())) {
            found.add(node);
        }
        for (UiNode child : node.children()) {
            collect(child, found);
        }
    }
}
