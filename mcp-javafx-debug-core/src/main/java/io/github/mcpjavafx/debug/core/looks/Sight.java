package io.github.mcpjavafx.debug.core.looks;

import io.github.mcpjavafx.debug.core.controls.NodeText;
import io.github.mcpjavafx.debug.core.scene.Ancestry;
import io.github.mcpjavafx.debug.core.scene.HitTester;
import io.github.mcpjavafx.debug.core.scene.NodeVisibility;
import io.github.mcpjavafx.debug.core.scene.ShownArea;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.SubScene;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollPane;
import javafx.stage.Window;

import java.util.function.Function;

/**
 * Why a person cannot see a node, in a few words, the first reason found in the order a fix goes: no window,
 * {@code visible=false} on it or an ancestor, opacity 0, no size, clipped away or outside its window, covered
 * by another node. Nothing when it can be seen, wholly or in part. And for a labeled control, whether its
 * text shows whole. FX thread only.
 *
 * <p>Covered means that the node on top at the centre of the part of the node its window shows, the way
 * JavaFX picks a press, spans all of that part: a node drawn over only some of it (a switch's thumb over its
 * track) leaves it seen. A mouse-transparent node drawn over it is not seen, and one in another window (a
 * popup) is not either.
 */
public final class Sight {

    private final Function<Node, String> names;

    /** @param names how a node is named in a reason: its line, {@code VBox#form u-3} */
    public Sight(Function<Node, String> names) {
        this.names = names;
    }

    /** The reason the node cannot be seen, or {@code null} when a person sees it, wholly or in part. */
    public String unseen(Node node) {
        Scene scene = node.getScene();
        Window window = scene == null ? null : scene.getWindow();
        if (window == null || !window.isShowing()) {
            return "it is in no showing window";
        }
        Node hidden = NodeVisibility.firstHidden(node);
        if (hidden != null) {
            return hidden == node ? "visible=false" : "its ancestor " + names.apply(hidden) + " has visible=false";
        }
        Node transparent = firstTransparent(node);
        if (transparent != null) {
            return transparent == node ? "opacity 0" : "its ancestor " + names.apply(transparent) + " has opacity 0";
        }
        Bounds local = node.getBoundsInLocal();
        if (local.isEmpty() || local.getWidth() <= 0 || local.getHeight() <= 0) {
            return "it has no size (" + size(node.getLayoutBounds()) + ")" + (node.isManaged() ? ""
                    : ", and its parent does not lay it out (managed=false)");
        }
        String away = clippedOrOutside(node, scene);
        if (away != null) {
            return away;
        }
        return covered(node, scene);
    }

    /**
     * For a labeled control whose skin shows less than its text (an ellipsis, "Sav..."): what it shows, and the
     * width its text needs against the width it has; {@code null} when the whole text shows.
     */
    public static String cut(Node node) {
        String shown = NodeText.shownWhenCut(node);
        return shown == null ? null : "its text is cut: it shows \"" + shown + "\"; the whole text " + needs((Labeled) node);
    }

    /** The width a labeled control's whole text needs against the width it has: {@code needs 60 px of width and has 30}. */
    public static String needs(Labeled labeled) {
        return "needs " + Math.round(labeled.prefWidth(-1)) + " px of width and has " + Math.round(labeled.getWidth());
    }

    private static Node firstTransparent(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (n.getOpacity() <= 0) {
                return n;
            }
        }
        return null;
    }

    /** Clipped away by an ancestor (a scroll pane's viewport names the scroll pane), or beyond the window's edge. */
    private String clippedOrOutside(Node node, Scene scene) {
        if (!ShownArea.isOffscreen(node)) {
            return null;
        }
        Bounds box = node.localToScene(node.getBoundsInLocal());
        for (Node ancestor = node.getParent(); ancestor != null; ancestor = ancestor.getParent()) {
            Node clip = ancestor.getClip();
            if (clip != null && ShownArea.overlap(box, ancestor.localToScene(clip.getBoundsInParent())) == null) {
                ScrollPane scroller = Ancestry.enclosingScrollPane(ancestor);
                return scroller != null ? "scrolled out of " + names.apply(scroller) + "'s view"
                        : "clipped away by " + names.apply(ancestor) + "'s clip";
            }
        }
        return "outside its window: at " + (int) box.getMinX() + "," + (int) box.getMinY() + " " + size(box)
                + ", the window shows 0,0 " + (int) scene.getWidth() + "x" + (int) scene.getHeight();
    }

    private String covered(Node node, Scene scene) {
        Bounds box = node.localToScene(node.getBoundsInLocal());
        Bounds shown = ShownArea.of(node).area();
        Bounds visiblePart = shown == null ? box : ShownArea.overlap(box, shown);
        if (visiblePart == null || !Ancestry.isReachableFromRoot(node, scene)) {
            return null;
        }
        Node top = HitTester.topmostAt(scene, new Point2D(visiblePart.getCenterX(), visiblePart.getCenterY()));
        if (top == null || top instanceof SubScene || Ancestry.isAncestorOrSelf(node, top) || Ancestry.isAncestorOrSelf(top, node)
                || !top.localToScene(top.getBoundsInLocal()).contains(visiblePart)) {
            return null; // a thumb over part of its track leaves the track seen
        }
        return "covered by " + names.apply(top);
    }

    private static String size(Bounds b) {
        return (int) Math.round(b.getWidth()) + "x" + (int) Math.round(b.getHeight());
    }
}
