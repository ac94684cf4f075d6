package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.scene.FxProperties;
import io.github.mcpjavafx.debug.core.scene.HitTester;
import io.github.mcpjavafx.debug.core.scene.PointerHandlers;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Control;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Where a person clicks a control from outside JavaFX for its effect. Such a control reacts where its
 * skin's parts react: a ToggleSwitch's thumb and track, a tile's drawn switch. Its center may fall on a
 * dead spot between its text and its thumb, where a click does nothing. When neither the control nor any
 * part between its center and it reacts to a press, the click goes to the first part of its skin that
 * does, or to what reacts over that part (a switch's thumb over its track). JavaFX's own controls react as a
 * whole, by their behaviour, wherever they are: as targets and as parts. FX thread only.
 */
final class ReactingPart {

    /** Parts of a skin looked at for one that reacts; a control's skin has a few dozen at most. */
    private static final int MAX_PARTS = 200;

    private ReactingPart() {
    }

    /** The node to click for {@code target}: {@code target} itself, or the part of its skin that reacts. */
    static Node of(Node target) {
        if (!(target instanceof Control control) || FxProperties.isJavaFx(target.getClass()) || reactsAtCenter(target)) {
            return target;
        }
        Node part = firstReacting(control);
        return part != null ? onTopAt(part, control) : target;
    }

    /**
     * What reacts to a press at the part's center: the part, or what lies over it there and reacts too (a switch's
     * thumb over its track).
     */
    private static Node onTopAt(Node part, Node control) {
        Node top = HitTester.topmostAt(part.getScene(), centerInScene(part));
        for (Node node = top; node != null && node != control; node = node.getParent()) {
            if (reacts(node)) {
                return node;
            }
        }
        return part;
    }

    /** Whether a press on the node does something: a JavaFX control's behaviour, or a handler of its own. */
    private static boolean reacts(Node node) {
        return PointerHandlers.actsByType(node) || PointerHandlers.react(node);
    }

    private static Point2D centerInScene(Node node) {
        Bounds local = node.getBoundsInLocal();
        return node.localToScene((local.getMinX() + local.getMaxX()) / 2, (local.getMinY() + local.getMaxY()) / 2);
    }

    /**
     * Whether a press at the target's center reaches a node that reacts, the target included. A center covered
     * by something else is left to the target checks, which say what covers it.
     */
    private static boolean reactsAtCenter(Node target) {
        Scene scene = target.getScene();
        Bounds local = target.getBoundsInLocal();
        if (scene == null || local.isEmpty()) {
            return true;
        }
        Node hit = HitTester.topmostAt(scene, centerInScene(target));
        for (Node node = hit; node != null; node = node.getParent()) {
            if (reacts(node)) {
                return true;
            }
            if (node == target) {
                return false;
            }
        }
        return true; // not over the target at all
    }

    /** The first visible part of the control's skin, in document order, that reacts to a press; null when none does. */
    private static Node firstReacting(Parent control) {
        Deque<Node> todo = new ArrayDeque<>(control.getChildrenUnmodifiable());
        for (int seen = 0; !todo.isEmpty() && seen < MAX_PARTS; seen++) {
            Node node = todo.pollFirst();
            Bounds local = node.getBoundsInLocal();
            if (!node.isVisible() || local.getWidth() <= 0 || local.getHeight() <= 0) {
                continue;
            }
            if (reacts(node)) {
                return node;
            }
            if (node instanceof Parent parent) {
                var children = parent.getChildrenUnmodifiable();
                for (int i = children.size() - 1; i >= 0; i--) {
                    todo.addFirst(children.get(i));
                }
            }
        }
        return null;
    }
}
