package io.github.mcpjavafx.debug.core.scene;

import javafx.scene.Node;

/**
 * The nodes the app was seen changing on its own (a clock, a gauge's value, a blinking light, a chart's points), so
 * that every tool's line of such a node says so: a read of it is true of its moment only. The change watch, which
 * tells motion apart from what actions cause, marks them; the mark lives in the node's own properties, like its uid,
 * and says until when the watch remembers the motion. FX thread.
 */
public final class SeenMoving {

    private static final String PROPERTY_KEY = "mcp.moving";

    private SeenMoving() {
    }

    /** {@code node} was seen changing on its own; it counts so until {@code until} ({@link System#nanoTime()}). */
    public static void mark(Node node, long until) {
        node.getProperties().put(PROPERTY_KEY, until);
    }

    /** Whether {@code node} was seen changing on its own, and the watch still remembers it. */
    public static boolean now(Node node) {
        return node.hasProperties() && node.getProperties().get(PROPERTY_KEY) instanceof Long until
                && System.nanoTime() - until < 0;
    }
}
