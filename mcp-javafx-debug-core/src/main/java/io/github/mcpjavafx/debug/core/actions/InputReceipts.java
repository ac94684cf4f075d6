package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.controls.ControlFamilies;
import io.github.mcpjavafx.debug.core.controls.TextEntry;
import io.github.mcpjavafx.debug.core.model.FailureReason;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.scene.Ancestry;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.stage.PopupWindow;
import javafx.stage.Window;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Checks, after the robot's input was handled, that it had the effect its action implies, from
 * what an {@link InputWitness} saw: the press reached the target, the keys reached a window of the
 * app, typed text is in the input. Otherwise the action fails with {@link FailureReason#NO_EFFECT},
 * naming what received the input. FX thread only.
 */
final class InputReceipts {

    private final NodeLabels labels;

    InputReceipts(NodeLabels labels) {
        this.labels = labels;
    }

    /**
     * The mouse press reached {@code target} (or {@code area}, the part a click aims at), or a node inside it.
     *
     * @param gesture what the press began, for the message: "click on", "drag from"
     */
    void requirePressReached(InputWitness seen, String gesture, Node target, Node area) {
        InputWitness.Received press = seen.first(MouseEvent.MOUSE_PRESSED);
        if (press != null && press.node() != null && (Ancestry.isAncestorOrSelf(target, press.node())
                || Ancestry.isAncestorOrSelf(area, press.node()))) {
            return;
        }
        Map<String, Object> details = labels.facts(target);
        String where;
        PopupWindow closed = seen.hiddenPopup();
        if (press == null && closed != null) {
            details.put("receivedBy", "popup");
            details.put("closedPopup", closed.getClass().getSimpleName());
            where = "closed the open popup (" + closed.getClass().getSimpleName() + ") instead: a JavaFX popup "
                    + "keeps the press that hides it, as it does for a person. Nothing else got it; click again.";
        } else if (press == null) {
            details.put("receivedBy", "nothing");
            where = "reached no window of the application: another application's window probably lies over it. "
                    + "Bring the app to the front (or move what covers it), then retry.";
        } else if (press.window() != target.getScene().getWindow()) {
            details.put("receivedBy", receiver(press));
            where = "landed in another window of the application, " + windowName(press.window())
                    + (press.node() == null ? "" : ", on " + labels.label(press.node()))
                    + ", which lies over it. Move or close that window, then retry.";
        } else {
            details.put("receivedBy", receiver(press));
            where = "landed on " + (press.node() == null ? "the window's background" : labels.label(press.node()))
                    + ", which lies over it. Close or move what covers it, then retry.";
        }
        throw UiException.actionFailed(FailureReason.NO_EFFECT, "The " + gesture + " " + labels.label(target) + " "
                + where, details);
    }

    /**
     * A click at a screen point reached a window of the app; returns the node its press went to (null when
     * only a window's background got it), to be named on the action's line.
     */
    Node requirePressArrived(InputWitness seen, double x, double y) {
        InputWitness.Received press = seen.first(MouseEvent.MOUSE_PRESSED);
        if (press == null) {
            throw UiException.actionFailed(FailureReason.NO_EFFECT, "The click at (" + x + ", " + y + ") reached no "
                    + "window of the application: another application's window, or none, is there. Bring the app "
                    + "to the front, or click a target instead.", new LinkedHashMap<>(Map.of("receivedBy", "nothing")));
        }
        return press.node();
    }

    /**
     * The pointer rests on {@code target} or a node inside it, as the scene sees it; returns the node it rests on.
     * A node that holds the target (a label whose graphic it is) or one over it that shows a tooltip (a validation
     * decoration's icon over a field) counts too: the pointer is where the person put it, and what the hover is for,
     * a tooltip, shows.
     *
     * @param tooltipOf the tooltip a person sees resting on a node, null when none
     */
    Node requireHovered(Node target, Function<Node, Object> tooltipOf) {
        if (target.isHover()) {
            return target;
        }
        Node hovered = target.getScene() == null ? null : deepestHovered(target.getScene().getRoot());
        if (hovered != null && (isAncestor(hovered, target) || tooltipOf.apply(hovered) != null)) {
            return hovered;
        }
        Map<String, Object> details = labels.facts(target);
        details.put("receivedBy", hovered == null ? "nothing" : labels.facts(hovered));
        throw UiException.actionFailed(FailureReason.NO_EFFECT, "The pointer was moved to " + labels.label(target)
                + ", but " + (hovered == null ? "the app saw it over none of its nodes: another application's window "
                + "probably lies over it. Bring the app to the front, then retry."
                : "rests on " + labels.label(hovered) + ", which lies over it. Close or move what covers it, then retry."),
                details);
    }

    private static boolean isAncestor(Node ancestor, Node node) {
        for (Node n = node.getParent(); n != null; n = n.getParent()) {
            if (n == ancestor) {
                return true;
            }
        }
        return false;
    }

    /** The innermost node under the pointer: the hover state runs from the root down to it. */
    private static Node deepestHovered(Node node) {
        if (node == null || !node.isHover()) {
            return null;
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                Node inner = deepestHovered(child);
                if (inner != null) {
                    return inner;
                }
            }
        }
        return node;
    }

    /**
     * Keys were typed: they reached a window of the app and, when the focus owner they were meant for
     * edits text and the text has more than line breaks and tabs, its text changed. Returns the node
     * that received them, to be named on the action's line.
     *
     * @param owner  the focus owner the keys were meant for
     * @param before its text before typing, null when it edits none
     */
    Node requireTyped(InputWitness seen, Node owner, String before, String typed) {
        Node receiver = requireKeysArrived(seen, owner);
        boolean shouldChange = before != null && !typed.replace("\n", "").replace("\t", "").isEmpty();
        if (shouldChange && before.equals(textOf(owner))) {
            InputWitness.Received first = seen.received().get(0);
            Map<String, Object> details = labels.facts(owner);
            details.put("receivedBy", receiver(first));
            throw UiException.actionFailed(FailureReason.NO_EFFECT, "The keys went to " + labels.label(receiver)
                    + " in " + windowName(first.window()) + ", but the text of " + labels.label(owner)
                    + " did not change (the app refused the input, or it went elsewhere). Snapshot to see what has "
                    + "focus, or use setText.", details);
        }
        return receiver;
    }

    /** Some window of the app received the keys; returns the node that got them (the owner when only a scene did). */
    Node requireKeysArrived(InputWitness seen, Node owner) {
        List<InputWitness.Received> keys = seen.received();
        if (keys.isEmpty()) {
            Map<String, Object> details = owner == null ? new LinkedHashMap<>() : labels.facts(owner);
            details.put("receivedBy", "nothing");
            Window focused = owner == null ? null : owner.getScene().getWindow();
            throw UiException.actionFailed(FailureReason.NO_EFFECT, "The keys reached no window of the application"
                    + (focused == null ? "" : " (it believes " + windowName(focused) + " focused, with "
                    + labels.label(owner) + ")") + ": another application, or a window that cannot take focus, got "
                    + "them. Bring the app's window to the front (a focus action on a control in it), then retry.",
                    details);
        }
        for (InputWitness.Received key : keys) {
            // A popup the typing opened (an auto-completion's list) gets the keys first, redirected from its owner's
            // window: the field they were typed into is still what received them.
            if (owner != null && key.node() != null && Ancestry.isAncestorOrSelf(owner, key.node())) {
                return owner;
            }
        }
        Node receiver = keys.get(0).node();
        return receiver != null ? receiver : owner;
    }

    /** The text a node edits: a text input's, or the editor's of an editable Spinner, ComboBox or DatePicker; else null. */
    static String textOf(Node node) {
        TextEntry entry = ControlFamilies.of(node).textEntry(node);
        return entry == null ? null : entry.editedText();
    }

    private Map<String, Object> receiver(InputWitness.Received received) {
        Map<String, Object> facts = received.node() == null ? new LinkedHashMap<>() : labels.facts(received.node());
        List<Window> windows = WindowList.showing();
        facts.put("stageIndex", windows.indexOf(received.window()));
        facts.put("window", WindowList.titleOf(received.window()));
        return facts;
    }

    private static String windowName(Window window) {
        List<Window> windows = WindowList.showing();
        String title = WindowList.titleOf(window);
        return (title == null ? "an untitled window" : "\"" + title + "\"")
                + (windows.contains(window) ? " (stageIndex " + windows.indexOf(window) + ")" : " (now closed)");
    }
}
