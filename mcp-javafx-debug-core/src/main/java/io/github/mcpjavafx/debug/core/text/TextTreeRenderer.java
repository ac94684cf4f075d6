package io.github.mcpjavafx.debug.core.text;

import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.model.UiSnapshot;
import io.github.mcpjavafx.debug.core.model.UiVirtualization;
import io.github.mcpjavafx.debug.core.model.UiWindow;

import java.util.Locale;
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

    /** The whole snapshot: every window line followed by its tree. */
    public static String render(UiSnapshot snapshot) {
        StringBuilder sb = new StringBuilder(4096);
        for (UiWindow window : snapshot.stages()) {
            appendWindow(sb, window);
            if (window.scene() != null && window.scene().root() != null) {
                appendTree(sb, window.scene().root(), 1);
            }
        }
        if (snapshot.truncated()) {
            sb.append("(depth limit reached: take a snapshot with root=<uid> or a larger depth to see the rest)\n");
        }
        return TextFormat.trimLastNewline(sb);
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
        UiVirtualization virtualization = node.virtualization();
        if (virtualization != null && virtualization.focusedIndex() != null) {
            sb.append("  focusedIndex ").append(virtualization.focusedIndex()).append('\n');
        }
        appendRows(sb, node, 1);
        for (UiNode child : node.children()) {
            appendTree(sb, child, 1);
        }
        return TextFormat.trimLastNewline(sb);
    }

    private static void appendWindow(StringBuilder sb, UiWindow window) {
        switch (window.kind()) {
            case "popup" -> sb.append("Popup[").append(window.stageIndex()).append("] ").append(window.type());
            case "dialog" -> sb.append("Dialog[").append(window.stageIndex()).append(']');
            default -> sb.append("Stage[").append(window.stageIndex()).append(']');
        }
        if (window.title() != null) {
            sb.append(' ');
            TextFormat.appendQuoted(sb, window.title());
        }
        if (window.owner() != null) {
            sb.append(" owner=").append(window.owner());
        }
        if (window.modality() != null && !"NONE".equals(window.modality())) {
            sb.append(" modal");
        }
        if (window.focused()) {
            sb.append(" focused");
        }
        sb.append(' ');
        TextFormat.appendNumber(sb, window.width());
        sb.append('x');
        TextFormat.appendNumber(sb, window.height());
        sb.append('\n');
    }

    private static void appendTree(StringBuilder sb, UiNode node, int level) {
        TextFormat.indent(sb, level);
        NodeLine.append(sb, node);
        sb.append('\n');
        for (UiNode child : node.children()) {
            appendTree(sb, child, level + 1);
        }
        appendMoreRows(sb, node, level + 1);
    }

    /** {@code … 9,976 more rows: scroll or ui_query} under a list, table or tree that has rows not listed. */
    private static void appendMoreRows(StringBuilder sb, UiNode node, int level) {
        if (node.virtualization() != null && node.hiddenChildren() != null && node.hiddenChildren() > 0) {
            TextFormat.indent(sb, level);
            sb.append("… ").append(String.format(Locale.ROOT, "%,d", node.hiddenChildren()))
                    .append(" more rows: scroll or ui_query\n");
        }
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
