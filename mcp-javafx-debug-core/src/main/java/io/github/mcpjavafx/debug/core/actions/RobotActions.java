package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.controls.ControlFamilies;
import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.fxinternals.InstalledTooltips;
import io.github.mcpjavafx.debug.core.highlight.Onlookers;
import io.github.mcpjavafx.debug.core.model.FailureReason;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.scene.Ancestry;
import io.github.mcpjavafx.debug.core.scene.HitTester;
import io.github.mcpjavafx.debug.core.scene.ListedNodes;
import io.github.mcpjavafx.debug.core.scene.NodePaths;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import javafx.event.Event;
import javafx.event.EventHandler;
import javafx.geometry.Point2D;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Tooltip;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.PickResult;
import javafx.scene.input.ScrollEvent;
import javafx.scene.robot.Robot;
import javafx.stage.PopupWindow;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Carries out one action on the FX thread, through {@link Robot} where a user's hand would be
 * (pointer, clicks, keys), so the app sees the same events as from a person. Input from the
 * robot is handled by the FX thread only after the current call returns; when an action must
 * look at what its input did, it returns a {@link Continuation} for the caller to run once the
 * UI has settled. FX thread only.
 */
final class RobotActions {

    /** JavaFX's usual wheel step: 40 pixels and 3 lines of text per notch. */
    private static final double PIXELS_PER_NOTCH = 40;
    private static final double LINES_PER_NOTCH = 3;
    /** Pointer moves between press and release of a drag. */
    private static final int DRAG_STEPS = 5;

    /** How long keyboard input waits for its window to get focus. */
    private static final long FOCUS_WAIT_MS = 2_000;

    private final NodeLabels labels;
    private final TargetChecks checks;
    private final InputReceipts receipts;
    private Robot robot; // created on first use: the Robot may only be created on the FX thread

    RobotActions(NodeLabels labels, TargetChecks checks) {
        this.labels = labels;
        this.checks = checks;
        this.receipts = new InputReceipts(labels);
    }

    /** The rest of an action, to run on the FX thread after the robot's input has been handled. */
    @FunctionalInterface
    interface Continuation {
        Acted run();
    }

    /**
     * What an action touched (nullable), what is left to do (nullable when done), what its line adds to tell how
     * it ended (nullable), and the title of the window a window action changed (nullable).
     */
    record Acted(Node node, Continuation next, String said, String window, List<String> looks) {
        Acted(Node node, Continuation next) {
            this(node, next, null, null);
        }

        Acted(Node node, Continuation next, String said, String window) {
            this(node, next, said, window, List.of());
        }

        static Acted done(Node node) {
            return new Acted(node, null);
        }
    }

    /**
     * Gives {@code node} keyboard focus, bringing its window to the front first (and it into view). The
     * window manager gives the window focus a little later: that is awaited, at most {@link #FOCUS_WAIT_MS}.
     */
    Acted focus(Node target) {
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
        return whenFocused(node, () -> Acted.done(node));
    }

    /**
     * The window that has keyboard focus on {@code node}'s behalf (a popup never has it: its owner does),
     * raised above other windows when it is not focused, so that pointer input at the node reaches it.
     */
    private static Window bringToFront(Node node) {
        Window window = keyWindow(node.getScene().getWindow());
        if (!window.isFocused() && window instanceof Stage stage) {
            stage.toFront();
        }
        return window;
    }

    private static Window keyWindow(Window window) {
        while (window instanceof PopupWindow popup && popup.getOwnerWindow() != null) {
            window = popup.getOwnerWindow();
        }
        return window;
    }

