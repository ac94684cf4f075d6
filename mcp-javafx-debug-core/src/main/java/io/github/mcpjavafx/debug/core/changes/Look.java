package io.github.mcpjavafx.debug.core.changes;

import javafx.scene.Node;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/** What a {@link SceneWatch} found changed since its last look, and the nodes that say so. FX thread. */
final class Look {

    final List<Window> windows;
    final List<Window> opened = new ArrayList<>();
    final List<Window> closed = new ArrayList<>();
    /** The focus owner as an agent is shown it (itself, or its nearest listed ancestor); nullable. */
    Node focus;
    /** Listed nodes whose facts changed, with what they showed before. */
    final List<Change> changed = new ArrayList<>();
    /** Nodes listed now that were not, windows that opened left out; in the order they were found. */
    final List<WatchedNode> added = new ArrayList<>();
    /** The listed nodes of the windows that opened, in tree order. */
    final List<WatchedNode> shown = new ArrayList<>();
    final Map<Window, Integer> addedCounts = new IdentityHashMap<>();
    final Map<Window, Integer> removedCounts = new IdentityHashMap<>();
    /** Listed nodes whose logical children came or went: where {@link #added} and the removed nodes were. */
    final List<WatchedNode> reshaped = new ArrayList<>();
    /** The branches that went from under a listed node, with how many nodes each held. */
    final List<Left> left = new ArrayList<>();
    /** What the nodes this look read anew, and found changed, showed before: kept for those that then went. */
    final Map<WatchedNode, WatchedFacts> readBefore = new IdentityHashMap<>();
    /** Marked nodes whose facts or children changed at several moments since the last look (see {@link OwnMotion}). */
    final Set<WatchedNode> restless = Collections.newSetFromMap(new IdentityHashMap<>());
    /** Marked nodes left unread because they change on their own (see {@link SceneWatch#look(Predicate)}). */
    final List<WatchedNode> unread = new ArrayList<>();
    /** The roots of the branches that went from under a reread node: counted once the look has found where all went. */
    final List<WatchedNode> leftRoots = new ArrayList<>();
    /** The branches that came under a reread node: listed once the marked nodes are all read. */
    final List<Came> came = new ArrayList<>();

    Look(List<Window> windows) {
        this.windows = windows;
    }

    /** A listed node whose facts changed. */
    record Change(WatchedNode node, WatchedFacts was) {
    }

    /** A branch that came under {@code parent}, from its {@code root}. */
    record Came(Node root, WatchedNode parent) {
    }

    /** A branch that went from under {@code parent}, in {@code window}: its nodes, the branch's root first. */
    record Left(WatchedNode parent, Window window, List<WatchedNode> nodes) {
    }

    /** Counts {@code came} as added, each in its window. */
    void addCame(List<WatchedNode> came) {
        for (WatchedNode node : came) {
            addedCounts.merge(node.window.window, 1, Integer::sum);
        }
    }
}
