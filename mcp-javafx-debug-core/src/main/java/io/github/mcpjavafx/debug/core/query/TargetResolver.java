package io.github.mcpjavafx.debug.core.query;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.model.FailureReason;
import io.github.mcpjavafx.debug.core.model.QueryRequest;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.model.UiBounds;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.model.WindowScope;
import io.github.mcpjavafx.debug.core.scene.RefResolver;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.text.NodeLine;
import io.github.mcpjavafx.debug.core.text.TextFormat;
import javafx.scene.Node;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The one way a target ({@code ref}, {@code css} or {@code text}) becomes a node. A css or text
 * target must match exactly one node in the showing windows. A text target that matches several
 * (it matches like a query's {@code contains}, ignoring case) resolves to the one whose text
 * equals it exactly, case included, when there is exactly one such node. Otherwise the error lists
 * the candidates so the agent can pick a ref. FX thread only.
 */
public final class TargetResolver {

    static final int MAX_CANDIDATES = 10;

    private final NodeReader reader;
    private final RefResolver refs;
    private final NodeQueries queries;

    public TargetResolver(UidRegistry uids, NodeQueries queries) {
        this.reader = new NodeReader(uids);
        this.refs = new RefResolver(uids);
        this.queries = queries;
    }

    /** The one node {@code target} names among all showing windows; a bad css or text is refused naming {@code target}. */
    public Node resolve(Target target) {
        return resolve(target, "target");
    }

    /** As {@link #resolve(Target)}, for a target given as {@code argument} ({@code actions[0].to}). */
    public Node resolve(Target target, String argument) {
        try {
            return find(target);
        } catch (UiException refusal) {
            throw refusal.naming(argument);
        }
    }

    /** Refuses, naming {@code argument}, a css or text target no node could match (malformed css, blank text). Any thread. */
    public void check(Target target, String argument) {
        if (target != null && target.ref() == null) {
            try {
                queries.prepare(selectorOf(target));
            } catch (UiException refusal) {
                throw refusal.naming(argument);
            }
        }
    }

    private static QueryRequest.Selector selectorOf(Target target) {
        return target.css() != null
                ? new QueryRequest.Selector(target.css(), null, null, null)
                : new QueryRequest.Selector(null, target.text(), QueryRequest.TextMatch.CONTAINS, null);
    }

    private Node find(Target target) {
        if (target.ref() != null) {
            return refs.resolve(target.ref(), WindowList.showing());
        }
        NodeQueries.Prepared prepared = queries.prepare(selectorOf(target));
        List<WindowList.Indexed> windows = WindowList.select(WindowScope.all());
        NodeQueries.Candidates collected = prepared.collect(windows);
        List<Node> matches = collected.match();
        if (matches.size() == 1) {
            return matches.get(0);
        }
        Node exact = target.text() == null ? null : onlyExact(matches, target.text());
        if (exact != null) {
            return exact;
        }
        if (matches.isEmpty()) {
            throw noMatch(target, prepared.nearMisses(collected, windows));
        }
        List<Candidate> candidates = candidates(matches);
        StringBuilder message = new StringBuilder().append(matches.size()).append(" nodes match ")
                .append(target.display()).append("; a target must match exactly one. Target one of them ")
                .append(byRef(candidates, true));
        if (matches.size() > candidates.size()) {
            message.append("\n  … ").append(matches.size() - candidates.size()).append(" more: narrow the selector");
        }
        throw UiException.actionFailed(FailureReason.AMBIGUOUS_TARGET, message.toString(),
                Map.of("target", target, "matches", matches.size(), "candidates", candidates));
    }

    /** Nothing matched: the refusal names the nodes the target may have meant ({@code near}), when some come close. */
    private UiException noMatch(Target target, List<Node> near) {
        if (near.isEmpty()) {
            return UiException.actionFailed(FailureReason.NO_MATCH, "Nothing matches " + target.display()
                    + ". Take a snapshot or run ui_query to find the node, then target it by ref.",
                    Map.of("target", target));
        }
        List<Candidate> candidates = candidates(near);
        return UiException.actionFailed(FailureReason.NO_MATCH, "Nothing matches " + target.display()
                + ". Did you mean one of these? Target it " + byRef(candidates, false),
                Map.of("target", target, "candidates", candidates));
    }

    /**
     * {@code by ref, e.g. {"ref": {"uid": "u-9"}}:} and one candidate per line: what an agent reading
     * only the text picks from; with {@code placed}, each where it lies on screen, which tells apart nodes that read
     * alike (two tiles' titles, two "Save" buttons).
     */
    private static String byRef(List<Candidate> candidates, boolean placed) {
        StringBuilder sb = new StringBuilder("by ref, e.g. {\"ref\": {\"uid\": \"").append(candidates.get(0).uid())
                .append("\"}}:");
        for (Candidate candidate : candidates) {
            sb.append("\n  ").append(candidate.line());
            if (placed && candidate.at() != null) {
                sb.append(' ').append(candidate.at());
            }
        }
        return sb.toString();
    }

    /**
     * The one match whose text equals {@code text} (trimmed, case-sensitive), or {@code null} when
     * none or several do. A person who says "Orders" means the tab titled Orders, not the status
     * line "3 orders loaded" that contains the word.
     */
    private static Node onlyExact(List<Node> matches, String text) {
        String wanted = text.trim();
        Node found = null;
        for (Node node : matches) {
            if (TextCandidates.textsOf(node).stream().anyMatch(t -> t.trim().equals(wanted))) {
                if (found != null) {
                    return null;
                }
                found = node;
            }
        }
        return found;
    }

    /** The first {@value #MAX_CANDIDATES} matches as the agent reads them. */
    private List<Candidate> candidates(List<Node> matches) {
        List<Window> windows = WindowList.showing();
        List<Candidate> list = new ArrayList<>();
        for (Node node : matches.subList(0, Math.min(MAX_CANDIDATES, matches.size()))) {
            UiNode summary = reader.summary(node, windows);
            list.add(new Candidate(summary.uid(), NodeLine.of(summary), placeOf(node)));
        }
        return list;
    }

    /** Where a node lies on screen, {@code @x,y WxH} as lines write it, or {@code null} when it is in no window. */
    private static String placeOf(Node node) {
        UiBounds bounds = UiBounds.of(node.localToScreen(node.getBoundsInLocal()));
        if (bounds == null) {
            return null;
        }
        StringBuilder sb = new StringBuilder();
        TextFormat.appendBounds(sb, "", bounds);
        return sb.substring(1);
    }

    /**
     * A node a target could mean: its uid to target it by, its line (a short one: its text and state, not its
     * place), and where it lies on screen, {@code @x,y WxH} (nullable).
     */
    @JsonPropertyOrder({"uid", "line", "at"})
    public record Candidate(String uid, String line, String at) {
    }
}
