package io.github.mcpjavafx.debug.core.scene;

import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.model.UiRef;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.stage.Window;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Turns a ref into a live node, telling a stale uid (issued, but its node has left every showing
 * window) from an unknown one (never issued). The uid wins when it resolves; otherwise the path
 * is tried. FX thread only.
 */
public final class RefResolver {

    private final UidRegistry uids;

    public RefResolver(UidRegistry uids) {
        this.uids = uids;
    }

    /** The node the ref names, in one of the showing {@code windows}. */
    public Node resolve(UiRef ref, List<Window> windows) {
        if (ref.uid() != null) {
            Optional<Node> byUid = uids.find(ref.uid()).filter(node -> isShowingIn(node, windows));
            if (byUid.isPresent()) {
                return byUid.get();
            }
        }
        if (ref.path() != null) {
            Optional<Node> byPath = NodePaths.resolve(ref.path(), windows);
            if (byPath.isPresent()) {
                return byPath.get();
            }
        }
        throw notFound(ref);
    }

    private UiException notFound(UiRef ref) {
        if (ref.uid() != null && uids.wasIssued(ref.uid())) {
            return new UiException(ErrorCode.MCP_UI_STALE_REF, "Node " + ref.uid() + " is no longer in any "
                    + "showing window (it was removed, or its window closed). Take a new snapshot and use the "
                    + "refs it gives.", Map.of("ref", ref));
        }
        String what = ref.uid() != null ? "uid " + ref.uid() + " was never issued" : "path " + ref.path() + " leads nowhere";
        return new UiException(ErrorCode.MCP_UI_NODE_NOT_FOUND, "No node found: " + what + ". Use a uid from "
                + "ui_get_snapshot or ui_query (\"u-1f\"), or take a new snapshot.", Map.of("ref", ref));
    }

    private static boolean isShowingIn(Node node, List<Window> windows) {
        Scene scene = node.getScene();
        return scene != null && scene.getWindow() != null && windows.contains(scene.getWindow());
    }
}
