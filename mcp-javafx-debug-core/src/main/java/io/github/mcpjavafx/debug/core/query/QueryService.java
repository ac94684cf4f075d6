package io.github.mcpjavafx.debug.core.query;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.QueryResult;
import io.github.mcpjavafx.debug.core.model.UiRef;
import io.github.mcpjavafx.debug.core.model.UiBounds;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.scene.FxProperties;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.text.ContainerName;
import io.github.mcpjavafx.debug.core.text.NodeLine;
import io.github.mcpjavafx.debug.core.text.TextFormat;
import javafx.scene.Node;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * {@code ui_query}: finds nodes and describes the first {@code limit} of them. Callable from any
 * thread. The FX thread walks the scene and reads the matches' lines and bounds, in one turn for a
 * css or predicate query; validating the selector and comparing texts (a regex, above all) happen on
 * the caller's thread between two turns, so a slow pattern cannot stall the UI.
 */
public final class QueryService {

    private final NodeReader reader;
    private final long fxTimeoutMs;
    private final NodeQueries queries = new NodeQueries();

    /**
     * @param uids        the registry that issues the matches' uids ({@link UidRegistry#shared()})
     * @param fxTimeoutMs how long each step on the FX thread may take
     */
    public QueryService(UidRegistry uids, long fxTimeoutMs) {
        this.reader = new NodeReader(uids);
        this.fxTimeoutMs = fxTimeoutMs;
    }

    /** Runs the query; fails with {@code MCP_UI_INVALID_ARGUMENT}, {@code MCP_UI_NO_STAGES} or {@code MCP_UI_TIMEOUT}. */
    public QueryResult query(QueryRequest request) {
        try {
            return run(request);
        } catch (UiException refusal) {
            throw refusal.naming("selector"); // a bad css or regex, or a regex out of time
        }
    }

    private QueryResult run(QueryRequest request) {
        NodeQueries.Prepared prepared = queries.prepare(request.selector());
        Collected collected = FxThread.call(() -> {
            List<WindowList.Indexed> windows = WindowList.select(request.scope());
            NodeQueries.Candidates candidates = prepared.collect(windows);
            // css and predicate queries are matched by the walk itself: describe the matches in the same
            // FX turn, which saves a hand-over and describes exactly the UI that matched.
            List<Described> described = candidates.matched() ? describe(first(candidates.match(), request.limit())) : null;
            return new Collected(candidates, windows.stream().map(WindowList.Indexed::index).toList(),
                    WindowList.showing().size(), described);
        }, fxTimeoutMs);
        List<Node> matched = collected.candidates().match();
        List<Node> shown = first(matched, request.limit());
        List<Described> described = collected.described() != null ? collected.described()
                : shown.isEmpty() ? List.of() : FxThread.call(() -> describe(shown), fxTimeoutMs);

        List<QueryResult.Match> matches = described.stream().map(QueryService::match).toList();
        boolean truncated = matched.size() > shown.size();
        if (matched.isEmpty()) {
            return noMatch(prepared, collected, near(request, prepared, collected));
        }
        // class and package are read off the FX thread safely: only custom controls are items of a custom view
        String leftOut = matched.stream().noneMatch(FxProperties::isControlFromOutside) ? null
                : FxThread.call(() -> ViewItems.leftOut(matched, reader, WindowList.showing()), fxTimeoutMs);
        String text = lines(matches, matched.size());
        return new QueryResult(matches, matched.size(), truncated, List.of(), leftOut,
                leftOut == null ? text : text + "\n" + leftOut);
    }

    /** Nothing matched: what was searched where, what to try, and the nodes a slip may have meant, in both channels. */
    private static QueryResult noMatch(NodeQueries.Prepared prepared, Collected collected, List<QueryResult.Match> near) {
        String missed = "No match for " + prepared.description() + " in " + where(collected) + ".";
        String hints = hints(prepared, collected);
        if (near.isEmpty()) {
            return new QueryResult(List.of(), 0, false, near, missed + " " + hints, missed + " " + hints);
        }
        return new QueryResult(List.of(), 0, false, near, missed + " Did you mean one of the nodes in near? " + hints,
                missed + " Did you mean one of these?\n" + lines(near, near.size()) + "\n" + hints);
    }

