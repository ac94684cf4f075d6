package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One node of a snapshot. The always-present core is {@code ref, type, id, styleClass, visible,
 * managed, disabled, children}; every other field is {@code null} (and left out of JSON) unless
 * the node has it and the request asked for its section.
 *
 * @param uid            the node's stable uid (written as part of {@code ref})
 * @param path           the node's canonical path (written as part of {@code ref})
 * @param type           simple class name ({@code Button}); for anonymous classes the named superclass
 * @param id             the node's id, nullable
 * @param styleClass     style classes in order, never null
 * @param visible        the node's own visible flag
 * @param managed        whether its parent lays it out
 * @param disabled       effectively disabled (itself or an ancestor)
 * @param focused        {@code true} for the focus owner of a focused window, otherwise null
 * @param offscreen      {@code true} for a visible node that lies wholly outside what its window shows (scrolled
 *                       out of a scroll pane's view, beyond the window's edge), otherwise null; an action on it
 *                       scrolls it into view first
 * @param text           what a Labeled, text input or Text shows, nullable
 * @param prompt         a text input's or combo box's prompt, nullable
 * @param value          a value-holding control's value as the user sees it, nullable
 * @param traits         what the line shows where the type says nothing: a custom control's own
 *                       value-like properties ({@code rating: 2.0}), or what an icon-only button is
 *                       recognised by ({@code tooltip}, {@code accessibleText} or {@code graphic}); nullable
 * @param shows          what a control from outside JavaFX shows as its value and state
 *                       ({@code 60.8 V}, {@code on}; see {@code ShownControl}), or what a labeled control shows of
 *                       a text its skin cut to fit ({@code (shows "w...")}), nullable
 * @param moving         {@code true} for a node the app was seen changing on its own (a clock, a moving gauge, a
 *                       blinking light, or a custom control whose skin shows such values): a read of it is true of
 *                       its moment only; otherwise null
 * @param selected       {@code true} for the selected tab and selected rows, otherwise null
 * @param row            a row's (or cell's) index in its list, table or tree, nullable
 * @param depth          a tree row's level (the root is 0), nullable
 * @param expanded       whether a tree row's branch or a TitledPane is open, nullable (a leaf or another node)
 * @param submenu        {@code true} for a menu item that opens a submenu, otherwise null
 * @param owner          for the root of a popup window: the uid of the node it belongs to, nullable
 * @param actionable     {@code true} for what a user acts on (buttons, inputs, tabs, menus and their
 *                       items, rows...), otherwise null; what the interactive view lists
 * @param clickable      {@code true} for a node that reacts to a press by code of its own although its type
 *                       says nothing of it (a Rectangle drawn as a switch, a Label used as a button), else null
 * @param drawn          for content painted rather than made of nodes (a Canvas, an image): its size
 *                       ({@code 220x140}), which a screenshot of the node shows; otherwise null
 * @param menus          a MenuBar's menu titles, nullable
 * @param tabs           a TabPane's tab titles, nullable
 * @param layout         bounds, nullable
 * @param accessibility  accessible role and texts, nullable
 * @param fx             selected JavaFX properties ({@code fx.properties}), nullable
 * @param virtualization rows of a virtualized control, nullable
 * @param hiddenChildren how many children exist but are not listed (depth limit), nullable
 * @param alike          in a compact snapshot, how many siblings after this one are like it (same type,
 *                       nothing that tells them apart) and not listed: the line stands for all; nullable
 * @param alikeUids      the uids of those {@code alike} siblings when they are few enough to name (a rating's
 *                       stars: each one a click target), else null (a map's 176 countries keep their count)
 * @param folded         in a compact snapshot, children not listed because they show nothing to read:
 *                       hidden nodes without id or text, shapes without id, text or handler; nullable
 * @param children       listed children in scene-graph order, never null
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"ref", "type", "id", "styleClass", "visible", "managed", "disabled", "focused",
        "offscreen", "text", "prompt", "value", "traits", "shows", "moving", "selected", "row", "depth", "expanded", "submenu", "owner", "actionable",
        "clickable", "drawn", "menus", "tabs", "layout", "accessibility", "fx", "virtualization", "hiddenChildren", "alike", "alikeUids",
        "folded", "children"})
