package io.github.mcpjavafx.debug.benchmarks;

import io.github.mcpjavafx.debug.core.controls.NodeText;
import io.github.mcpjavafx.debug.core.scene.LogicalChildren;
import javafx.scene.Node;
import javafx.scene.Parent;

import java.util.ArrayDeque;
import java.util.List;
import java.util.function.Function;

/**
 * The floor: visit nodes and read what any snapshot reads first (class, id, text), nothing else.
 * Two walks: over the nodes a snapshot lists ({@link LogicalChildren}, skins of standard controls
 * left out), which is what a snapshot must walk at the very least, and over every scene-graph node,
 * skins included, which is how big the scene is. A snapshot's cost divided by the first says how
 * much the engine adds on top of walking. FX thread only.
 */
final class BareTraversal {

    /** Keeps the JIT from discarding reads whose results are otherwise unused. */
    static volatile long sink;

    private BareTraversal() {
    }

    /** The walk over the nodes a snapshot lists, filling {@code measure}. */
    static Workload<Integer> logical(Measure measure) {
        return Workload.of(measure, Workload.Where.FX,
                scene -> visitLogical(scene.stage().getScene().getRoot()), count -> new Workload.Outcome(count, 0));
    }

    /** The walk over every scene-graph node. */
    static Workload<Integer> sceneGraph() {
        return Workload.of(Measure.SCENE_WALK, Workload.Where.FX,
                scene -> visitAll(scene.stage().getScene().getRoot()), count -> new Workload.Outcome(count, 0));
    }

    /** Counts every node below and including {@code root}, skins included. */
    static int visitAll(Node root) {
        return visit(root, node -> node instanceof Parent parent ? parent.getChildrenUnmodifiable() : List.of());
    }

    /** Counts the nodes below and including {@code root} that a snapshot lists (no depth limit). */
    static int visitLogical(Node root) {
        return visit(root, LogicalChildren::of);
    }

    private static int visit(Node root, Function<Node, List<Node>> children) {
        ArrayDeque<Node> pending = new ArrayDeque<>();
        pending.push(root);
        int count = 0;
        long checksum = 0;
        while (!pending.isEmpty()) {
            Node node = pending.pop();
            count++;
            String type = node.getClass().getSimpleName();
            String id = node.getId();
            String text = NodeText.text(node);
            checksum += type.length() + (id == null ? 0 : id.length()) + (text == null ? 0 : text.length());
            List<Node> kids = children.apply(node);
            for (int i = kids.size() - 1; i >= 0; i--) { // pushed in reverse: visited in document order
                pending.push(kids.get(i));
            }
        }
        sink += checksum;
        return count;
    }
}
