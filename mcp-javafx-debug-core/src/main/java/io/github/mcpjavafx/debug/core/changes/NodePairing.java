package io.github.mcpjavafx.debug.core.changes;

import javafx.scene.Node;
import javafx.stage.Window;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Pairs each node of the state after an action with the same node (by identity) in the state
 * before. Most actions add, remove and move no node, so both states list the same nodes in the same
 * order: the pairing walks them in step and looks a node up only where they part (a branch
 * inserted or removed), then goes on in step from the node it found. The result is the same as
 * looking every node up, at the cost of one comparison per node in the common case.
 */
final class NodePairing {

    private final UiState then;
    private final UiState now;
    /** Per position after, the position before of the same node; -1 for a node that is new. */
    private final int[] before;
    /** Per position before, whether a node after was paired with it. */
    private final boolean[] paired;

    private NodePairing(UiState then, UiState now) {
        this.then = then;
        this.now = now;
        this.before = new int[now.size()];
        this.paired = new boolean[then.size()];
        int offset = 0;
        for (int i = 0; i < before.length; i++) {
            Node node = now.node(i);
            int j = i + offset;
            if (j < 0 || j >= paired.length || then.node(j) != node) {
                j = then.positionOf(node);
                if (j >= 0) {
                    offset = j - i;
                }
            }
            before[i] = j;
            if (j >= 0) {
                paired[j] = true;
            }
        }
    }

    static NodePairing of(UiState then, UiState now) {
        return new NodePairing(then, now);
    }

    /** The position before of the node at {@code position} after; -1 when the node is new. */
    int before(int position) {
        return before[position];
    }

    /** How many nodes each window holds now that it did not before; the windows in {@code skip} left out. */
    Map<Window, Integer> added(List<Window> skip) {
        Map<Window, Integer> counts = new IdentityHashMap<>();
        for (int i = 0; i < before.length; i++) {
            // a node listed twice counts once
            if (before[i] < 0 && now.positionOf(now.node(i)) == i && !skip.contains(now.windowAt(i))) {
                counts.merge(now.windowAt(i), 1, Integer::sum);
            }
        }
        return counts;
    }

    /** How many nodes each window held before that it does not now; the windows in {@code skip} left out. */
    Map<Window, Integer> removed(List<Window> skip) {
        Map<Window, Integer> counts = new IdentityHashMap<>();
        for (int j = 0; j < paired.length; j++) {
            // unpaired may still be present: a node listed twice is paired once
            if (!paired[j] && then.positionOf(then.node(j)) == j && now.positionOf(then.node(j)) < 0
                    && !skip.contains(then.windowAt(j))) {
                counts.merge(then.windowAt(j), 1, Integer::sum);
            }
        }
        return counts;
    }
}
