package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.model.UiSnapshot;
import io.github.mcpjavafx.debug.core.model.UiVirtualization;
import io.github.mcpjavafx.debug.core.model.UiWindow;

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
 *   MenuBar u-2 menus=[File, Edit, Help]
 *   VBox#form u-3
 *    TextField#customer u-7 text="" prompt="Customer name" focused
 *    CheckBox u-8 "Express" checked
 *    Button#save u-9 "Save" disabled
 *    TableView#orders u-a items=10000 selected=[3] visible=0..24
 *    TabPane u-b tabs=[General, *Details]
 *    VBox u-c hidden …3 more
 * Popup[1] ContextMenu owner=0 180x64
 * Dialog[2] "Confirm" owner=0 modal 300x200
 * </pre>
 *
 * Node lines: {@code Type#id uid}, then what the node says ({@code "text"} for labels and buttons,
 * {@code text="…" prompt="…"} for text inputs, {@code value=…}, {@code checked} (unchecked is the default),
 * tabs with the selected one starred, menus, a virtualized control's item count, selection and
 * visible rows), its bounds in the scene {@code @x,y WxH} when they were captured, the flags that
 * differ from the default ({@code hidden}, {@code disabled}, {@code focused}) and {@code …N more}
 * when N children are not listed (depth limit, or below a hidden node in a compact snapshot).
 * Texts are quoted with {@code \"} and {@code \n} escaped and cut after {@value #MAX_TEXT} characters.
 */
public final class TextTreeRenderer {

    static final int MAX_TEXT = 60;
    static final int MAX_CELL_TEXT = 30;
    private static final int MAX_LISTED_SELECTION = 5;

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
        appendNodeLine(sb, node);
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
        if (virtualization != null && virtualization.columns() != null) {
            sb.append("  columns ");
            TextFormat.appendList(sb, virtualization.columns(), null);
            sb.append('\n');
        }
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
            TextFormat.appendQuoted(sb, window.title(), MAX_TEXT);
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
        appendNodeLine(sb, node);
        sb.append('\n');
        appendRows(sb, node, level + 1);
        for (UiNode child : node.children()) {
            appendTree(sb, child, level + 1);
        }
    }

    /** The node's one line, without indentation and newline. */
    static void appendNodeLine(StringBuilder sb, UiNode node) {
        sb.append(node.type());
        if (node.id() != null) {
            sb.append('#').append(node.id());
        }
        if (node.uid() != null) {
            sb.append(' ').append(node.uid());
        }
        appendSays(sb, node);
        if (node.menus() != null) {
            sb.append(" menus=");
            TextFormat.appendList(sb, node.menus(), null);
        }
        if (node.virtualization() != null) {
            appendVirtualization(sb, node.virtualization());
        }
        if (node.layout() != null) {
            TextFormat.appendBounds(sb, "", node.layout().boundsInScene() != null ? node.layout().boundsInScene()
                    : node.layout().localToScreen());
        }
        if (!node.visible()) {
            sb.append(" hidden");
        }
        if (node.disabled()) {
            sb.append(" disabled");
        }
        if (Boolean.TRUE.equals(node.focused())) {
            sb.append(" focused");
        }
        if (node.hiddenChildren() != null && node.hiddenChildren() > 0) {
            sb.append(" …").append(node.hiddenChildren()).append(" more");
        }
    }

    /** Text, prompt and value. A text input is the node with both a text and a (possibly empty) prompt. */
    private static void appendSays(StringBuilder sb, UiNode node) {
        String text = node.text();
        String prompt = node.prompt();
        if (text != null && prompt != null) {
            sb.append(" text=");
            TextFormat.appendQuoted(sb, text, MAX_TEXT);
        } else if (text != null && !text.isEmpty()) {
            sb.append(' ');
            TextFormat.appendQuoted(sb, text, MAX_TEXT);
        }
        if (prompt != null && !prompt.isEmpty()) {
            sb.append(" prompt=");
            TextFormat.appendQuoted(sb, prompt, MAX_TEXT);
        }
        if (node.tabs() != null) {
            sb.append(" tabs=");
            TextFormat.appendList(sb, node.tabs(), node.value());
            return;
        }
        String value = node.value();
        if (value == null) {
            return;
        }
        switch (value) {
            case "true" -> sb.append(" checked");
            case "false" -> { } // unchecked is the default state: no flag, like enabled or visible
            case "indeterminate" -> sb.append(" indeterminate");
            default -> {
                sb.append(" value=");
                if (TextFormat.isNumber(value)) {
                    sb.append(value);
                } else {
                    TextFormat.appendQuoted(sb, value, MAX_TEXT);
                }
            }
        }
    }

    private static void appendVirtualization(StringBuilder sb, UiVirtualization v) {
        sb.append(" items=").append(v.itemsCount());
        List<Integer> selected = v.selectedIndices();
        if (selected != null && !selected.isEmpty()) {
            sb.append(" selected=[");
            int listed = Math.min(selected.size(), MAX_LISTED_SELECTION);
            for (int i = 0; i < listed; i++) {
                sb.append(i == 0 ? "" : ", ").append(selected.get(i));
            }
            if (selected.size() > listed) {
                sb.append(", …+").append(selected.size() - listed);
            }
            sb.append(']');
        }
        if (v.visibleRange() != null) {
            sb.append(" visible=").append(v.visibleRange().first()).append("..").append(v.visibleRange().last());
        }
    }

    /** The visible rows of a virtualized control, when they were captured: {@code [3] Alice | 42}. */
    private static void appendRows(StringBuilder sb, UiNode node, int level) {
        if (node.virtualization() == null || node.virtualization().visibleCells() == null) {
            return;
        }
        for (UiVirtualization.Row row : node.virtualization().visibleCells()) {
            TextFormat.indent(sb, level);
            sb.append('[').append(row.index()).append(']');
            for (int i = 0; i < row.cells().size(); i++) {
                sb.append(i == 0 ? " " : " | ");
                TextFormat.appendEscaped(sb, row.cells().get(i), MAX_CELL_TEXT);
            }
            sb.append('\n');
        }
    }

    private static void appendField(StringBuilder sb, String name, String value) {
        if (value != null) {
            sb.append(' ').append(name).append('=');
            TextFormat.appendQuoted(sb, value, MAX_TEXT);
        }
    }
}
