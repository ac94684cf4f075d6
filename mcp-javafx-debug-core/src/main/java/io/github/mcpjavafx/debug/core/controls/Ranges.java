package io.github.mcpjavafx.debug.core.controls;

import io.github.mcpjavafx.debug.core.scene.ValueTrack;
import io.github.mcpjavafx.debug.finder.ShownValue;
import javafx.beans.Observable;
import javafx.beans.value.WritableValue;
import javafx.geometry.Bounds;
import javafx.geometry.Orientation;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.Slider;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;

import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * Sliders, spinners, progress indicators and scroll bars: a number within bounds. A slider's and a
 * progress indicator's value reads as a number ({@code 30}, {@code 0.25}); a spinner's as it holds it. A
 * spinner's value is set through its value factory, within the factory's bounds, and an editable one takes
 * a text. A test checks a slider's value as a number, a spinner's as its text. A slider's line says its range and
 * where its thumb's center stands at either end, on screen ({@link ValueTrack}), so that a drag to a value can be aimed.
 */
final class Ranges implements ControlFamily {

    @Override
    public List<Class<?>> declared() {
        return List.of(Slider.class, Spinner.class, ProgressIndicator.class, ScrollBar.class);
    }

    @Override
    public String value(Node node) {
        return ShownValue.of(node);
    }

    @Override
    public Map<String, Object> traits(Node node) {
        return node instanceof Slider slider ? ValueTrack.traits(slider, slider.getMin(), slider.getMax(),
                travelEnd(slider, true), travelEnd(slider, false)) : null;
    }

    /**
     * Where the thumb's center stands at the minimum ({@code min}) or the maximum, in the slider's coordinates: as
     * JavaFX's slider skin lays it out, half a thumb inside the slider's padding at either end (the maximum at the top
     * of a vertical one); {@code null} before the skin made its thumb.
     */
    private static Point2D travelEnd(Slider slider, boolean min) {
        Node thumb = slider.lookup(".thumb");
        if (thumb == null || thumb == slider) {
            return null;
        }
        Bounds knob = thumb.localToParent(thumb.getLayoutBounds()); // its shadow left out
        if (slider.getOrientation() == Orientation.HORIZONTAL) {
            double half = thumb.getLayoutBounds().getWidth() / 2;
            return new Point2D(min ? slider.snappedLeftInset() + half
                    : slider.getWidth() - slider.snappedRightInset() - half, knob.getCenterY());
        }
        double half = thumb.getLayoutBounds().getHeight() / 2;
        return new Point2D(knob.getCenterX(), min ? slider.getHeight() - slider.snappedBottomInset() - half
                : slider.snappedTopInset() + half);
    }

    @Override
    public boolean actionable(Node node) {
        return !(node instanceof ProgressIndicator); // it only shows how far something got
    }

    @Override
    public void properties(Node node, BiConsumer<String, Object> out) {
        if (node instanceof Slider slider) {
            out.accept("min", slider.getMin());
            out.accept("max", slider.getMax());
        }
    }

    @Override
    public List<Observable> watched(Node node) {
        if (node instanceof Spinner<?> spinner) {
            return List.of(spinner.valueProperty());
        }
        if (node instanceof Slider slider) {
            return List.of(slider.valueProperty());
        }
        return node instanceof ProgressIndicator progress ? List.of(progress.progressProperty()) : List.of();
    }

    @Override
    public TextEntry textEntry(Node node) {
        return node instanceof Spinner<?> spinner ? new TextEntry(spinner.isEditable(), spinner::getEditor,
                "Click its arrows, or focus it and press UP or DOWN.", text -> commit(spinner, text)) : null;
    }

    /** A spinner's value follows its value factory's (the spinner's own is bound to it), as its arrows set it. */
    @Override
    @SuppressWarnings("unchecked")
    public WritableValue<Object> valueTarget(Node node, String name) {
        return node instanceof Spinner<?> spinner && name.equals("value") && spinner.getValueFactory() != null
                ? (WritableValue<Object>) spinner.getValueFactory().valueProperty() : null;
    }

    /** A spinner's bounds are its value factory's. */
    @Override
    public Object bound(Node node, String which) {
        if (!(node instanceof Spinner<?> spinner)) {
            return ControlFamily.super.bound(node, which);
        }
        boolean min = which.equals("min");
        if (spinner.getValueFactory() instanceof SpinnerValueFactory.IntegerSpinnerValueFactory ints) {
            return min ? ints.getMin() : ints.getMax();
        }
        if (spinner.getValueFactory() instanceof SpinnerValueFactory.DoubleSpinnerValueFactory doubles) {
            return min ? doubles.getMin() : doubles.getMax();
        }
        return null;
    }

    @Override
    public boolean checksValue(Node node) {
        return node instanceof Slider || node instanceof Spinner<?>;
    }

    @Override
    public Double checkedNumber(Node node) {
        return node instanceof Slider slider ? slider.getValue() : null;
    }

    private static <T> void commit(Spinner<T> spinner, String text) {
        SpinnerValueFactory<T> values = spinner.getValueFactory();
        values.setValue(values.getConverter().fromString(text));
    }
}
