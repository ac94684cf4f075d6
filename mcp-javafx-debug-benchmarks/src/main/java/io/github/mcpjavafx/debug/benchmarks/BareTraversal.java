package io.github.mcpjavafx.debug.benchmarks;

import io.github.mcpjavafx.debug.core.capture.NodeText;
import javafx.scene.Node;
import javafx.scene.Parent;

import java.util.ArrayDeque;

/**
 * The floor: visit every node and read what any snapshot reads first (class, id, text), nothing
 * else. A snapshot's cost divided by this one says how much the engine adds on top of walking.
 */
final class BareTraversal implements Workload {

    /** Keeps the JIT from discarding reads whose results are otherwise unused. */
    static volatile long sink;

    @Override
    public Measure measure() {
        return Measure.BARE_TRAVERSAL;
    }

    @Override
    public Where where() {
        return Where.FX;
    }

    @Override
    public Outcome run(BenchScene scene) {
        return new Outcome(visit(scene.stage().getScene().getRoot()), 0);
    }

    /** Counts every node below and including {@code root}; FX thread only. */
    static int visit(Node root) {
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
            if (node instanceof Parent parent) {
                for (Node child : parent.getChildrenUnmodifiable()) {
                    pending.push(child);
                }
            }
        }
        sink += checksum;
        return count;
    }
}
