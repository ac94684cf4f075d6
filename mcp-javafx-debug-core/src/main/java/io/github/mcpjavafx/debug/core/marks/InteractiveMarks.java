package io.github.mcpjavafx.debug.core.marks;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.core.capture.SceneSnapshotter;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.model.SnapshotRoot;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.model.UiRef;
import io.github.mcpjavafx.debug.core.model.UiWindow;
import io.github.mcpjavafx.debug.core.model.WindowScope;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.text.InteractiveNodes;
import javafx.scene.Node;

import java.util.ArrayList;
import java.util.List;

/**
 * The nodes the interactive view lists, with their place in the scene: what marked screenshots and
 * highlights draw. It takes the interactive view's own capture (same walk, same depth, same rule),
 * so a mark exists exactly for each line of {@code ui_get_snapshot {"interactive": true}}. FX thread only.
 */
public final class InteractiveMarks {

    /** What one listed mark costs beyond its line: its uid and box as JSON, or its box in the text. */
    private static final int MARK_CHARS = 100;
    /** What a result costs around its marks. */
    private static final int RESULT_CHARS = 400;

    private final SceneSnapshotter snapshots;
    private final UidRegistry uids;
    private final int maxResultChars;

    /**
     * @param snapshots      takes the interactive view's capture
     * @param maxResultChars the most characters a result listing marks may have
     *                       (see {@link McpJavafxConfig#maxResultChars()})
     */
    public InteractiveMarks(SceneSnapshotter snapshots, UidRegistry uids, int maxResultChars) {
        this.snapshots = snapshots;
        this.uids = uids;
        this.maxResultChars = maxResultChars;
    }

    /** With the default result budget ({@value McpJavafxConfig#DEFAULT_MAX_RESULT_CHARS} characters). */
    public InteractiveMarks(SceneSnapshotter snapshots, UidRegistry uids) {
        this(snapshots, uids, McpJavafxConfig.DEFAULT_MAX_RESULT_CHARS);
    }

    /**
     * How many of the marks' {@code lines}, from the first, a result can list within the budget (in
     * either channel); the rest are drawn but only counted. Any thread.
     */
    public int listable(List<String> lines) {
        long chars = RESULT_CHARS;
        for (int i = 0; i < lines.size(); i++) {
            chars += lines.get(i).length() + MARK_CHARS;
            if (chars > maxResultChars) {
                return i;
            }
        }
        return lines.size();
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
        return new SnapshotRequest(stage, stageIndex, null, true, null, SnapshotRoot.of(root), null, null, null);
    }

    private List<MarkedNode> collect(SnapshotRequest request) {
        List<MarkedNode> marks = new ArrayList<>();
        for (UiWindow window : snapshots.capture(request).windows()) {
            UiNode root = window.scene() == null ? null : window.scene().root();
            if (root == null) {
                continue;
            }
            for (InteractiveNodes.Listed listed : InteractiveNodes.of(root)) {
                String uid = listed.node().uid();
                Node live = uids.find(uid).orElse(null);
                if (live != null && live.getScene() != null) {
                    MarkedNode.of(live, window.stageIndex(), uid, listed.line()).ifPresent(marks::add);
                }
            }
        }
        return marks;
    }
}
