package io.github.mcpjavafx.debug.core.text;

import io.github.mcpjavafx.debug.core.model.UiNode;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The node lines of a snapshot's windows in document order, so that a text over its budget can be
 * cut at whole subtrees: a cut node keeps its line, and a line in place of its children says how
 * many nodes were left out and how to see them (see {@link #fit}). A node too wide for its
 * children to fit shows the first ones that do, then a line that pages on to the rest with
 * {@code from}: never a line that repeats the call it is in. Any thread.
 */
final class TreeLines {

    /**
     * One node's line, its place in the tree and the size of what it heads. Lines are kept without
     * their indentation, which is written as they are appended: a large tree's lines are made once.
     */
    private static final class Entry {
        final UiNode node;
        final int level;
        final String line;
        final String trailer; // printed after the node's children, a level deeper: the rows a list does not list, nullable
        final long ownChars;  // what the line and the trailer take in the larger channel, indentation included
        int end;              // index after the last entry of the subtree
        int from;             // children left out before the first listed one (a paged root's), else 0
        long markerChars = -1; // what the line standing for its children takes, once known

        Entry(UiNode node, int level, String line, String trailer) {
            this.node = node;
            this.level = level;
            this.line = line;
            this.trailer = trailer;
            this.ownChars = level + TextFormat.channelChars(line)
                    + (trailer == null ? 0 : level + 1 + TextFormat.channelChars(trailer));
        }

        int descendants(int index) {
            return end - index - 1;
        }
    }

    /** Room for the digits {@code from} gains once the children shown are known. */
    private static final int PAGE_DIGITS = 8;

    private final List<Entry> entries = new ArrayList<>();
    private final List<Integer> roots = new ArrayList<>();
    private final BitSet cut = new BitSet();
    /** How many of a node's children are listed when only the first ones are; absent when all or none are. */
    private final Map<Integer, Integer> firstChildren = new HashMap<>();
    private long keptChars;
    /** ownChars summed over the entries before each index, for a subtree's size in one subtraction; set by fit. */
    private long[] charsBefore;

    /** Adds a window's tree, its root at {@code level}. */
    void addTree(UiNode root, int level) {
        addTree(root, level, 0);
    }

    /** Adds a tree whose root's children are listed from child number {@code from} on (a page of a wide node). */
    void addTree(UiNode root, int level, int from) {
        int index = entries.size();
        roots.add(index);
        Entry entry = new Entry(root, level, NodeLine.of(root), moreRows(root));
        entries.add(entry);
        entry.from = Math.min(from, root.children().size());
        for (UiNode child : root.children().subList(entry.from, root.children().size())) {
            add(child, level + 1, Boolean.TRUE.equals(root.offscreen()));
        }
        entry.end = entries.size();
    }

    /**
     * Chooses the subtrees to leave out so that these lines and {@code otherChars} (window lines,
     * footers) fit in {@code maxChars}, in the text block and in the structured JSON that carries the
     * same lines (each line counts as the larger of the two, {@link TextFormat#channelChars}).
     * Returns whether anything was left out.
     *
     * <p>When everything does not fit, the trees are revealed level by level from their roots, in
     * document order within a level: a node's children are shown when they fit with what is shown
     * already, otherwise the node stays cut. So the upper levels of every window are there and
     * the cuts fall on the deepest, largest parts, and the text comes close to the budget.
     */
    boolean fit(long otherChars, long maxChars) {
        long whole = otherChars;
        for (Entry entry : entries) {
            whole += entry.ownChars;
        }
        if (whole <= maxChars) {
            keptChars = whole;
            return false;
        }
        charsBefore = new long[entries.size() + 1];
        for (int i = 0; i < entries.size(); i++) {
            charsBefore[i + 1] = charsBefore[i] + entries.get(i).ownChars;
        }
        long total = otherChars;
        ArrayDeque<Integer> level = new ArrayDeque<>();
        for (int root : roots) {
            total += entries.get(root).ownChars + markerChars(root);
            cut.set(root);
            level.add(root);
        }
        while (!level.isEmpty()) {
            int i = level.poll();
            if (!cut.get(i)) {
                continue;
            }
            long expand = -markerChars(i);
            Entry entry = entries.get(i);
            for (int child = i + 1; child < entry.end; child = entries.get(child).end) {
                expand += foldedChars(child);
            }
            if (total + expand <= maxChars) {
                total += expand;
                cut.clear(i);
                for (int child = i + 1; child < entry.end; child = entries.get(child).end) {
                    if (worthCutting(child)) {
                        cut.set(child);
                        level.add(child);
                    }
                }
            }
        }
        keptChars = total + showFirstChildren(total, maxChars);
        return true;
    }

    /**
     * Second pass of {@link #fit}, in document order: a node that stays cut shows its first children
     * that fit in what is left of the budget (at least one of a tree's root, whose plain cut line would
     * name the call that made it), then a line paging on to the rest. Returns the characters added.
     */
    private long showFirstChildren(long total, long maxChars) {
        long added = 0;
        for (int i = cut.nextSetBit(0); i >= 0; i = cut.nextSetBit(i + 1)) {
            Entry entry = entries.get(i);
            long left = maxChars - total - added + markerChars(i);
            long page = entry.level + 1 + TextFormat.channelChars(pageLine(entry, i, 0, 0)) + PAGE_DIGITS;
            long used = page;
            int shown = 0;
            for (int child = i + 1; child < entry.end; child = entries.get(child).end) {
                long childChars = foldedChars(child);
                if (used + childChars > left && !(shown == 0 && roots.contains(i))) {
                    break;
                }
                used += childChars;
                shown++;
            }
            if (shown == 0) {
                continue;
            }
            cut.clear(i);
            firstChildren.put(i, shown);
            added += used - markerChars(i);
            int child = i + 1;
            for (int c = 0; c < shown; c++, child = entries.get(child).end) {
                if (worthCutting(child)) {
                    cut.set(child);
                }
            }
        }
        return added;
    }

    /**
     * Whether entry {@code i} is cut when it comes first in view: only when the line standing for its
     * descendants is shorter than they are. A button's one graphic is shown, not "1 more node under".
     */
    private boolean worthCutting(int i) {
        return entries.get(i).descendants(i) > 0 && markerChars(i) < descendantChars(i);
    }

    /** What entry {@code i} takes when it first comes in view: its line, then its descendants or the line for them. */
    private long foldedChars(int i) {
        return entries.get(i).ownChars + Math.min(markerChars(i), descendantChars(i));
    }

    private long descendantChars(int i) {
        return charsBefore[entries.get(i).end] - charsBefore[i + 1];
    }

    /** What the lines kept by {@link #fit} take in the larger channel, with its {@code otherChars}: at least their length. */
    long keptChars() {
        return keptChars;
    }

    /**
     * What the line standing for a cut entry's children takes, newline included; 0 without children.
     * Asked once when the entry's parent is weighed and again when the entry itself is.
     */
    private long markerChars(int i) {
        Entry entry = entries.get(i);
        if (entry.markerChars < 0) {
            entry.markerChars = entry.descendants(i) == 0 ? 0 : entry.level + 1 + TextFormat.channelChars(marker(entry, i));
        }
        return entry.markerChars;
    }

    /** The lines of the tree that starts at root number {@code r}, cuts applied, each ending with a newline. */
    void appendTree(StringBuilder sb, int r) {
        int start = roots.get(r);
        appendFrom(sb, start, entries.get(start).end);
    }

    /** How many trees were added. */
    int trees() {
        return roots.size();
    }

    /** @param underOffscreen whether the parent's line says {@code offscreen}, which then goes for this line too */
    private void add(UiNode node, int level, boolean underOffscreen) {
        Entry entry = new Entry(node, level, underOffscreen ? NodeLine.underOffscreen(node) : NodeLine.of(node),
                moreRows(node));
        entries.add(entry);
        boolean offscreen = underOffscreen || Boolean.TRUE.equals(node.offscreen());
        for (UiNode child : node.children()) {
            add(child, level + 1, offscreen);
        }
        entry.end = entries.size();
    }

    private void appendFrom(StringBuilder sb, int from, int to) {
        for (int i = from; i < to; ) {
            Entry entry = entries.get(i);
            TextFormat.indent(sb, entry.level);
            sb.append(entry.line).append('\n');
            Integer shown = firstChildren.get(i);
            if (cut.get(i)) {
                TextFormat.indent(sb, entry.level + 1);
                sb.append(marker(entry, i)).append('\n');
            } else if (shown != null) {
                int child = i + 1;
                for (int c = 0; c < shown; c++) {
                    child = entries.get(child).end;
                }
                appendFrom(sb, i + 1, child);
                TextFormat.indent(sb, entry.level + 1);
                sb.append(pageLine(entry, i, shown, child)).append('\n');
            } else {
                appendFrom(sb, i + 1, entry.end);
            }
            if (entry.trailer != null) {
                TextFormat.indent(sb, entry.level + 1);
                sb.append(entry.trailer).append('\n');
            }
            i = entry.end;
        }
    }

    /** {@code … 2,412 more nodes under u-3f: ui_get_snapshot {"root": {"uid": "u-3f"}}}, written a level below the entry. */
    private static String marker(Entry entry, int index) {
        return "… " + TextFormat.grouped(entry.descendants(index)) + " more nodes under " + entry.node.uid()
                + ": ui_get_snapshot {\"root\": {\"uid\": \"" + entry.node.uid() + "\"}}";
    }

    /**
     * {@code … 5,880 more of u-1c's 6,000 children: ui_get_snapshot {"root": {"uid": "u-1c"}, "from": 120}}: the
     * children after the first {@code shown}, the next of which starts at entry {@code next}.
     */
    private String pageLine(Entry entry, int index, int shown, int next) {
        int children = 0;
        for (int child = index + 1; child < entry.end; child = entries.get(child).end) {
            children++;
        }
        int rest = children - shown;
        long nodes = next == 0 ? entry.descendants(index) : entry.end - next;
        String uid = entry.node.uid();
        return "… " + TextFormat.grouped(rest) + " more of " + uid + "'s " + TextFormat.grouped(entry.from + children)
                + " children (" + TextFormat.grouped(nodes) + " nodes): ui_get_snapshot {\"root\": {\"uid\": \"" + uid
                + "\"}, \"from\": " + (entry.from + shown) + "}";
    }

    /** {@code … 9,976 more rows: scroll or ui_query} under a list, table or tree with rows not listed; else null. */
    private static String moreRows(UiNode node) {
        if (node.virtualization() == null || node.hiddenChildren() == null || node.hiddenChildren() <= 0) {
            return null;
        }
        return "… " + TextFormat.grouped(node.hiddenChildren()) + " more rows: scroll or ui_query";
    }
}
