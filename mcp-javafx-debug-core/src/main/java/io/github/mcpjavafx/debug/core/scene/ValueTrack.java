package io.github.mcpjavafx.debug.core.scene;

import io.github.mcpjavafx.debug.core.text.Unquoted;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Control;
import javafx.scene.layout.Region;
import javafx.scene.shape.Shape;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The range of a control whose value a person drags along a track, and where that track lies on screen, as its line
 * says them: {@code range=0..100 track=@620,245..880,245}, the screen points where the thumb's center stands at the
 * minimum and at the maximum; the value goes linearly between them, so a drag of the thumb to 75 ends at 75% of the way.
 * A slider's points come from its skin's geometry ({@code controls.Ranges}); a control nobody declared has a track by
 * rule: a skin part that reacts to a press (its thumb) over a bar many times longer than high (or high than long) that
 * runs through the thumb's center, a {@code minValue}/{@code maxValue} (or {@code min}/{@code max}) of its own, and a
 * value its skin writes ({@link ShownControl#displayedNumber}). FX thread only.
 */
public final class ValueTrack {

    /** A skin is small: beyond this many nodes, the rest is not looked at. */
    private static final int MAX_SKIN_NODES = 300;
    /** A bar is at least this many times longer than thick. */
    private static final double BAR_RATIO = 4;

    private ValueTrack() {
    }

    /**
     * {@code range} and, when {@code control} shows in a window, {@code track}, as traits of its line; the points are in
     * the control's own coordinates.
     */
    public static Map<String, Object> traits(Node control, double min, double max, Point2D minAt, Point2D maxAt) {
        Map<String, Object> traits = new LinkedHashMap<>();
        traits.put("range", new Unquoted(number(min) + ".." + number(max)));
        Point2D from = minAt == null ? null : control.localToScreen(minAt);
        Point2D to = maxAt == null ? null : control.localToScreen(maxAt);
        if (from != null && to != null) {
            traits.put("track", new Unquoted("@" + point(from) + ".." + point(to)));
        }
        return traits;
    }

    /**
     * The range and track of a control from outside JavaFX whose skin has a thumb on a bar, as traits of its line;
     * {@code null} for other nodes.
     */
    public static Map<String, Object> ofCustom(Node node) {
        if (!(node instanceof Control control) || !FxProperties.isControlFromOutside(control) || control.getSkin() == null) {
            return null;
        }
        Double min = number(control, "minValue", "min");
        Double max = number(control, "maxValue", "max");
        if (min == null || max == null || !(max > min)) {
            return null;
        }
        List<Node> parts = skinParts(control);
        List<Node> bars = new ArrayList<>();
        List<Bounds> barBounds = new ArrayList<>();
        for (Node part : parts) { // geometry first: the handlers are read only where a bar lies (a few tiles of a dashboard)
            if ((part instanceof Shape || part instanceof Region) && !(part instanceof Parent p && !p.getChildrenUnmodifiable().isEmpty())) {
                Bounds bounds = control.sceneToLocal(part.localToScene(part.getLayoutBounds()));
                if (bounds.getWidth() >= BAR_RATIO * bounds.getHeight() || bounds.getHeight() >= BAR_RATIO * bounds.getWidth()) {
                    bars.add(part);
                    barBounds.add(bounds);
                }
            }
        }
        // a range is a value's: a control that shows no value on its skin has none to drag (a map whose tile class
        // has a min and a max, with a scroll bar and a clickable view)
        if (bars.isEmpty() || ShownControl.displayedNumber(control) == null) {
            return null;
        }
        for (Node thumb : parts) {
            if (bars.contains(thumb) || !PointerHandlers.react(thumb)) {
                continue;
            }
            Bounds knob = control.sceneToLocal(thumb.localToScene(thumb.getLayoutBounds()));
            Bounds bar = barThrough(barBounds, knob);
            if (bar != null) {
                boolean horizontal = bar.getWidth() > bar.getHeight();
                Point2D minAt = horizontal ? new Point2D(bar.getMinX(), knob.getCenterY())
                        : new Point2D(knob.getCenterX(), bar.getMaxY());
                Point2D maxAt = horizontal ? new Point2D(bar.getMaxX(), knob.getCenterY())
                        : new Point2D(knob.getCenterX(), bar.getMinY());
                return traits(control, min, max, minAt, maxAt);
            }
        }
        return null;
    }

    /** The longest of the skin's bars that runs through the thumb's center and is longer than two thumbs; nullable. */
    private static Bounds barThrough(List<Bounds> bars, Bounds knob) {
        Bounds longest = null;
        for (Bounds bar : bars) {
            boolean through = bar.getMinX() <= knob.getCenterX() && knob.getCenterX() <= bar.getMaxX()
                    && bar.getMinY() <= knob.getCenterY() && knob.getCenterY() <= bar.getMaxY();
            boolean longer = bar.getWidth() > bar.getHeight() ? bar.getWidth() > 2 * knob.getWidth()
                    : bar.getHeight() > 2 * knob.getHeight();
            if (through && longer && (longest == null
                    || Math.max(bar.getWidth(), bar.getHeight()) > Math.max(longest.getWidth(), longest.getHeight()))) {
                longest = bar;
            }
        }
        return longest;
    }

    private static List<Node> skinParts(Control control) {
        List<Node> parts = new ArrayList<>();
        Deque<Node> todo = new ArrayDeque<>(control.getChildrenUnmodifiable());
        while (!todo.isEmpty() && parts.size() < MAX_SKIN_NODES) {
            Node node = todo.pollFirst();
            if (!node.isVisible()) {
                continue;
            }
            parts.add(node);
            if (node instanceof Parent parent && !FxProperties.isControlFromOutside(node)) {
                todo.addAll(parent.getChildrenUnmodifiable());
            }
        }
        return parts;
    }

    private static Double number(Control control, String... names) {
        for (String name : names) {
            FxProperties.Found found = FxProperties.find(control, name);
            if (found != null && found.value() instanceof Number number) {
                return number.doubleValue();
            }
        }
        return null;
    }

    /** A point on screen to a tenth of a pixel, as lines write bounds. */
    private static String point(Point2D point) {
        return number(Math.round(point.getX() * 10) / 10.0) + "," + number(Math.round(point.getY() * 10) / 10.0);
    }

    private static String number(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15 ? Long.toString((long) value) : Double.toString(value);
    }
}
