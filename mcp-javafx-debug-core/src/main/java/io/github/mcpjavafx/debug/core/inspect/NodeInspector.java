package io.github.mcpjavafx.debug.core.inspect;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.looks.Sight;
import io.github.mcpjavafx.debug.core.looks.StyleOrigins;
import io.github.mcpjavafx.debug.core.model.UiStyle;
import io.github.mcpjavafx.debug.core.text.NodeLine;
import javafx.scene.Node;
import javafx.stage.Window;

import java.util.List;
import java.util.function.Function;
import io.github.mcpjavafx.debug.core.text.TextTreeRenderer;
import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.model.NodeRequest;
import io.github.mcpjavafx.debug.core.model.NodeResult;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.query.TargetResolver;
import io.github.mcpjavafx.debug.core.scene.WindowList;

/**
 * {@code ui_get_node}: resolves the target and reads the node in one call on the FX thread (and, for a
 * node a person cannot see, why; the origins of its styles when asked), then renders its text on the
 * caller's thread. Callable from any thread.
 */
public final class NodeInspector {

    private final TargetResolver targets;
    private final NodeReader reader;
    private final long fxTimeoutMs;
    private final StyleOrigins styles = new StyleOrigins();

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
        NodeResult read = FxThread.call(() -> {
            Node target = targets.resolve(request.target());
            List<Window> windows = WindowList.showing();
            UiNode node = reader.read(target, request, windows);
            Function<Node, String> names = n -> NodeLine.of(reader.summary(n, windows));
            List<UiStyle> style = request.wants(NodeRequest.Field.STYLE) ? styles.of(target, names) : null;
            return new NodeResult(node, new Sight(names).unseen(target), Sight.cut(target), style, null);
        }, fxTimeoutMs);
        return new NodeResult(read.node(), read.unseen(), read.cut(), read.style(), LooksText.append(
                TextTreeRenderer.renderNode(read.node()), read.unseen(), read.cut(), read.style()));
    }
}
