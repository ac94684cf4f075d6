package io.github.mcpjavafx.debug.core.text;

import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.model.UiSnapshot;
import io.github.mcpjavafx.debug.core.model.UiVirtualization;
import io.github.mcpjavafx.debug.core.model.UiWindow;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The text an agent reads: a snapshot as an indented tree, one line per window and per node, one
 * space per level. Pure function of the snapshot (no clock, no identity), so an unchanged UI gives
 * the same text twice. Runs off the FX thread.
 *
 * <pre>
 * Stage[0] "Orders" focused 1024x768
 *  BorderPane u-1
 *   MenuBar u-2
 *    Menu u-3 "File"
 *   VBox#form u-4
 *    TextField#customer u-7 text="" prompt="Customer name" focused
 *    CheckBox u-8 "Express" checked
 *    Button#save u-9 "Save" disabled
 *    TableView#orders u-a items=10000 selected=[3] visible=0..24 columns=[Id, Customer]
 *     TableRow u-b "1042 | ACME" row=0
 *     … 9,999 more rows: scroll or ui_query
 *    TabPane u-c
 *     Tab u-d "General"
 *     Tab u-e "Details" selected
 *      VBox u-f hidden …3 more
 * Popup[1] ContextMenu owner=0 180x64
 *  ContextMenu u-g owner=u-9
 *   MenuItem u-h "Copy"
 * Dialog[2] "Confirm" owner=0 modal 300x200
 * </pre>
 *
 * Each node is its {@link NodeLine}. A list, table or tree is followed by its rows on screen
 * (at most 50) and a line counting the rows not listed.
 */
public final class TextTreeRenderer {

    private TextTreeRenderer() {
    }

    /**
     * What the structured result costs around its windows' lines ({@code {"windows": [...], "focus": …,
     * "truncated": …}}), with room for a closing new-errors line; the budget holds in both channels.
     */
    private static final int RESULT_JSON_CHARS = 150;

    /** What one window costs in the structured result around its line and its lines ({@code {"window":"","lines":""},}). */
    private static final int WINDOW_JSON_CHARS = 30;

    private static final String DEPTH_LIMIT = "(depth limit reached: take a snapshot with root=<uid> or a larger "
            + "depth to see the rest)";

    /**
     * A snapshot as text.
     *
     * @param text        the text block: each window's line followed by its lines
     * @param heads       each window's line, in window order
     * @param windowLines each window's lines alone, in window order (what the structured result carries beside its head)
     * @param cut         whether the budget left nodes out
     */
    public record Rendered(String text, List<String> heads, List<String> windowLines, boolean cut) {
    }

    /**
     * The whole snapshot within {@code maxChars}: every window line followed by its tree, subtrees
     * cut as {@link TreeLines} says when the whole would be longer.
     */
    public static Rendered render(UiSnapshot snapshot, int maxChars) {
        return render(snapshot, maxChars, 0);
    }

    /**
     * {@link #render(UiSnapshot, int)} of a subtree whose root lists its children from child number
     * {@code from} on: a page of a wide node.
     */
    public static Rendered render(UiSnapshot snapshot, int maxChars, int from) {
        TreeLines lines = new TreeLines();
        List<String> heads = new ArrayList<>(snapshot.stages().size());
        long headChars = RESULT_JSON_CHARS + (snapshot.truncated() ? DEPTH_LIMIT.length() : 0);
        List<Boolean> hasTree = new ArrayList<>(snapshot.stages().size());
        for (UiWindow window : snapshot.stages()) {
            String head = windowLine(window);
            heads.add(head);
            headChars += windowChars(head);
            UiNode root = window.scene() == null ? null : window.scene().root();
            hasTree.add(root != null);
            if (root != null) {
                lines.addTree(root, 1, from);
            }
        }
        boolean cut = lines.fit(headChars, maxChars);
        // Sized once: at least what the text takes, as the budget counts it. Each window's lines are
        // written straight into it, and its lines alone are cut out of it.
        StringBuilder text = new StringBuilder((int) Math.min(Integer.MAX_VALUE - 16, lines.keptChars()));
        List<String> windowLines = new ArrayList<>(heads.size());
        for (int w = 0, tree = 0; w < heads.size(); w++) {
            text.append(heads.get(w)).append('\n');
            int start = text.length();
            if (hasTree.get(w)) {
                lines.appendTree(text, tree++);
            }
            windowLines.add(text.length() > start ? text.substring(start, text.length() - 1) : "");
        }
        if (snapshot.truncated()) {
            text.append(DEPTH_LIMIT).append('\n');
        }
        return new Rendered(TextFormat.trimLastNewline(text), List.copyOf(heads), List.copyOf(windowLines), cut);
    }

    /**
     * The interactive view within {@code maxChars}: each window's line, then one numbered line per
     * actionable node in document order ({@code [12] Button#save u-9 "Save" disabled}), numbered
     * across windows; nothing else. The numbers are for reading; the uid is the handle.
     */
    public static Rendered renderInteractive(UiSnapshot snapshot, int maxChars) {
        StringBuilder text = new StringBuilder(2048);
        List<String> heads = new ArrayList<>(snapshot.stages().size());
        List<String> windowLines = new ArrayList<>(snapshot.stages().size());
        int[] number = {0};
        long[] chars = {RESULT_JSON_CHARS + 200};
        int left = 0;
        for (UiWindow window : snapshot.stages()) {
            String head = windowLine(window);
            heads.add(head);
            text.append(head).append('\n');
            chars[0] += windowChars(head);
            StringBuilder body = new StringBuilder(512);
            UiNode root = window.scene() == null ? null : window.scene().root();
            if (root != null) {
                List<InteractiveNodes.Listed> listed = InteractiveNodes.of(root);
                if (listed.isEmpty()) {
                    body.append(InteractiveNodes.whyNone(root)).append('\n');
                }
                left += appendActionable(body, listed, number, chars, maxChars);
            }
            text.append(body);
            windowLines.add(TextFormat.trimLastNewline(body));
        }
        if (left > 0) {
            text.append("… ").append(TextFormat.grouped(left)).append(" more actionable nodes: "
                    + "ui_get_snapshot {\"interactive\": true, \"root\": {\"uid\": \"…\"}} lists one part\n");
        }
        return new Rendered(TextFormat.trimLastNewline(text), List.copyOf(heads), List.copyOf(windowLines), left > 0);
    }

