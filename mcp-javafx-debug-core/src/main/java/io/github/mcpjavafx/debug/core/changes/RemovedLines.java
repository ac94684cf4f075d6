package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.scene.NodePaths;
import io.github.mcpjavafx.debug.core.text.ContainerName;
import io.github.mcpjavafx.debug.core.text.NodeLine;
import io.github.mcpjavafx.debug.core.text.TextFormat;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.Parent;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * How the nodes a batch removed are told: a few by the lines they read while shown; a container that lost more of
 * its children than are listed (a map filtered down to one country) by how many of what went from it and what it
 * holds now ({@code 172 CountryView from Group u-23, which now holds CountryView u-24 "Austria (AT)"}); nodes that said nothing
 * by their type and the node they went from. FX thread.
 */
final class RemovedLines {

    /** Removed nodes listed; the rest are counted per window. */
    static final int LISTED = 10;
    /** Groups told by type and parent: the largest two. */
    private static final int GROUPS = 2;
    /** A container left with this many children or fewer names them. */
    private static final int KEPT_NAMED = 3;

    private final NodeReader reader;
    private final Look look;

    RemovedLines(NodeReader reader, Look look) {
        this.reader = reader;
        this.look = look;
    }

    /** The lines of the nodes that went and did not come back ({@code left}), in the order they went. */
    List<String> of(List<WatchedNode> left) {
        Map<WatchedNode, List<WatchedNode>> byParent = topsByParent(left);
        List<WatchedNode> thinned = byParent.entrySet().stream().filter(group -> group.getValue().size() > LISTED)
                .sorted((a, b) -> b.getValue().size() - a.getValue().size()).limit(GROUPS).map(Map.Entry::getKey).toList();
        Set<WatchedNode> told = Collections.newSetFromMap(new IdentityHashMap<>());
        thinned.forEach(parent -> told.addAll(byParent.get(parent)));
        List<String> lines = new ArrayList<>();
        for (WatchedNode node : left) {
            // a node this look read anew before it found it gone is told as the look before saw it
            WatchedFacts last = look.readBefore.getOrDefault(node, node.facts);
            if (!told.contains(node) && !inside(node, told) && last.saysSomething() && lines.size() < LISTED) {
                lines.add(goneLine(node, last));
            }
        }
        thinned.forEach(parent -> lines.add(thinnedLine(parent, byParent.get(parent))));
        return lines.isEmpty() ? silent(byParent) : lines;
    }

    /** The removed branches' tops (their parent stays), by the parent they went from, in the order they went. */
    private static Map<WatchedNode, List<WatchedNode>> topsByParent(List<WatchedNode> left) {
        Set<WatchedNode> gone = Collections.newSetFromMap(new IdentityHashMap<>());
        gone.addAll(left);
        Map<WatchedNode, List<WatchedNode>> byParent = new LinkedHashMap<>();
        for (WatchedNode node : left) {
            if (node.parent != null && !gone.contains(node.parent)) {
                byParent.computeIfAbsent(node.parent, parent -> new ArrayList<>()).add(node);
            }
        }
        return byParent;
    }

    private static boolean inside(WatchedNode node, Set<WatchedNode> tops) {
        for (WatchedNode above = node.parent; above != null; above = above.parent) {
            if (tops.contains(above)) {
                return true;
            }
        }
        return false;
    }

    /** {@code 172 CountryView from Group u-23, which now holds CountryView u-24 "Austria (AT)"}. */
    private String thinnedLine(WatchedNode parent, List<WatchedNode> tops) {
        StringBuilder sb = new StringBuilder().append(tops.size()).append(' ').append(types(tops)).append(" from ")
                .append(NodePaths.typeOf(parent.node)).append(' ').append(reader.uidOf(parent.node));
        if (parent.node instanceof Parent container && container.getScene() != null) {
            // an emptied group draws nothing: not kept in any sense a person sees (a map's markers)
            List<Node> kept = container.getChildrenUnmodifiable().stream().filter(Node::isVisible)
                    .filter(child -> !(child instanceof Group group && group.getChildren().isEmpty())).toList();
            if (kept.size() <= KEPT_NAMED) {
                sb.append(", which now holds ").append(kept.isEmpty() ? "nothing" : kept.stream()
                        .map(child -> ContainerName.name(reader.summary(child, look.windows))).collect(Collectors.joining(", ")));
            }
        }
        return sb.toString();
    }

    /** The type most of them are, and how many are of others: {@code CountryView}, {@code Label and 2 others}. */
    private static String types(List<WatchedNode> nodes) {
        Map<String, Long> counts = nodes.stream().collect(Collectors.groupingBy(node -> NodePaths.typeOf(node.node),
                LinkedHashMap::new, Collectors.counting()));
        Map.Entry<String, Long> most = Collections.max(counts.entrySet(), Map.Entry.comparingByValue());
        long others = nodes.size() - most.getValue();
        return most.getKey() + (others == 0 ? "" : " and " + others + " of other types");
    }

    /** When no removed node said a word: what went, by type and the node it went from ({@code 39 Rectangle from Pane u-5}). */
    private List<String> silent(Map<WatchedNode, List<WatchedNode>> byParent) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        byParent.forEach((parent, tops) -> tops.forEach(node -> counts.merge(NodePaths.typeOf(node.node) + " from "
                + NodePaths.typeOf(parent.node) + " " + reader.uidOf(parent.node), 1, Integer::sum)));
        return counts.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                .limit(GROUPS).map(group -> group.getValue() + " " + group.getKey()).toList();
    }

    /**
     * {@code Label u-7 "row 5"}: a removed node's line, from what it showed at the last look, named as its line named
     * it while shown: a custom control by its title and what it shows ({@code "Gauge Tile" 60.8 V}), not its settings.
     * A node that showed no text nor title reads as its line reads it off the scene, which its removal left as it was:
     * a custom control by its own values or what it has chosen ({@code Rating u-5 rating=4.0 max=5}), a check box by
     * its state; never a map of its settings or an object's identity, which no person saw.
     */
    private String goneLine(WatchedNode gone, WatchedFacts last) {
        String says = saysWords(last.text()) ? last.text() : last.title();
        if (says == null && last.shows() == null) {
            return NodeLine.of(reader.summary(gone.node, look.windows));
        }
        UiNode read = reader.summary(gone.node, look.windows); // typed as its line was: a tab's header is a Tab
        StringBuilder sb = new StringBuilder(read.type());
        if (read.id() != null) {
            sb.append('#').append(read.id());
        }
        sb.append(' ').append(reader.uidOf(gone.node));
        if (says != null) {
            sb.append(' ').append(TextFormat.quoted(says));
        }
        if (last.shows() != null) {
            sb.append(' ').append(last.shows());
        }
        return sb.toString();
    }

    /** Whether a text says words: not blank, not an icon font's glyph (which its line names by the icon instead). */
    private static boolean saysWords(String text) {
        return text != null && !text.isBlank() && !NodeLine.isIconFontText(text);
    }
}
