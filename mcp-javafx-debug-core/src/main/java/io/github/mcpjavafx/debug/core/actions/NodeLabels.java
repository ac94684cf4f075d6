package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.model.UiBounds;
import io.github.mcpjavafx.debug.core.scene.NodePaths;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.text.ContainerName;
import io.github.mcpjavafx.debug.core.text.NodeLine;
import javafx.geometry.Bounds;
import javafx.scene.Node;

import java.util.LinkedHashMap;
import java.util.Map;

/** How messages and details name a node: by its line, {@code Button#save u-8 "Save"}. FX thread only. */
final class NodeLabels {

    private final UidRegistry uids;
    private final NodeReader reader;

    NodeLabels(UidRegistry uids) {
        this.uids = uids;
        this.reader = new NodeReader(uids);
    }

    /** The node's line, as every tool shows it. */
    String label(Node node) {
        return NodeLine.of(reader.summary(node, WindowList.showing()));
    }

    /** What the node is called, without its state or place: {@code Text u-ng "Led Tile"}. */
    String name(Node node) {
        return ContainerName.name(reader.summary(node, WindowList.showing()));
    }

    /** {@code uid}, {@code type} and {@code id} of a node, for error details. */
    Map<String, Object> facts(Node node) {
        Map<String, Object> facts = new LinkedHashMap<>();
        facts.put("uid", uids.uidOf(node));
        facts.put("type", NodePaths.typeOf(node));
        if (node.getId() != null && !node.getId().isBlank()) {
            facts.put("id", node.getId());
        }
        return facts;
    }

    /** {@link #facts} plus the node's screen bounds when it has any. */
    Map<String, Object> factsWithBounds(Node node, Bounds screenBounds) {
        Map<String, Object> facts = facts(node);
        UiBounds bounds = UiBounds.of(screenBounds);
        if (bounds != null) {
            facts.put("screenBounds", bounds);
        }
        return facts;
    }
}