    /**
     * Appends the numbered lines of {@code nodes} while {@code chars} (what the result costs so far,
     * see {@link TextFormat#channelChars}) stays within {@code maxChars}; returns how many did not fit.
     */
    private static int appendActionable(StringBuilder sb, List<InteractiveNodes.Listed> nodes, int[] number, long[] chars,
                                        int maxChars) {
        int left = 0;
        for (InteractiveNodes.Listed node : nodes) {
            String line = "[" + (number[0] + 1) + "] " + node.line();
            long cost = TextFormat.channelChars(line);
            if (chars[0] + cost > maxChars) {
                left++;
            } else {
                number[0]++;
                chars[0] += cost;
                sb.append(line).append('\n');
            }
        }
        return left;
    }

    /** One node in detail, as {@code ui_get_node} shows it: its line, its sections, then its children's lines. */
    public static String renderNode(UiNode node) {
        StringBuilder sb = new StringBuilder(512);
        NodeLine.append(sb, node);
        sb.append('\n');
        if (node.path() != null) {
            sb.append("  path ").append(node.path()).append('\n');
        }
        if (!node.styleClass().isEmpty()) {
            sb.append("  styleClass ").append(String.join(" ", node.styleClass())).append('\n');
        }
        if (node.layout() != null) {
            sb.append("  layout");
            TextFormat.appendBounds(sb, " parent", node.layout().boundsInParent());
            TextFormat.appendBounds(sb, " scene", node.layout().boundsInScene());
            TextFormat.appendBounds(sb, " screen", node.layout().localToScreen());
            sb.append('\n');
        }
        if (node.accessibility() != null) {
            sb.append("  accessibility");
            appendField(sb, "role", node.accessibility().role());
            appendField(sb, "roleDescription", node.accessibility().roleDescription());
            appendField(sb, "text", node.accessibility().text());
            appendField(sb, "help", node.accessibility().help());
            sb.append('\n');
        }
        if (node.fx() != null && !node.fx().properties().isEmpty()) {
            sb.append("  properties");
            for (Map.Entry<String, Object> property : node.fx().properties().entrySet()) {
                sb.append(' ').append(property.getKey()).append('=');
                TextFormat.appendValue(sb, property.getValue());
            }
            sb.append('\n');
        }
        if (node.fx() != null && node.fx().unknown() != null) {
            sb.append("  no such property of ").append(node.type()).append(": ")
                    .append(String.join(", ", node.fx().unknown())).append('\n');
        }
        UiVirtualization virtualization = node.virtualization();
        if (virtualization != null && virtualization.focusedIndex() != null) {
            sb.append("  focusedIndex ").append(virtualization.focusedIndex()).append('\n');
        }
        appendRows(sb, node, 1);
        TreeLines children = new TreeLines();
        for (UiNode child : node.children()) {
            children.addTree(child, 1);
        }
        for (int i = 0; i < children.trees(); i++) {
            children.appendTree(sb, i);
        }
        return TextFormat.trimLastNewline(sb);
    }

    /** What a window's line costs: in the text block, or as a string in the structured result, whichever is more. */
    private static long windowChars(String head) {
        return Math.max(head.length() + 1L, WINDOW_JSON_CHARS + TextFormat.channelChars(head));
    }

    /**
     * {@code Stage[0] "Orders" focused 1024x768}, {@code Popup[1] ContextMenu owner=0 180x64}; on a HiDPI
     * screen {@code Stage[0] "Orders" focused 1024x768 scale=2}: sizes and coordinates stay logical units.
     */
    private static String windowLine(UiWindow window) {
        StringBuilder sb = new StringBuilder(64);
        TextFormat.appendWindowLabel(sb, window.kind(), window.stageIndex(), window.type(), window.title(),
                window.modality() != null && !"NONE".equals(window.modality()), window.owner(), true);
        if (window.focused()) {
            sb.append(" focused");
        }
        sb.append(' ');
        TextFormat.appendNumber(sb, window.width());
        sb.append('x');
        TextFormat.appendNumber(sb, window.height());
        if (window.scale() != null) {
            sb.append(" scale=");
            TextFormat.appendNumber(sb, window.scale());
        }
        return sb.toString();
    }

    /** The visible cells of a virtualized control read by {@code ui_get_node}: {@code [3] Alice | 42}. */
    private static void appendRows(StringBuilder sb, UiNode node, int level) {
        if (node.virtualization() == null || node.virtualization().visibleCells() == null) {
            return;
        }
        for (UiVirtualization.Row row : node.virtualization().visibleCells()) {
            TextFormat.indent(sb, level);
            sb.append('[').append(row.index()).append(']');
            for (int i = 0; i < row.cells().size(); i++) {
                sb.append(i == 0 ? " " : " | ");
                TextFormat.appendEscaped(sb, row.cells().get(i));
            }
            sb.append('\n');
        }
    }

    private static void appendField(StringBuilder sb, String name, String value) {
        if (value != null) {
            sb.append(' ').append(name).append('=');
            TextFormat.appendQuoted(sb, value);
        }
    }
}
