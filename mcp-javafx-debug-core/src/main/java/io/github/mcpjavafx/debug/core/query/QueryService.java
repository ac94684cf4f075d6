package io.github.mcpjavafx.debug.core.query;

import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.model.NodePath;
import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.QueryResult;
import io.github.mcpjavafx.debug.core.model.UiBounds;
import io.github.mcpjavafx.debug.core.model.UiLayout;
import io.github.mcpjavafx.debug.core.model.UiRef;
import io.github.mcpjavafx.debug.core.scene.NodePaths;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import javafx.scene.Node;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * {@code ui_query}: finds nodes and describes the first {@code limit} of them. Callable from any
 * thread. The FX thread only walks the scene and, later, reads the matches' uids, summaries and
 * bounds; validating the selector and comparing texts (a regex, above all) happen on the caller's
 * thread, so a slow pattern cannot stall the UI.
 */
public final class QueryService {

    private final UidRegistry uids;
    private final long fxTimeoutMs;
    private final NodeQueries queries = new NodeQueries();

    /**
     * @param uids        the registry that issues the matches' uids ({@link UidRegistry#shared()})
     * @param fxTimeoutMs how long each step on the FX thread may take
     */
    public QueryService(UidRegistry uids, long fxTimeoutMs) {
        this.uids = uids;
        this.fxTimeoutMs = fxTimeoutMs;
    }

    /** Runs the query; fails with {@code MCP_UI_INVALID_ARGUMENT}, {@code MCP_UI_NO_STAGES} or {@code MCP_UI_TIMEOUT}. */
    public QueryResult query(QueryRequest request) {
        NodeQueries.Prepared prepared = queries.prepare(request.selector());
        Collected collected = FxThread.call(() -> {
            List<WindowList.Indexed> windows = WindowList.select(request.scope());
            return new Collected(prepared.collect(windows), windows.stream().map(WindowList.Indexed::index).toList(),
                    WindowList.showing().size());
        }, fxTimeoutMs);
        List<Node> matched = collected.candidates().match();
        List<Node> shown = matched.subList(0, Math.min(request.limit(), matched.size()));
        List<Described> described = shown.isEmpty() ? List.of() : FxThread.call(() -> describe(shown), fxTimeoutMs);

        List<QueryResult.Match> matches = described.stream().map(Described::match).toList();
        boolean truncated = matched.size() > shown.size();
        String text = matched.isEmpty() ? noMatch(prepared, collected) : lines(described, matched.size());
        return new QueryResult(matches, matched.size(), truncated, text);
    }

    /** What the FX thread hands back from the walk. */
    private record Collected(NodeQueries.Candidates candidates, List<Integer> windowIndices, int showingWindows) {
    }

    /** A match and the parts of its summary, for the text line. */
    private record Described(QueryResult.Match match, NodeSummary.Parts parts) {
    }

    private List<Described> describe(List<Node> nodes) {
        List<Window> windows = WindowList.showing();
        List<Described> described = new ArrayList<>(nodes.size());
        for (Node node : nodes) {
            String path = NodePaths.pathOf(node, windows).map(NodePath::toString).orElse(null);
            UiLayout layout = new UiLayout(null, UiBounds.of(node.localToScene(node.getBoundsInLocal())),
                    UiBounds.of(node.localToScreen(node.getBoundsInLocal())));
            NodeSummary.Parts parts = NodeSummary.partsOf(node);
            QueryResult.Match match = new QueryResult.Match(new UiRef(uids.uidOf(node), path), NodePaths.typeOf(node),
                    node.getId(), parts.toString(), layout);
            described.add(new Described(match, parts));
        }
        return described;
    }

    /** {@code u-8 Button#save [text=Save] @ 130,220 80x25}, one per match, then what was left out. */
    private static String lines(List<Described> described, int total) {
        StringBuilder sb = new StringBuilder();
        for (Described d : described) {
            sb.append(d.match().ref().uid()).append(' ').append(d.parts().line());
            UiBounds screen = d.match().layout().localToScreen();
            if (screen == null) {
                sb.append(" @ no screen bounds");
            } else {
                sb.append(" @ ").append(Math.round(screen.x())).append(',').append(Math.round(screen.y()))
                        .append(' ').append(Math.round(screen.width())).append('x').append(Math.round(screen.height()));
            }
            sb.append('\n');
        }
        if (total > described.size()) {
            sb.append("… ").append(total - described.size()).append(" more (raise limit)\n");
        }
        return sb.toString().stripTrailing();
    }

    private static String noMatch(NodeQueries.Prepared prepared, Collected collected) {
        List<Integer> indices = collected.windowIndices();
        String where = indices.size() == 1 ? "window " + indices.get(0)
                : "windows " + indices.stream().map(String::valueOf).collect(Collectors.joining(", "));
        String hint = " " + prepared.noMatchHint();
        int others = collected.showingWindows() - indices.size();
        if (others > 0) {
            hint += " " + others + " other window(s) are showing: try scope {\"stage\": \"all\"}.";
        }
        return "No match for " + prepared.description() + " in " + where + "." + hint;
    }
}