    /**
     * Nothing matched: the nodes a css {@code #id} or a text selector may have meant. A css id is
     * looked for in one more FX turn; texts are compared here, on the texts the walk already
     * collected, and only the near nodes go back to the FX thread to be described.
     */
    private List<QueryResult.Match> near(QueryRequest request, NodeQueries.Prepared prepared, Collected collected) {
        List<Described> described;
        if (request.selector().css() != null) {
            described = FxThread.call(() -> describe(prepared.nearMisses(collected.candidates(),
                    WindowList.select(request.scope()))), fxTimeoutMs);
        } else {
            List<Node> near = prepared.nearMisses(collected.candidates(), List.of()); // texts: compared here
            described = near.isEmpty() ? List.of() : FxThread.call(() -> describe(near), fxTimeoutMs);
        }
        return described.stream().map(QueryService::match).toList();
    }

    private static List<Node> first(List<Node> nodes, int limit) {
        return nodes.subList(0, Math.min(limit, nodes.size()));
    }

    /**
     * What the FX thread hands back from the walk; {@code described} is null when the matches are
     * still to be found off the FX thread (a text query).
     */
    private record Collected(NodeQueries.Candidates candidates, List<Integer> windowIndices, int showingWindows,
                             List<Described> described) {
    }

    /**
     * A match as the FX thread read it: the node's line data, where it is on screen (nullable) and the container a
     * person names it by (nullable).
     */
    private record Described(UiNode node, UiBounds screen, UiNode container) {
    }

    private List<Described> describe(List<Node> nodes) {
        List<Window> windows = WindowList.showing();
        List<Described> described = new ArrayList<>(nodes.size());
        for (Node node : nodes) {
            described.add(new Described(reader.summary(node, windows),
                    UiBounds.of(node.localToScreen(node.getBoundsInLocal())), reader.containerOf(node)));
        }
        return described;
    }

    /**
     * {@code Button u-8 "month" @130,220 80x25 in SegmentedButton#range u-4}: the node's line, its screen bounds and
     * the container it sits in, which tells apart matches that read alike.
     */
    private static QueryResult.Match match(Described described) {
        StringBuilder line = new StringBuilder(NodeLine.of(described.node()));
        if (described.screen() == null) {
            line.append(" (not on screen)");
        } else {
            TextFormat.appendBounds(line, "", described.screen());
        }
        if (described.container() != null) {
            ContainerName.append(line, described.container());
        }
        // The uid alone: the line names the node, and a path (tens of segments deep in a real app) would make the
        // structured result several times the text's size.
        return new QueryResult.Match(UiRef.ofUid(described.node().uid()), line.toString());
    }

    /** One line per match, then what was left out. */
    private static String lines(List<QueryResult.Match> matches, int total) {
        StringBuilder sb = new StringBuilder();
        for (QueryResult.Match match : matches) {
            sb.append(match.line()).append('\n');
        }
        if (total > matches.size()) {
            sb.append("… ").append(total - matches.size()).append(" more (raise limit)\n");
        }
        return sb.toString().stripTrailing();
    }

    private static String where(Collected collected) {
        List<Integer> indices = collected.windowIndices();
        return indices.size() == 1 ? "window " + indices.get(0)
                : "windows " + indices.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }

    /** What to try when nothing matched. */
    private static String hints(NodeQueries.Prepared prepared, Collected collected) {
        int others = collected.showingWindows() - collected.windowIndices().size();
        return prepared.noMatchHint() + (others > 0
                ? " " + others + " other window(s) are showing: try scope {\"stage\": \"all\"}." : "");
    }
}
