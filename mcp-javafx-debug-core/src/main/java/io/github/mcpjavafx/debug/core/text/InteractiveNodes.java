package io.github.mcpjavafx.debug.core.text;

import io.github.mcpjavafx.debug.core.model.UiNode;

import java.util.ArrayList;
import java.util.List;

/**
 * Which captured nodes the interactive view lists: the actionable ones whose branch is visible, in
 * document order, each with its line. The one rule for that set, used by the interactive snapshot,
 * marked screenshots and highlights alike. A node whose line says nothing of what it is (a shape a
 * tile draws as its switch, an icon without a tooltip), and any node that reacts by a handler of its own
 * (a label drawn as "+"), is named by its container: {@code Rectangle u-7 clickable in Tile u-5 "Switch Tile"}. Pure function of the captured tree.
 */
public final class InteractiveNodes {

    private InteractiveNodes() {
    }

    /**
     * One listed node.
     *
     * @param node its captured data
     * @param line its line as the interactive view shows it
     */
    public record Listed(UiNode node, String line) {
    }

    /** The interactive nodes at and below {@code root}. */
    public static List<Listed> of(UiNode root) {
        List<Listed> found = new ArrayList<>();
        collect(root, null, found);
        return found;
    }

    /**
     * Why the interactive view of {@code root} lists nothing: what a person can act on there, and what
     * to do instead. Only for a root whose view {@link #of} found empty.
     */
    public static String whyNone(UiNode root) {
        String line = ContainerName.name(root);
        if (!root.visible()) {
            return line + " is hidden: nothing in it can be acted on until it shows.";
        }
        return "Nothing at or under " + line + " can be acted on: it holds no control and no node with a mouse or "
                + "key handler or a hand cursor of its own. If a parent's handler serves it, act on the parent; "
                + "content drawn on a canvas or an image shows in ui_screenshot.";
    }

    private static void collect(UiNode node, UiNode container, List<Listed> found) {
        if (!node.visible()) {
            return;
        }
        if (Boolean.TRUE.equals(node.actionable())) {
            found.add(new Listed(node, line(node, container)));
        }
        UiNode below = ContainerName.names(node) ? node : container;
        for (UiNode child : node.children()) {
            collect(child, below, found);
        }
    }

    private static String line(UiNode node, UiNode container) {
        StringBuilder sb = new StringBuilder(80);
        NodeLine.append(sb, node);
        // a handler's meaning comes from where it is drawn: "+" of which tile, "1" of which month
        if (container != null && (!ContainerName.saysWhatItIs(node) || Boolean.TRUE.equals(node.clickable()))) {
            ContainerName.append(sb, container);
        }
        return sb.toString();
    }
}