public record UiNode(
        @JsonIgnore String uid,
        @JsonIgnore NodePath path,
        String type,
        String id,
        List<String> styleClass,
        boolean visible,
        boolean managed,
        boolean disabled,
        Boolean focused,
        Boolean offscreen,
        String text,
        String prompt,
        String value,
        Map<String, Object> traits,
        String shows,
        Boolean moving,
        Boolean selected,
        Integer row,
        Integer depth,
        Boolean expanded,
        Boolean submenu,
        String owner,
        Boolean actionable,
        Boolean clickable,
        String drawn,
        List<String> menus,
        List<String> tabs,
        UiLayout layout,
        UiAccessibility accessibility,
        Fx fx,
        UiVirtualization virtualization,
        Integer hiddenChildren,
        Integer alike,
        List<String> alikeUids,
        Integer folded,
        List<UiNode> children) {

    /**
     * This node with the states of {@code before} (visible, disabled, checked, selected, expanded, a custom control's
     * drawn {@code on}/{@code off} with what it shows beside it), its texts and values as they are: an action's line
     * shows the states it found, and what it changed follows.
     */
    public UiNode withStatesOf(UiNode before) {
        String value = isCheckState(this.value) && isCheckState(before.value) ? before.value : this.value;
        String stateNow = shownState(this.shows);
        String stateFound = shownState(before.shows);
        String shows = stateNow != null && stateFound != null && !stateNow.equals(stateFound) ? before.shows : this.shows;
        return new UiNode(uid, path, type, id, styleClass, before.visible, managed, before.disabled, focused, offscreen, text, prompt,
                value, traits, shows, moving, before.selected, row, depth, before.expanded, submenu, owner, actionable, clickable, drawn, menus,
                tabs, layout, accessibility, fx, virtualization, hiddenChildren, alike, alikeUids, folded, children);
    }

    /**
     * This node standing for itself and {@code alike} siblings like it (named by {@code alikeUids} when few, else
     * null), or with {@code folded} children not listed.
     */
    public UiNode withCompaction(Integer alike, List<String> alikeUids, Integer folded) {
        return new UiNode(uid, path, type, id, styleClass, visible, managed, disabled, focused, offscreen, text, prompt, value,
                traits, shows, moving, selected, row, depth, expanded, submenu, owner, actionable, clickable, drawn, menus, tabs, layout,
                accessibility, fx, virtualization, hiddenChildren, alike, alikeUids, folded, children);
    }

    private static final Set<String> CHECK_STATES = Set.of("true", "false", "indeterminate");

    /**
     * The on/off state a custom control's {@code shows} ends with ({@code "60.8 V on"}, {@code "off"}), or null when it
     * shows none.
     */
    public static String shownState(String shows) {
        if (shows == null) {
            return null;
        }
        String last = shows.substring(shows.lastIndexOf(' ') + 1);
        return last.equals("on") || last.equals("off") ? last : null;
    }

    /** Whether {@code value} is what a check box, a checked menu item or a toggle reads as. */
    public static boolean isCheckState(String value) {
        return value != null && CHECK_STATES.contains(value);
    }



    public UiNode {
        styleClass = styleClass == null ? List.of() : styleClass;
        children = children == null ? List.of() : children;
    }

    @JsonProperty("ref")
    public UiRef ref() {
        return new UiRef(uid, path == null ? null : path.toString());
    }

    /**
     * Selected JavaFX properties of the node, by property name.
     *
     * @param unknown names asked for that are no property of the node, nullable (none)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Fx(Map<String, Object> properties, List<String> unknown) {
    }
}
