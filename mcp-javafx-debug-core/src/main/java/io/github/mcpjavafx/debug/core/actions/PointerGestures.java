package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.fxinternals.InstalledTooltips;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseButton;
import javafx.scene.robot.Robot;

/**
 * The pointer's gestures beyond a click, on the FX thread, through the robot: resting on a node until its tooltip
 * shows, and dragging a node onto another or to a screen point in steps, each handled before the next. FX thread only.
 */
final class PointerGestures {

    /** Pointer moves between press and release of a drag. */
    private static final int DRAG_STEPS = 5;

    private final TargetChecks checks;
    private final InputReceipts receipts;
    private final RobotActions hands; // holds the robot

    PointerGestures(NodeLabels labels, TargetChecks checks, RobotActions hands) {
        this.checks = checks;
        this.receipts = new InputReceipts(labels);
        this.hands = hands;
    }

    /**
     * Rests the pointer on {@code node}. When the node has a tooltip, waits (a frame at a time) until
     * it shows, or until its show delay has passed twice over, so the next snapshot lists it.
     */
    RobotActions.Acted hover(Node node) {
        Node shown = ScrollIntoView.reveal(node);
        TargetChecks.PointerTarget at = checks.pointAt(shown, false);
        // from beside it: a pointer that already rests there (a window opened under it) moves, and a tooltip starts
        hands.robot().mouseMove(at.screen().add(-1, 0));
        hands.robot().mouseMove(at.screen());
        return new RobotActions.Acted(shown, () -> {
            Node resting = receipts.requireHovered(shown, PointerGestures::tooltipOf);
            Tooltip tooltip = tooltipOf(resting);
            if (tooltip == null) {
                return RobotActions.Acted.done(shown);
            }
            long giveUpAt = System.nanoTime() + (long) (tooltip.getShowDelay().toMillis() * 2 + 500) * 1_000_000L;
            return untilShowing(tooltip, shown, giveUpAt);
        });
    }

    private static RobotActions.Acted untilShowing(Tooltip tooltip, Node node, long giveUpAt) {
        if (tooltip.isShowing() || System.nanoTime() > giveUpAt) {
            return RobotActions.Acted.done(node);
        }
        return new RobotActions.Acted(node, () -> untilShowing(tooltip, node, giveUpAt));
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
    RobotActions.Acted drag(Node source, Node to, double x, double y) {
        Node from = ScrollIntoView.reveal(source);
        TargetChecks.PointerTarget start = checks.pointAt(from, true);
        Point2D end = to != null ? checks.pointAt(to, false).screen() : new Point2D(x, y);
        InputWitness witness = InputWitness.pointer();
        try {
            Robot r = hands.robot();
            r.mouseMove(start.screen());
            r.mousePress(MouseButton.PRIMARY);
        } catch (RuntimeException e) {
            witness.stop();
            throw e;
        }
        return RobotActions.then(new RobotActions.Acted(from, () -> dragStep(from, start.screen(), end, 1)), () -> {
            receipts.requirePressReached(witness.stop(), "drag from", from, from);
            return RobotActions.Acted.done(from);
        });
    }

    private RobotActions.Acted dragStep(Node from, Point2D start, Point2D end, int step) {
        Robot r = hands.robot();
        double t = (double) step / DRAG_STEPS;
        r.mouseMove(start.add(end.subtract(start).multiply(t)));
        if (step < DRAG_STEPS) {
            return new RobotActions.Acted(from, () -> dragStep(from, start, end, step + 1));
        }
        r.mouseRelease(MouseButton.PRIMARY);
        return RobotActions.Acted.done(from);
    }
}