    /**
     * Clicks the center of {@code node} after checking that the click would reach it: nothing of its
     * scene covers it, and, once its window is brought to the front and the pointer rests there, the
     * pointer is over the app's window (no other application's window on top, see {@link PointerArrival}).
     * The {@code modifiers} are held for the click only.
     */
    Acted click(Node node, MouseButton button, int clickCount, List<KeyCode> modifiers) {
        Node area = ReactingPart.of(clickArea(ScrollIntoView.reveal(node)));
        TargetChecks.PointerTarget at = checks.pointAt(area, true);
        if (!Onlookers.possible()) {
            // Monocle's headless screen has no other application on it: nothing to check, no round trip to pay
            return holding(modifiers, () -> clickNow(node, area, at, button, clickCount));
        }
        bringToFront(area);
        PointerArrival arrival = PointerArrival.watch(at.screen());
        robot().mouseMove(at.screen().add(-1, 0)); // from beside it: the pointer moves even if it rested there
        robot().mouseMove(at.screen());
        return new Acted(node, () -> whenPointerArrived(arrival, node, at, () -> holding(modifiers,
                () -> clickNow(node, area, at, button, clickCount))));
    }

    private Acted whenPointerArrived(PointerArrival arrival, Node node, TargetChecks.PointerTarget at, Continuation then) {
        if (arrival.arrived()) {
            arrival.stop();
            return then.run();
        }
        if (!arrival.gaveUp()) {
            return new Acted(node, () -> whenPointerArrived(arrival, node, at, then));
        }
        arrival.stop();
        Map<String, Object> details = labels.facts(node);
        details.put("screenPoint", Map.of("x", at.screen().getX(), "y", at.screen().getY()));
        throw UiException.actionFailed(FailureReason.OBSCURED, labels.label(node) + " is covered at its center ("
                + (int) at.screen().getX() + ", " + (int) at.screen().getY() + ") by another application's window: "
                + "the pointer there is not over the app, even with the app's window brought to the front. Nothing "
                + "was clicked. Ask the person to move that window aside, then retry.", details);
    }

    private Acted clickNow(Node node, Node area, TargetChecks.PointerTarget at, MouseButton button, int clickCount) {
        InputWitness witness = InputWitness.pointer();
        Acted clicked;
        try {
            clicked = clickAt(at.screen(), node.getScene(), at.scene(), at.receiver(), button, clickCount, node);
        } catch (RuntimeException e) {
            witness.stop();
            throw e;
        }
        return then(clicked, () -> {
            receipts.requirePressReached(witness.stop(), "click on", node, area);
            return Acted.done(node);
        });
    }

    /** {@code acted}, then {@code check} once all of its continuations ran and the UI settled. */
    private static Acted then(Acted acted, Continuation check) {
        return new Acted(acted.node(), acted.next() == null ? check : () -> then(acted.next().run(), check));
    }

    /**
     * Where a user clicks {@code node}: its center, except for a TitledPane, whose line stands for
     * its header (an expanded pane's center is its content, where a click does nothing to the pane), and a
     * control from outside JavaFX whose center does not react (see {@link ReactingPart}).
     */
    private static Node clickArea(Node node) {
        return ControlFamilies.of(node).clickArea(node);
    }

    /** Runs {@code action} with the {@code modifiers} keys held, and always lets go of them, in reverse order. */
    Acted holding(List<KeyCode> modifiers, Supplier<Acted> action) {
        Robot r = robot();
        List<KeyCode> down = new ArrayList<>();
        try {
            for (KeyCode modifier : modifiers) {
                r.keyPress(modifier);
                down.add(modifier);
            }
            return action.get();
        } finally {
            for (int i = down.size() - 1; i >= 0; i--) {
                r.keyRelease(down.get(i));
            }
        }
    }

    /**
     * Rests the pointer on {@code node}. When the node has a tooltip, waits (a frame at a time) until
     * it shows, or until its show delay has passed twice over, so the next snapshot lists it.
     */
    Acted hover(Node node) {
        Node shown = ScrollIntoView.reveal(node);
        TargetChecks.PointerTarget at = checks.pointAt(shown, false);
        // from beside it: a pointer that already rests there (a window opened under it) moves, and a tooltip starts
        robot().mouseMove(at.screen().add(-1, 0));
        robot().mouseMove(at.screen());
        return new Acted(shown, () -> {
            Node resting = receipts.requireHovered(shown, RobotActions::tooltipOf);
            Tooltip tooltip = tooltipOf(resting);
            if (tooltip == null) {
                return Acted.done(shown);
            }
            long giveUpAt = System.nanoTime() + (long) (tooltip.getShowDelay().toMillis() * 2 + 500) * 1_000_000L;
            return untilShowing(tooltip, shown, giveUpAt);
        });
    }

