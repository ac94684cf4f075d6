package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.controls.ControlFamilies;
import io.github.mcpjavafx.debug.core.model.FailureReason;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.scene.Ancestry;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import javafx.event.Event;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.stage.PopupWindow;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Keyboard input on the FX thread, through the robot: gives a node focus (its window brought to the front and
 * given keyboard focus first), types text, presses keys, each checked to have reached the node keys go to.
 * FX thread only.
 */
final class KeyboardActions {

    /** How long keyboard input waits for its window to get focus. */
    private static final long FOCUS_WAIT_MS = 2_000;

    private final NodeLabels labels;
    private final TargetChecks checks;
    private final InputReceipts receipts;
    private final RobotActions hands; // holds the robot, and the keys while they are pressed

    KeyboardActions(NodeLabels labels, TargetChecks checks, RobotActions hands) {
        this.labels = labels;
        this.checks = checks;
        this.receipts = new InputReceipts(labels);
        this.hands = hands;
    }

    /**
     * Gives {@code node} keyboard focus, bringing its window to the front first (and it into view). The
     * window manager gives the window focus a little later: that is awaited, at most {@link #FOCUS_WAIT_MS}.
     */
    RobotActions.Acted focus(Node target) {
        Node node = ScrollIntoView.reveal(target);
        checks.requireUsable(node);
        checks.requireNotBlockedByModal(node);
        Scene scene = node.getScene();
        Window window = bringToFront(node);
        // Asked even when JavaFX believes the window focused: the platform may not. Monocle keeps its
        // keyboard focus on a closed dialog that had no owner, while the main window still reads focused.
        window.requestFocus();
        node.requestFocus();
        // The scene records its focus owner synchronously, even before the window gets focus.
        Node owner = scene.getFocusOwner();
        if (owner == null || !Ancestry.isAncestorOrSelf(node, owner)) {
            Map<String, Object> details = labels.facts(node);
            if (owner != null) {
                details.put("focusOwner", labels.facts(owner));
            }
            throw UiException.actionFailed(FailureReason.NOT_FOCUSABLE, labels.label(node) + " did not take "
                    + "keyboard focus (not focus traversable, or the app moved focus elsewhere). Focus a control "
                    + "inside it, or click it instead.", details);
        }
        return whenFocused(node, () -> RobotActions.Acted.done(node));
    }

    /**
     * The window that has keyboard focus on {@code node}'s behalf (a popup never has it: its owner does),
     * raised above other windows when it is not focused, so that pointer input at the node reaches it.
     */
    static Window bringToFront(Node node) {
        Window window = keyWindow(node.getScene().getWindow());
        if (!window.isFocused() && window instanceof Stage stage) {
            stage.toFront();
        }
        return window;
    }

    static Window keyWindow(Window window) {
        while (window instanceof PopupWindow popup && popup.getOwnerWindow() != null) {
            window = popup.getOwnerWindow();
        }
        return window;
    }

    /**
     * Types {@code text} into the focus owner (focusing {@code target} first when given). Keys
     * of a US keyboard go through the robot. A character no key types (é, €, 日本) would need
     * the platform's layout, dead keys or an input method, which a robot cannot drive; it is
     * delivered as the {@code KEY_TYPED} event a text control inserts. Such an event is handled
     * at once, so the robot's keys typed before it must be handled first: the text goes in
     * pieces, one per continuation.
     */
    RobotActions.Acted typeText(Node target, String text) {
        if (target == null) {
            Node owner = requireFocusOwner("type into", true);
            return whenFocused(owner, () -> typeInto(owner, text));
        }
        RobotActions.Acted focused = focus(target);
        Node owner = focused.node().getScene().getFocusOwner();
        return RobotActions.then(focused, () -> {
            if (owner != null) { // a field's text is added to, not replaced: setText is there for replacing it
                ControlFamilies.of(owner).beforeTyping(owner);
            }
            return typeInto(owner, text);
        });
    }

    private RobotActions.Acted typeInto(Node owner, String text) {
        InputWitness witness = InputWitness.keys();
        String before = InputReceipts.textOf(owner);
        return RobotActions.then(typeFrom(text.replace("\r\n", "\n"), 0, owner), () -> RobotActions.Acted.done(
                receipts.requireTyped(witness.stop(), owner, before, text)));
    }

    /**
     * Runs {@code then} once {@code owner}'s window has keyboard focus, which a window manager gives a
     * little after it was asked; fails when it has not come within {@link #FOCUS_WAIT_MS}, before any key
     * is sent: the keys would go to the application that keeps the focus. Asks the platform again for the
     * focus JavaFX believes the window has.
     */
    private RobotActions.Acted whenFocused(Node owner, RobotActions.Continuation then) {
        Window window = keyWindow(owner.getScene().getWindow());
        window.requestFocus();
        long giveUpAt = System.nanoTime() + FOCUS_WAIT_MS * 1_000_000L;
        return untilFocused(window, owner, giveUpAt, then);
    }

