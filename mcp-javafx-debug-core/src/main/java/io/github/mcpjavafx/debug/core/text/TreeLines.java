package io.github.mcpjavafx.debug.core.text;

import io.github.mcpjavafx.debug.core.model.UiNode;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;

/**
 * The node lines of a snapshot's windows in document order, each knowing how many characters its
 * whole subtree takes, so that a text over its budget can be cut at whole subtrees: a cut node
 * keeps its line, and a line in place of its children says how many nodes were left out and how
 * to see them. The cut falls on the smallest subtree whose removal brings the text within the
 * budget (a big table or grid, typically), so the rest of the window stays readable; when no one
 * subtree is enough, the largest goes first and the search repeats. A window's root is cut last.
 * Any thread.
 */
final class TreeLines {

    /** One node's line, its place in the tree and the size of what it heads. */
    private static final class Entry {
        final UiNode node;
        final int level;
        final String line;
        final String trailer; // printed after the node's children: the rows a list does not list, nullable
        int end;              // index after the last entry of the subtree

        Entry(UiNode node, int level, String line, String trailer) {
            this.node = node;
            this.level = level;
            this.line = line;
            this.trailer = trailer;
        }

        long ownChars() {
            return line.length() + 1L + (trailer == null ? 0 : trailer.length() + 1L);
        }

        int descendants(int index) {
            return end - index - 1;
        }
    }

    private final List<Entry> entries = new ArrayList<>();
    private final List<Integer> roots = new ArrayList<>();
    private final BitSet cut = new BitSet();

    /** Adds a window's tree, its root at {@code level}. */
    void addTree(UiNode root, int level) {
        roots.add(entries.size());
        add(root, level);
    }

    /**
     * Chooses the subtrees to leave out so that these lines and {@code otherChars} (window lines,
     * footers) fit in {@code maxChars}. Returns whether anything was left out.
     */
    boolean fit(long otherChars, long maxChars) {
        long[] chars = currentChars();
        long total = otherChars + totalChars(chars);
        boolean first = true;
        while (total > maxChars) {
            // one cut that is enough, if there is one; otherwise the largest, and after that only the
            // largest: the smallest that is enough at the end would be an early sibling of the ones cut
            int chosen = choose(total - maxChars, chars, first);
            first = false;
            if (chosen < 0) {
                break; // nothing left to cut: even the window roots alone do not fit
            }
            cut.set(chosen);
            chars = currentChars();
            total = otherChars + totalChars(chars);
        }
        return !cut.isEmpty();
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

    private void add(UiNode node, int level) {
        Entry entry = new Entry(node, level, indented(NodeLine.of(node), level), moreRows(node, level + 1));
        entries.add(entry);
        for (UiNode child : node.children()) {
            add(child, level + 1);
        }
        entry.end = entries.size();
    }

    /**
     * The subtree to cut next: with {@code enoughFirst} the smallest that saves {@code excess}, else
     * (or when there is none) the one that saves most, the later one of equals.
     * A tree's root is cut only when nothing below it can be: zooming in on a cut root would give the
     * same cut again.
     */
    private int choose(long excess, long[] chars, boolean enoughFirst) {
        int below = choose(excess, chars, enoughFirst, false);
        return below >= 0 ? below : choose(excess, chars, enoughFirst, true);
    }

    private int choose(long excess, long[] chars, boolean enoughFirst, boolean roots) {
        int smallestEnough = -1;
        long smallestSaving = Long.MAX_VALUE;
        int largest = -1;
        long largestSaving = 0;
        for (int i = 0; i < entries.size(); i = cut.get(i) ? entries.get(i).end : i + 1) {
            Entry entry = entries.get(i);
            if (cut.get(i) || entry.descendants(i) == 0 || this.roots.contains(i) != roots) {
                continue;
            }
            long saving = chars[i] - entry.ownChars() - marker(entry, i).length() - 1;
            if (saving <= 0) {
                continue;
            }
            // ties go to the later subtree: the text keeps what comes first, as a reader reads it
            if (saving >= excess && saving <= smallestSaving) {
                smallestEnough = i;
                smallestSaving = saving;
            }
            if (saving >= largestSaving) {
                largest = i;
                largestSaving = saving;
            }
        }
        return enoughFirst && smallestEnough >= 0 ? smallestEnough : largest;
    }

    /** What each entry's subtree takes now, cuts applied: one pass from the last entry back. */
    private long[] currentChars() {
        long[] chars = new long[entries.size()];
        for (int i = entries.size() - 1; i >= 0; i--) {
            Entry entry = entries.get(i);
            if (cut.get(i)) {
                chars[i] = entry.ownChars() + marker(entry, i).length() + 1;
                continue;
            }
            long sum = entry.ownChars();
            for (int child = i + 1; child < entry.end; child = entries.get(child).end) {
                sum += chars[child];
            }
            chars[i] = sum;
        }
        return chars;
    }

    private long totalChars(long[] chars) {
        long total = 0;
        for (int root : roots) {
            total += chars[root];
        }
        return total;
    }

    private void appendFrom(StringBuilder sb, int from, int to) {
        for (int i = from; i < to; ) {
            Entry entry = entries.get(i);
            sb.append(entry.line).append('\n');
            if (cut.get(i)) {
                sb.append(marker(entry, i)).append('\n');
            } else {
                appendFrom(sb, i + 1, entry.end);
            }
            if (entry.trailer != null) {
                sb.append(entry.trailer).append('\n');
            }
            i = entry.end;
        }
    }

    /** {@code … 2,412 more nodes under u-3f: ui_get_snapshot {"root": {"uid": "u-3f"}}}, indented as a child. */
    private String marker(Entry entry, int index) {
        return indented("… " + String.format(Locale.ROOT, "%,d", entry.descendants(index)) + " more nodes under "
                + entry.node.uid() + ": ui_get_snapshot {\"root\": {\"uid\": \"" + entry.node.uid() + "\"}}",
                entry.level + 1);
    }

    /** {@code … 9,976 more rows: scroll or ui_query} under a list, table or tree with rows not listed; else null. */
    private static String moreRows(UiNode node, int level) {
        if (node.virtualization() == null || node.hiddenChildren() == null || node.hiddenChildren() <= 0) {
            return null;
        }
        return indented("… " + String.format(Locale.ROOT, "%,d", node.hiddenChildren())
                + " more rows: scroll or ui_query", level);
    }

    private static String indented(String line, int level) {
        StringBuilder sb = new StringBuilder(level + line.length());
        TextFormat.indent(sb, level);
        return sb.append(line).toString();
    }
}
