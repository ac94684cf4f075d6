package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.controls.ControlFamilies;
import io.github.mcpjavafx.debug.core.fx.FxThread;
import io.github.mcpjavafx.debug.core.highlight.Onlookers;
import io.github.mcpjavafx.debug.core.model.FailureReason;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.scene.HitTester;
import io.github.mcpjavafx.debug.core.scene.ListedNodes;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import javafx.event.Event;
import javafx.event.EventHandler;
import javafx.geometry.Point2D;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.input.PickResult;
import javafx.scene.input.ScrollEvent;
import javafx.scene.robot.Robot;
import javafx.stage.PopupWindow;
import javafx.stage.Screen;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Carries out one pointer action on the FX thread, through {@link Robot} where a user's hand would be
 * (pointer, clicks, the wheel; keys are {@link KeyboardActions}'), so the app sees the same events as from a person. Input from the
 * robot is handled by the FX thread only after the current call returns; when an action must
 * look at what its input did, it returns a {@link Continuation} for the caller to run once the
 * UI has settled. FX thread only.
 */
final class RobotActions {

    /** JavaFX's usual wheel step: 40 pixels and 3 lines of text per notch. */
    private static final double PIXELS_PER_NOTCH = 40;
    private static final double LINES_PER_NOTCH = 3;

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
        KeyboardActions.bringToFront(area);
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
    static Acted then(Acted acted, Continuation check) {
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

    Robot robot() {
        if (robot == null) {
            robot = new Robot();
        }
        return robot;
    }
}
