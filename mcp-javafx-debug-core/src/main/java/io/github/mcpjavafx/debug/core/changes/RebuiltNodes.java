package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.core.scene.NamingLabel;
import javafx.scene.control.Labeled;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The nodes that went, paired with the nodes that came alike (same type, text, value and label): a list or a form the
 * app rebuilt as it was shows no change, and neither side is reported.
 */
final class RebuiltNodes {

    private final Map<String, ArrayDeque<WatchedNode>> goneByLook = new HashMap<>();
    private final Set<WatchedNode> taken = Collections.newSetFromMap(new IdentityHashMap<>());
    private final List<WatchedNode> gone;

    /** @param readBefore what the nodes this look read anew showed before: a node that went is told by that */
    RebuiltNodes(List<WatchedNode> gone, Map<WatchedNode, WatchedFacts> readBefore) {
        this.gone = gone;
        for (WatchedNode node : gone) {
            goneByLook.computeIfAbsent(key(node, readBefore.getOrDefault(node, node.facts)), k -> new ArrayDeque<>())
                    .add(node);
        }
    }

    /** Whether {@code came} takes the place of a node that went alike; that node is then taken. */
    boolean replaces(WatchedNode came) {
        if (goneByLook.isEmpty()) {
            return false;
        }
        ArrayDeque<WatchedNode> alike = goneByLook.get(key(came, came.facts));
        WatchedNode replaced = alike == null ? null : alike.poll();
        if (replaced != null) {
            taken.add(replaced);
        }
        return replaced != null;
    }

    /** The nodes that went and came back alike. */
    Set<WatchedNode> taken() {
        return taken;
    }

    /** The nodes that went and did not come back, in the order they went. */
    List<WatchedNode> left() {
        return gone.stream().filter(node -> !taken.contains(node)).toList();
    }

    /**
     * Alike: the same type, text and value, and the same label naming it. Without the label an empty field of the page
     * that went paired with the empty field of the page that came (FXSampler's samples), and the new form's field was
     * told as neither added nor removed.
     */
    private static String key(WatchedNode node, WatchedFacts facts) {
        // a label or a button is named by its own text; a field by the label beside it
        String label = node.node instanceof Labeled ? null : NamingLabel.of(node.node);
        return node.node.getClass().getName() + '\u0000' + facts.text() + '\u0000' + facts.value() + '\u0000' + label;
    }
}