    private static Acted untilShowing(Tooltip tooltip, Node node, long giveUpAt) {
        if (tooltip.isShowing() || System.nanoTime() > giveUpAt) {
            return Acted.done(node);
        }
        return new Acted(node, () -> untilShowing(tooltip, node, giveUpAt));
    }

    /** The tooltip a user sees when resting on {@code node}: its own, or an ancestor's. */
    private static Tooltip tooltipOf(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            Tooltip tooltip = InstalledTooltips.of(n);
            if (tooltip != null) {
                return tooltip;
            }
        }
        return null;
    }

    /**
     * Drags {@code source} to {@code to} (or to the screen point when {@code to} is null): presses
     * on the source, moves in steps, each handled before the next, so drag handlers see the motion, and releases.
     */
    Acted drag(Node source, Node to, double x, double y) {
        Node from = ScrollIntoView.reveal(source);
        TargetChecks.PointerTarget start = checks.pointAt(from, true);
        Point2D end = to != null ? checks.pointAt(to, false).screen() : new Point2D(x, y);
        InputWitness witness = InputWitness.pointer();
        try {
            Robot r = robot();
            r.mouseMove(start.screen());
            r.mousePress(MouseButton.PRIMARY);
        } catch (RuntimeException e) {
            witness.stop();
            throw e;
        }
        return then(new Acted(from, () -> dragStep(from, start.screen(), end, 1)), () -> {
            receipts.requirePressReached(witness.stop(), "drag from", from, from);
            return Acted.done(from);
        });
    }

    private Acted dragStep(Node from, Point2D start, Point2D end, int step) {
        Robot r = robot();
        double t = (double) step / DRAG_STEPS;
        r.mouseMove(start.add(end.subtract(start).multiply(t)));
        if (step < DRAG_STEPS) {
            return new Acted(from, () -> dragStep(from, start, end, step + 1));
        }
        r.mouseRelease(MouseButton.PRIMARY);
        return Acted.done(from);
    }

    /** Clicks screen point ({@code x}, {@code y}) with no checks but that a screen shows it. */
    Acted clickAt(double x, double y, MouseButton button, int clickCount) {
        Point2D screen = new Point2D(x, y);
        if (Screen.getScreens().stream().noneMatch(s -> s.getBounds().contains(x, y))) {
            List<String> screens = Screen.getScreens().stream().map(s -> describe(s.getBounds())).toList();
            throw UiException.actionFailed(FailureReason.OFF_SCREEN, "Point (" + x + ", " + y + ") is on no "
                    + "screen (screens: " + String.join(", ", screens) + "). Use screen coordinates from a "
                    + "snapshot's localToScreen bounds, or click a target instead.",
                    Map.of("x", x, "y", y, "screens", screens));
        }
        Window window = windowAt(screen);
        Scene scene = window == null ? null : window.getScene();
        Point2D scenePoint = scene == null ? null
                : new Point2D(x - window.getX() - scene.getX(), y - window.getY() - scene.getY());
        Node pressed = scene == null ? null : HitTester.topmostAt(scene, scenePoint);
        InputWitness witness = InputWitness.pointer();
        Acted clicked;
        try {
            clicked = clickAt(screen, scene, scenePoint, pressed, button, clickCount, pressed);
        } catch (RuntimeException e) {
            witness.stop();
            throw e;
        }
        return then(clicked, () -> {
            Node got = receipts.requirePressArrived(witness.stop(), x, y);
            return Acted.done(got != null ? ListedNodes.nearest(got) : pressed);
        });
    }

    private Acted clickAt(Point2D screen, Scene scene, Point2D scenePoint, Node pressed, MouseButton button,
                          int clickCount, Node reported) {
        Robot r = robot();
        r.mouseMove(screen);
        if (button != MouseButton.SECONDARY || scene == null || pressed == null) {
            clicks(r, button, clickCount);
            return Acted.done(reported);
        }
        // The OS turns a secondary press into a context-menu request; some platforms (Monocle,
        // the headless one used in CI) never do for robot input. Watch for the request and, if
        // it did not come once the click is handled, send it as the OS would have.
        boolean[] requested = {false};
        EventHandler<ContextMenuEvent> watcher = e -> requested[0] = true;
        scene.addEventFilter(ContextMenuEvent.CONTEXT_MENU_REQUESTED, watcher);
        // Should the continuation never run (the UI timed out meanwhile), the watcher still goes away;
        // a timer thread, not an animation, so that waiting for idle is not held up by it.
        FxThread.later(TimeUnit.SECONDS.toMillis(30), () -> scene.removeEventFilter(ContextMenuEvent.CONTEXT_MENU_REQUESTED, watcher));
        clicks(r, button, clickCount);
        return new Acted(reported, () -> {
            scene.removeEventFilter(ContextMenuEvent.CONTEXT_MENU_REQUESTED, watcher);
            if (!requested[0] && pressed.getScene() == scene) {
                Event.fireEvent(pressed, new ContextMenuEvent(ContextMenuEvent.CONTEXT_MENU_REQUESTED,
                        scenePoint.getX(), scenePoint.getY(), screen.getX(), screen.getY(), false,
                        new PickResult(pressed, scenePoint.getX(), scenePoint.getY())));
            }
            return Acted.done(reported);
        });
    }

    private static void clicks(Robot r, MouseButton button, int clickCount) {
        for (int i = 0; i < clickCount; i++) {
            r.mouseClick(button);
        }
    }

    /**
     * Types {@code text} into the focus owner (focusing {@code target} first when given). Keys
     * of a US keyboard go through the robot. A character no key types (é, €, 日本) would need
     * the platform's layout, dead keys or an input method, which a robot cannot drive; it is
     * delivered as the {@code KEY_TYPED} event a text control inserts. Such an event is handled
     * at once, so the robot's keys typed before it must be handled first: the text goes in
     * pieces, one per continuation.
     */
    Acted typeText(Node target, String text) {
        if (target == null) {
            Node owner = requireFocusOwner("type into", true);
            return whenFocused(owner, () -> typeInto(owner, text));
        }
        Acted focused = focus(target);
        Node owner = focused.node().getScene().getFocusOwner();
        return then(focused, () -> {
            if (owner != null) { // a field's text is added to, not replaced: setText is there for replacing it
                ControlFamilies.of(owner).beforeTyping(owner);
            }
            return typeInto(owner, text);
        });
    }

    private Acted typeInto(Node owner, String text) {
        InputWitness witness = InputWitness.keys();
        String before = InputReceipts.textOf(owner);
        return then(typeFrom(text.replace("\r\n", "\n"), 0, owner), () -> Acted.done(
                receipts.requireTyped(witness.stop(), owner, before, text)));
    }

    /**
     * Runs {@code then} once {@code owner}'s window has keyboard focus, which a window manager gives a
     * little after it was asked; fails when it has not come within {@link #FOCUS_WAIT_MS}, before any key
     * is sent: the keys would go to the application that keeps the focus. Asks the platform again for the
     * focus JavaFX believes the window has.
     */
    private Acted whenFocused(Node owner, Continuation then) {
        Window window = keyWindow(owner.getScene().getWindow());
        window.requestFocus();
        long giveUpAt = System.nanoTime() + FOCUS_WAIT_MS * 1_000_000L;
        return untilFocused(window, owner, giveUpAt, then);
    }

    private Acted untilFocused(Window window, Node owner, long giveUpAt, Continuation then) {
        if (window.isFocused()) {
            return then.run();
        }
        if (System.nanoTime() > giveUpAt) {
            throw UiException.actionFailed(FailureReason.NOT_FOCUSABLE, labels.label(owner) + "'s window did not get "
                    + "keyboard focus within " + FOCUS_WAIT_MS + " ms: another application keeps it (the window "
                    + "manager refused to hand it over). No key was sent. Ask the person to click into the app, then "
                    + "retry.", labels.facts(owner));
        }
        return new Acted(owner, () -> untilFocused(window, owner, giveUpAt, then));
    }

    private Acted typeFrom(String text, int from, Node owner) {
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
                return new Acted(owner, () -> typeFrom(text, resumeAt, owner));
            } else {
                String character = new String(Character.toChars(codePoint));
                Event.fireEvent(owner, new KeyEvent(KeyEvent.KEY_TYPED, character, "", KeyCode.UNDEFINED,
                        false, false, false, false));
            }
            i += Character.charCount(codePoint);
        }
        return Acted.done(owner);
    }

    /** Presses {@code key} with {@code modifiers} held, in the focused window. */
    Acted pressKey(KeyCode key, List<KeyCode> modifiers) {
        Window window = focusedWindow();
        if (window == null) {
            requireFocusOwner("send keys to", false); // fails: keys would go to another application
        }
        window.requestFocus(); // the platform may believe another window focused, see focus()
        Node owner = focusOwner(false); // may be null: a scene without a focus owner still gets the keys
        InputWitness witness = InputWitness.keys();
        press(key, modifiers);
        return new Acted(owner, () -> Acted.done(receipts.requireKeysArrived(witness.stop(), owner)));
    }

    /**
     * Points at {@code node} and turns the wheel. The robot's wheel is not used: its direction
     * and step differ by platform (Monocle turns it the other way, one pixel a notch) and it has
     * no horizontal axis. Scroll events are sent instead, once the pointer is there, to the node
     * under it, the way a wheel's events would go.
     */
    Acted scroll(Node node, int deltaX, int deltaY) {
        TargetChecks.PointerTarget at = checks.pointAt(node, false);
        robot().mouseMove(at.screen());
        return new Acted(node, () -> {
            Node receiver = at.receiver().getScene() == node.getScene() ? at.receiver() : node;
            for (int i = 0; i < Math.abs(deltaY); i++) {
                wheel(receiver, at, 0, -Math.signum(deltaY));
            }
            for (int i = 0; i < Math.abs(deltaX); i++) {
                wheel(receiver, at, -Math.signum(deltaX), 0);
            }
            return Acted.done(node);
        });
    }

    /** One notch; JavaFX's deltas are the content's movement, the opposite of the scroll direction. */
    private static void wheel(Node receiver, TargetChecks.PointerTarget at, double xSign, double ySign) {
        Point2D p = at.scene();
        Event.fireEvent(receiver, new ScrollEvent(ScrollEvent.SCROLL, p.getX(), p.getY(), at.screen().getX(),
                at.screen().getY(), false, false, false, false, false, false,
                xSign * PIXELS_PER_NOTCH, ySign * PIXELS_PER_NOTCH, xSign * PIXELS_PER_NOTCH, ySign * PIXELS_PER_NOTCH,
                ScrollEvent.HorizontalTextScrollUnits.CHARACTERS, xSign * LINES_PER_NOTCH,
                ScrollEvent.VerticalTextScrollUnits.LINES, ySign * LINES_PER_NOTCH,
                0, new PickResult(receiver, p.getX(), p.getY())));
    }

    /** Holds the modifiers, taps the key, and always lets go of everything, in reverse order. */
    private void press(KeyCode key, List<KeyCode> modifiers) {
        List<KeyCode> all = new ArrayList<>(modifiers);
        all.add(key);
        holding(all, () -> null);
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

    /** The window a screen point falls in: an open popup first (popups lie on top), then the focused window. */
    private static Window windowAt(Point2D screen) {
        List<Window> windows = WindowList.showing();
        Window found = null;
        for (int i = windows.size() - 1; i >= 0; i--) {
            Window w = windows.get(i);
            if (!new Rectangle2D(w.getX(), w.getY(), w.getWidth(), w.getHeight()).contains(screen)) {
                continue;
            }
            if (w instanceof PopupWindow || w.isFocused()) {
                return w;
            }
            found = found == null ? w : found;
        }
        return found;
    }

    private static String describe(Rectangle2D r) {
        return (int) r.getMinX() + "," + (int) r.getMinY() + " " + (int) r.getWidth() + "x" + (int) r.getHeight();
    }

    private Robot robot() {
        if (robot == null) {
            robot = new Robot();
        }
        return robot;
    }
}
