package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.model.Changes;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.text.ContainerName;
import javafx.scene.Node;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What changed on its own while an action ran: counted, and named by the containers it is in, so that the agent
 * knows where the app moves by itself without a line per moving node. FX thread.
 */
final class MotionSummary {

    /** Containers named; the rest are counted. */
    static final int NAMED_MOVERS = 3;
    /** Nodes whose containers are looked up: naming costs a read per node, and a few tell where the motion is. */
    private static final int MOVERS_LOOKED_AT = 20;

    private final NodeReader reader;
    private int nodes;
    private final List<Node> lookedAt = new ArrayList<>();

    MotionSummary(NodeReader reader) {
        this.reader = reader;
    }

    /** {@code count} nodes changed, came or went on their own, at {@code node}. */
    void add(Node node, int count) {
        nodes += count;
        if (lookedAt.size() < MOVERS_LOOKED_AT) {
            lookedAt.add(node);
        }
    }

    /** What was added, or null when nothing was. */
    Changes.OnTheirOwn summary() {
        if (nodes == 0) {
            return null;
        }
        Set<String> names = new LinkedHashSet<>();
        for (Node node : lookedAt) {
            Node widget = OwnMotion.widgetOf(node);
            UiNode read = reader.named(widget != null ? widget : node);
            UiNode named = widget != null || ContainerName.names(read) ? read : reader.containerOf(node);
            if (named != null) {
                names.add(ContainerName.name(named));
            }
        }
        List<String> listed = names.stream().limit(NAMED_MOVERS).toList();
        return new Changes.OnTheirOwn(nodes, listed, names.size() - listed.size());
    }
}
