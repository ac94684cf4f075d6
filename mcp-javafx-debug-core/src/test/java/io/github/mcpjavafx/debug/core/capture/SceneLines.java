package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.query.QueryService;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import javafx.scene.Node;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;

/** The lines an agent reads of the showing windows: a compact snapshot's and a query's, with the uids they use. */
final class SceneLines {

    private final UidRegistry uids = UidRegistry.shared();
    private final SceneSnapshotter snapshotter = new SceneSnapshotter(uids, SnapshotOptions.defaults(), HeadlessFx.TIMEOUT_MS);
    private final QueryService queries = new QueryService(uids, HeadlessFx.TIMEOUT_MS);

    String snapshot() {
        return snapshotter.snapshot(SnapshotRequest.compact()).text();
    }

    String query(String css) {
        return queries.query(QueryRequest.css(css)).text();
    }

    String uidOf(Node node) {
        return onFx(() -> uids.uidOf(node));
    }
}
