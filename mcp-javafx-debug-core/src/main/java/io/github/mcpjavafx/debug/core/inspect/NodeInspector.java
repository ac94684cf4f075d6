package io.github.mcpjavafx.debug.core.inspect;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.text.TextTreeRenderer;
import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.model.NodeRequest;
import io.github.mcpjavafx.debug.core.model.NodeResult;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.query.TargetResolver;
import io.github.mcpjavafx.debug.core.scene.WindowList;

/**
 * {@code ui_get_node}: resolves the target and reads the node in one call on the FX thread, then
 * renders its text on the caller's thread. Callable from any thread.
 */
public final class NodeInspector {

    private final TargetResolver targets;
    private final NodeReader reader;
    private final long fxTimeoutMs;

    /**
     * @param targets     resolves the request's target
     * @param reader      reads the node and its children
     * @param fxTimeoutMs how long the read may wait for and run on the FX thread
     */
    public NodeInspector(TargetResolver targets, NodeReader reader, long fxTimeoutMs) {
        this.targets = targets;
        this.reader = reader;
        this.fxTimeoutMs = fxTimeoutMs;
    }

    /** Reads the node the request names; fails like a target of an action does, or with {@code MCP_UI_TIMEOUT}. */
    public NodeResult read(NodeRequest request) {
        UiNode node = FxThread.call(() -> reader.read(targets.resolve(request.target()), request, WindowList.showing()),
                fxTimeoutMs);
        return new NodeResult(node, TextTreeRenderer.renderNode(node));
    }
}
