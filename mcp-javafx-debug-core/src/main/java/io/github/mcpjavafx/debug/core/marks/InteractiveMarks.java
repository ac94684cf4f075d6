package io.github.mcpjavafx.debug.core.marks;

import io.github.mcpjavafx.debug.core.capture.SceneSnapshotter;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.model.UiRef;
import io.github.mcpjavafx.debug.core.model.UiWindow;
import io.github.mcpjavafx.debug.core.model.WindowScope;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.text.InteractiveNodes;
import io.github.mcpjavafx.debug.core.text.NodeLine;
import javafx.scene.Node;

import java.util.ArrayList;
import java.util.List;

/**
 * The nodes the interactive view lists, with their place in the scene: what marked screenshots and
 * highlights draw. It takes the interactive view's own capture (same walk, same depth, same rule),
 * so a mark exists exactly for each line of {@code ui_get_snapshot {"interactive": true}}. FX thread only.
 */
public final class InteractiveMarks {

    private final SceneSnapshotter snapshots;
    private final UidRegistry uids;

    public InteractiveMarks(SceneSnapshotter snapshots, UidRegistry uids) {
        this.snapshots = snapshots;
        this.uids = uids;
    }

    /** The interactive nodes of window {@code stageIndex} alone (not its popups). */
    public List<MarkedNode> inWindow(int stageIndex) {
        return collect(view(null, stageIndex, null));
    }

    /** The interactive nodes of the windows {@code scope} selects. */
    public List<MarkedNode> inWindows(WindowScope scope) {
        return collect(view(scope.stage(), scope.stageIndex(), null));
    }

    /** The interactive nodes at and below {@code root}. */
    public List<MarkedNode> under(Node root) {
        return collect(view(null, null, UiRef.ofUid(uids.uidOf(root))));
    }

    private static SnapshotRequest view(WindowScope.Selection stage, Integer stageIndex, UiRef root) {
        return new SnapshotRequest(stage, stageIndex, null, true, null, root, null, null);
    }

    private List<MarkedNode> collect(SnapshotRequest request) {
        List<MarkedNode> marks = new ArrayList<>();
        for (UiWindow window : snapshots.capture(request).windows()) {
            UiNode root = window.scene() == null ? null : window.scene().root();
            if (root == null) {
                continue;
            }
            for (UiNode node : InteractiveNodes.of(root)) {
                Node live = uids.find(node.uid()).orElse(null);
                if (live != null && live.getScene() != null) {
                    marks.add(new MarkedNode(window.stageIndex(), node.uid(), NodeLine.of(node),
                            live.localToScene(live.getLayoutBounds())));
                }
            }
        }
        return marks;
    }
}
