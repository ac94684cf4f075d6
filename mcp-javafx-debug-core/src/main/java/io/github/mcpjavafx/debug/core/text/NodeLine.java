package io.github.mcpjavafx.debug.core.text;

import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.model.UiVirtualization;

import java.util.List;
import java.util.Map;

/**
 * The one line an agent reads for a node, the same in every tool (snapshot trees, query matches,
 * action results, error candidates, node reads): {@code Type#id uid "text" state…}.
 *
 * <pre>
 * Button#save u-9 "Save" disabled
 * TextField#customer u-7 text="" prompt="Customer name" focused
 * CheckBox u-8 "Express" checked
 * Tab#ordersTab u-s "Orders" selected
 * TableView#orders u-a items=10000 selected=[3] visible=0..24 columns=[Id, Customer]
 * TableRow u-1f "1042 | ACME" row=3 selected focused
 * TreeCell u-2c "Inbox" row=1 depth=1 collapsed
 * Menu u-3a "Recent" ›
 * ContextMenu u-3b owner=u-9
 * Rating u-37 rating=2.0 max=5
 * Button u-5s graphic="ANGLE_RIGHT"
 * Tile u-w "Gauge Tile" 60.8 V +4 folded
 * Tile u-7z "Switch Tile" off
 * Tile u-17 "Led Tile" on (changes on its own)
 * Canvas u-gm drawn 220x140 (screenshot it)
 * CountryPath u-b7 clickable and 176 more alike
 * </pre>
 *
 * After the type, id and uid comes what the node says: {@code "text"} for labels, buttons, tabs,
 * menus and rows (a table row's cells joined with {@code " | "}), {@code text="…" prompt="…"} for
 * text inputs (even when empty), {@code value=…}, {@code checked} (unchecked is the default and
 * shows nothing). A control from outside JavaFX then shows its own value-like properties
 * ({@code Rating u-37 rating=2.0 max=5}), and a labeled control without text what a user knows it
 * by ({@code graphic="ANGLE_RIGHT"}, {@code tooltip="Save"}): its traits. A control nobody declared says what
 * its skin shows instead of its settings: its title as its text, then its displayed value with its unit
 * and its on/off state (see {@code ShownControl}); {@code (changes on its own)} when the app was seen changing the
 * node, or what its skin shows, by itself (a clock, a moving gauge, a blinking light). Then its place and state:
 * a row's index and a tree row's depth, {@code ›} for a menu item that opens a submenu, a popup's
 * owner, a virtualized control's item count, selection, visible rows and columns, {@code selected}, {@code expanded}/{@code collapsed}, its bounds
 * on screen {@code @x,y WxH} (where a click lands: the points {@code ui_query}, {@code click} and {@code drag} take), or in
 * the scene {@code scene @x,y WxH} when only those were captured, the flags that differ from the default
 * ({@code hidden}, {@code offscreen} for a node scrolled out of view or beyond the window's edge, said in a
 * tree by the top line of such a branch only,
 * {@code disabled}, {@code focused}) and {@code …N more} when N children are not
 * listed. Painted content says its size and how to see it ({@code drawn 220x140}); in a compact snapshot a
 * line may stand for siblings like it ({@code and 176 more alike}; a short run names them:
 * {@code and 4 more alike: u-5o u-5p u-5q u-5r}), and {@code +N folded} counts
 * children left out for showing nothing to read. Built from captured data only, so it runs on any thread.
 */
public final class NodeLine {

    private static final int MAX_LISTED_SELECTION = 5;
    /** What the line of a node the app was seen changing on its own says: a read of it is true of its moment only. */
    public static final String MOVING = "(changes on its own)";

    private NodeLine() {
    }

    /** The node's line. */
    public static String of(UiNode node) {
        StringBuilder sb = new StringBuilder(64);
        append(sb, node);
        return sb.toString();
    }

    /**
     * The node's line in a tree under a line that says {@code offscreen}: without the word, which the branch's
     * top line says for all of it.
     */
    public static String underOffscreen(UiNode node) {
        StringBuilder sb = new StringBuilder(64);
        append(sb, node, false);
        return sb.toString();
    }

    /** Appends the node's line, without indentation or newline. */
    public static void append(StringBuilder sb, UiNode node) {
        append(sb, node, true);
    }

