package io.github.mcpjavafx.debug.core.query;

import io.github.mcpjavafx.debug.core.model.FailureReason;
import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.model.WindowScope;
import io.github.mcpjavafx.debug.core.scene.RefResolver;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import javafx.scene.Node;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one way a target ({@code ref}, {@code css} or {@code text}) becomes a node. A css or text
 * target must match exactly one node in the showing windows; otherwise the error lists the
 * candidates so the agent can pick a ref. FX thread only.
 */
public final class TargetResolver {

    static final int MAX_CANDIDATES = 10;

    private final UidRegistry uids;
    private final RefResolver refs;
    private final NodeQueries queries;

    public TargetResolver(UidRegistry uids, NodeQueries queries) {
        this.uids = uids;
        this.refs = new RefResolver(uids);
        this.queries = queries;
    }

    /** The one node {@code target} names among all showing windows. */
    public Node resolve(Target target) {
        if (target.ref() != null) {
            return refs.resolve(target.ref(), WindowList.showing());
        }
        QueryRequest.Selector selector = target.css() != null
                ? new QueryRequest.Selector(target.css(), null, null, null)
                : new QueryRequest.Selector(null, target.text(), QueryRequest.TextMatch.CONTAINS, null);
        List<Node> matches = queries.find(selector, WindowList.select(WindowScope.all()));
        if (matches.size() == 1) {
            return matches.get(0);
        }
        if (matches.isEmpty()) {
            throw UiException.actionFailed(FailureReason.NO_MATCH, "Nothing matches " + target.display()
                    + ". Take a snapshot or run ui_query to find the node, then target it by ref.",
                    Map.of("target", target));
        }
        throw UiException.actionFailed(FailureReason.AMBIGUOUS_TARGET, matches.size() + " nodes match "
                        + target.display() + "; a target must match exactly one. Pick one of the candidates by ref.",
                Map.of("target", target, "matches", matches.size(), "candidates", candidates(matches)));
    }

    private List<Map<String, Object>> candidates(List<Node> matches) {
        List<Map<String, Object>> list = new ArrayList<>();
        for (Node node : matches.subList(0, Math.min(MAX_CANDIDATES, matches.size()))) {
            Map<String, Object> candidate = new LinkedHashMap<>();
            candidate.put("uid", uids.uidOf(node));
            candidate.put("summary", NodeSummary.of(node));
            list.add(candidate);
        }
        return list;
    }
}
