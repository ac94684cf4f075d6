package io.github.mcpjavafx.debug.core.text;

import io.github.mcpjavafx.debug.core.model.UiNode;

/**
 * The container a person names a node by: the nearest ancestor with a name of its own, an id, a
 * text or title (a cell, a row, a titled pane, a tile), or a list, table or tree. Written after a
 * line as {@code in ListCell u-2c "Inbox"}: a query match or a text-less clickable shape then says
 * which row, cell or group it belongs to. The rule is a function of captured lines, so a query's
 * live walk and the interactive view's tree decide alike. Any thread.
 */
public final class ContainerName {

    private ContainerName() {
    }

    /**
     * The id JavaFX's list, table and tree skins give the flow that scrolls their rows: a person names the rows by
     * their list, not by its machinery.
     */
    private static final String ROWS_FLOW_ID = "virtual-flow";

    /** Whether {@code node}'s line names it well enough to name what it holds. */
    public static boolean names(UiNode node) {
        return node.id() != null && !ROWS_FLOW_ID.equals(node.id()) || hasText(node) || node.virtualization() != null;
    }

    /** Whether {@code node}'s own line says what it is: a text, or a trait such as its tooltip. */
    public static boolean saysWhatItIs(UiNode node) {
        return hasText(node) || node.traits() != null && !node.traits().isEmpty();
    }

    /** Appends {@code " in Type#id uid \"text\""} for {@code container}. */
    public static void append(StringBuilder sb, UiNode container) {
        sb.append(" in ");
        appendName(sb, container);
    }

    /** {@code Type#id uid "text"}: what a node is called, without its state. */
    public static String name(UiNode node) {
        StringBuilder sb = new StringBuilder(48);
        appendName(sb, node);
        return sb.toString();
    }

    private static void appendName(StringBuilder sb, UiNode node) {
        NodeLine.appendHandle(sb, node);
        if (hasText(node)) {
            sb.append(' ');
            TextFormat.appendQuoted(sb, node.text());
        }
    }

    private static boolean hasText(UiNode node) {
        return node.text() != null && !node.text().isBlank() && !NodeLine.isIconFontText(node.text());
    }
}