    private static void append(StringBuilder sb, UiNode node, boolean sayOffscreen) {
        appendHandle(sb, node);
        appendSays(sb, node);
        if (node.shows() != null) {
            sb.append(' ').append(node.shows());
        }
        if (Boolean.TRUE.equals(node.moving())) {
            sb.append(' ').append(MOVING);
        }
        if (node.traits() != null) {
            for (Map.Entry<String, Object> trait : node.traits().entrySet()) {
                sb.append(' ').append(trait.getKey()).append('=');
                if (trait.getValue() instanceof String s) {
                    TextFormat.appendQuoted(sb, s);
                } else {
                    sb.append(trait.getValue());
                }
            }
        }
        if (node.row() != null) {
            sb.append(" row=").append(node.row());
        }
        if (node.depth() != null) {
            sb.append(" depth=").append(node.depth());
        }
        if (Boolean.TRUE.equals(node.submenu())) {
            sb.append(" ›");
        }
        if (node.owner() != null) {
            sb.append(" owner=").append(node.owner());
        }
        if (node.virtualization() != null) {
            appendVirtualization(sb, node.virtualization());
        }
        if (Boolean.TRUE.equals(node.selected())) {
            sb.append(" selected");
        }
        if (node.expanded() != null) {
            sb.append(node.expanded() ? " expanded" : " collapsed");
        }
        if (node.layout() != null) { // where a click lands, as ui_query and drag read points; else the scene's, said so
            if (node.layout().localToScreen() != null) {
                TextFormat.appendBounds(sb, "", node.layout().localToScreen());
            } else {
                TextFormat.appendBounds(sb, " scene", node.layout().boundsInScene());
            }
        }
        if (!node.visible()) {
            sb.append(" hidden");
        }
        if (sayOffscreen && Boolean.TRUE.equals(node.offscreen())) {
            sb.append(" offscreen");
        }
        if (node.disabled()) {
            sb.append(" disabled");
        }
        if (Boolean.TRUE.equals(node.focused())) {
            sb.append(" focused");
        }
        if (Boolean.TRUE.equals(node.clickable())) {
            sb.append(" clickable");
        }
        if (node.drawn() != null) {
            sb.append(" drawn ").append(node.drawn()).append(" (screenshot it)");
        }
        if (node.alike() != null) {
            sb.append(" and ").append(node.alike()).append(" more alike");
            if (node.alikeUids() != null) {
                sb.append(':');
                node.alikeUids().forEach(uid -> sb.append(' ').append(uid));
            }
        }
        if (node.hiddenChildren() != null && node.hiddenChildren() > 0 && node.virtualization() == null) {
            sb.append(" …").append(node.hiddenChildren()).append(" more");
        }
        if (node.folded() != null) {
            sb.append(" +").append(node.folded()).append(" folded");
        }
    }

    /**
     * Whether {@code text} is only characters of the private use areas: an icon font's glyph (FontAwesome
     * through ControlsFX's Glyph, Ikonli), which reads as nothing to the model; its icon's name is a trait.
     */
    public static boolean isIconFontText(String text) {
        return text.codePoints().allMatch(c -> Character.getType(c) == Character.PRIVATE_USE);
    }

    /** Text, prompt and value. A text input is the node with both a text and a (possibly empty) prompt. */
    /** {@code Type#id uid}: how every line starts, the node's type and its handles. */
    static void appendHandle(StringBuilder sb, UiNode node) {
        sb.append(node.type());
        if (node.id() != null) {
            sb.append('#').append(node.id());
        }
        if (node.uid() != null) {
            sb.append(' ').append(node.uid());
        }
    }

    private static void appendSays(StringBuilder sb, UiNode node) {
        String text = node.text();
        String prompt = node.prompt();
        if (text != null && prompt != null) {
            sb.append(" text=");
            TextFormat.appendQuoted(sb, text);
        } else if (text != null && !text.isEmpty() && !isIconFontText(text)) {
            sb.append(' ');
            TextFormat.appendQuoted(sb, text);
        }
        if (prompt != null && !prompt.isEmpty()) {
            sb.append(" prompt=");
            TextFormat.appendQuoted(sb, prompt);
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
                    TextFormat.appendQuoted(sb, value);
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
        if (v.columns() != null) {
            sb.append(" columns=");
            TextFormat.appendList(sb, v.columns(), null);
        }
    }
}