    private RobotActions.Acted untilFocused(Window window, Node owner, long giveUpAt, RobotActions.Continuation then) {
        if (window.isFocused()) {
            return then.run();
        }
        if (System.nanoTime() > giveUpAt) {
            throw UiException.actionFailed(FailureReason.NOT_FOCUSABLE, labels.label(owner) + "'s window did not get "
                    + "keyboard focus within " + FOCUS_WAIT_MS + " ms: another application keeps it (the window "
                    + "manager refused to hand it over). No key was sent. Ask the person to click into the app, then "
                    + "retry.", labels.facts(owner));
        }
        return new RobotActions.Acted(owner, () -> untilFocused(window, owner, giveUpAt, then));
    }

    private RobotActions.Acted typeFrom(String text, int from, Node owner) {
        boolean robotTyped = false;
        int i = from;
        while (i < text.length()) {
            int codePoint = text.codePointAt(i);
            UsKeyboard.Stroke stroke = UsKeyboard.strokeFor(codePoint);
            if (stroke != null) {
                press(stroke.key(), stroke.shift() ? List.of(KeyCode.SHIFT) : List.of());
                robotTyped = true;
            } else if (robotTyped) {
                int resumeAt = i;
                return new RobotActions.Acted(owner, () -> typeFrom(text, resumeAt, owner));
            } else {
                String character = new String(Character.toChars(codePoint));
                Event.fireEvent(owner, new KeyEvent(KeyEvent.KEY_TYPED, character, "", KeyCode.UNDEFINED,
                        false, false, false, false));
            }
            i += Character.charCount(codePoint);
        }
        return RobotActions.Acted.done(owner);
    }

    /** Presses {@code key} with {@code modifiers} held, in the focused window. */
    RobotActions.Acted pressKey(KeyCode key, List<KeyCode> modifiers) {
        Window window = focusedWindow();
        if (window == null) {
            requireFocusOwner("send keys to", false); // fails: keys would go to another application
        }
        window.requestFocus(); // the platform may believe another window focused, see focus()
        Node owner = focusOwner(false); // may be null: a scene without a focus owner still gets the keys
        InputWitness witness = InputWitness.keys();
        press(key, modifiers);
        return new RobotActions.Acted(owner, () -> RobotActions.Acted.done(receipts.requireKeysArrived(witness.stop(), owner)));
    }

    /** Holds the modifiers, taps the key, and always lets go of everything, in reverse order. */
    private void press(KeyCode key, List<KeyCode> modifiers) {
        List<KeyCode> all = new ArrayList<>(modifiers);
        all.add(key);
        hands.holding(all, () -> null);
    }

    private Node requireFocusOwner(String doing, boolean text) {
        Node owner = focusOwner(text);
        if (owner == null) {
            String where = focusedWindow() == null ? "no window of the application has focus"
                    : "the focused window has no focus owner";
            throw UiException.actionFailed(FailureReason.NO_FOCUS_OWNER, "There is nothing to " + doing + ": "
                    + where + ". Focus a control first (a focus or click action, or give typeText a target).",
                    Map.of());
        }
        return owner;
    }

    /**
     * The node keys go to: the focus owner of the focused popup shown last that has one (JavaFX redirects the keys of
     * a window to its popups' focus owners first: a popover's field gets them, not the node behind it), else the
     * focused window's. For {@code text}, a popup's focus owner only when it takes text: an auto-complete popup's
     * list sees the keys first and lets the characters through to the field they are typed into.
     */
    private static Node focusOwner(boolean text) {
        Window window = focusedWindow();
        if (window == null) {
            return null;
        }
        List<Window> windows = Window.getWindows();
        for (int i = windows.size() - 1; i >= 0; i--) {
            if (windows.get(i) instanceof PopupWindow popup && popup.isShowing() && popup.isFocused()
                    && keyWindow(popup) == window && popup.getScene() != null) {
                Node owner = popup.getScene().getFocusOwner();
                if (owner != null && owner.getScene() == popup.getScene() && (!text || owner instanceof TextInputControl)) {
                    return owner;
                }
            }
        }
        return window.getScene() == null ? null : window.getScene().getFocusOwner();
    }

    /**
     * The window keys go to. Several may read focused at once (Monocle tells no window that it lost focus):
     * the one shown last has it, as the list of windows is in the order they were shown.
     */
    private static Window focusedWindow() {
        List<Window> windows = Window.getWindows();
        for (int i = windows.size() - 1; i >= 0; i--) {
            Window window = windows.get(i);
            if (window.isShowing() && window.isFocused() && !(window instanceof PopupWindow)
                    && !WindowList.isOverlay(window)) {
                return window;
            }
        }
        return null;
    }
}
