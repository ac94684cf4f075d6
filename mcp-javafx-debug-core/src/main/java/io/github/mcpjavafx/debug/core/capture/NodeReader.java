package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.core.controls.NodeText;
import io.github.mcpjavafx.debug.core.model.NodePath;
import io.github.mcpjavafx.debug.core.model.NodeRequest;
import io.github.mcpjavafx.debug.core.model.UiNode;
import io.github.mcpjavafx.debug.core.scene.LogicalChildren;
import io.github.mcpjavafx.debug.core.scene.NodePaths;
import io.github.mcpjavafx.debug.core.scene.ShownArea;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.text.ContainerName;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Control;
import javafx.scene.control.IndexedCell;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.List;

/**
 * What {@code ui_get_node} reads: one node in depth, with every section or those the request
 * names, and optionally its children one level down (their text and value only, each with the
 * count of its own children). Reads nodes exactly as a snapshot does, children included: a
 * standard control shows its public content, not its skin.
 */
public final class NodeReader {

    private final UidRegistry uids;

    public NodeReader(UidRegistry uids) {
        this.uids = uids;
    }

    /**
     * Reads {@code node}: FX thread only.
     *
     * @param windows the showing windows in order ({@link WindowList#showing()}), for the node's path
     */
    public UiNode read(Node node, NodeRequest request, List<Window> windows) {
        String uid = uids.uidOf(node);
        NodePath path = NodePaths.pathOf(node, windows).orElse(null);
        Node focusOwner = focusOwnerOf(node);
        boolean sceneGraphChildren = LogicalChildren.areSceneGraphChildren(node, false);
        List<Node> logical = LogicalChildren.of(node, false);
        if (!request.includeChildren()) {
            return NodeCapture.read(node, uid, path, NodeSections.forNode(request), focusOwner,
                    ShownArea.isOffscreen(node), List.of(),
                    logical.isEmpty() ? null : logical.size());
        }
        List<UiNode> children = new ArrayList<>(logical.size());
        SiblingTypeCounter counter = new SiblingTypeCounter();
        for (Node child : logical) {
            String type = NodePaths.typeOf(child);
            int sameTypeIndex = counter.next(type);
            NodePath childPath = sceneGraphChildren
                    ? path == null ? null : path.child(type, sameTypeIndex)
                    : NodePaths.pathOf(child, windows).orElse(null);
            int grandChildren = LogicalChildren.of(child, false).size();
            children.add(NodeCapture.read(child, uids.uidOf(child), childPath, NodeSections.summary(), focusOwner,
                    ShownArea.isOffscreen(child),
                    List.of(), grandChildren == 0 ? null : grandChildren));
        }
        return NodeCapture.read(node, uid, path, NodeSections.forNode(request), focusOwner, ShownArea.isOffscreen(node),
                children, null);
    }

    /** The node's uid, issued now if it had none. Any node, FX thread. */
    public String uidOf(Node node) {
        return uids.uidOf(node);
    }

    /**
     * The node as its one line shows it (see {@code text.NodeLine}): the core, text, value and a
     * virtualized control's counts; no children, no bounds. What query matches, action results and
     * error messages name a node with. FX thread only.
     */
    public UiNode summary(Node node, List<Window> windows) {
        return NodeCapture.read(node, uids.uidOf(node), NodePaths.pathOf(node, windows).orElse(null),
                NodeSections.summary(), focusOwnerOf(node), ShownArea.isOffscreen(node), List.of(), null);
    }

    /**
     * The node as {@link ContainerName} names it (type, id, uid, text), read without its path, place or focus: a
     * path costs a walk to the window's root with every level's siblings counted, and a name does not show it.
     * FX thread only.
     */
    public UiNode named(Node node) {
        return NodeCapture.read(node, uids.uidOf(node), null, NodeSections.summary(), null, false, List.of(), null);
    }

    /**
     * The nearest ancestor a person names {@code node} by (see {@link ContainerName}), as its line reads it; null
     * when no ancestor has a name. Only controls and nodes with an id can have one, so only those are read. FX thread only.
     */
    public UiNode containerOf(Node node) {
        for (Node ancestor = node.getParent(); ancestor != null; ancestor = ancestor.getParent()) {
            if (ancestor.getId() != null || ancestor instanceof Control) {
                UiNode read = named(ancestor);
                if (ContainerName.names(read)) {
                    return read;
                }
            }
        }
        return null;
    }

    /**
     * The text a row of a list, table or tree shows on its line: a table row's cells joined, a
     * list cell's text. What a change report compares a row by. FX thread only.
     */
    public static String rowText(IndexedCell<?> row) {
        ItemFacts item = ItemFacts.of(row);
        return item != null ? item.text() : NodeText.text(row);
    }

    private static Node focusOwnerOf(Node node) {
        Scene scene = node.getScene();
        return scene != null && scene.getWindow() != null && scene.getWindow().isFocused() ? scene.getFocusOwner() : null;
    }
}
