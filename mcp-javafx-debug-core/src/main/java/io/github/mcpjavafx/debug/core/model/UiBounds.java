package io.github.mcpjavafx.debug.core.model;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import javafx.geometry.Bounds;

/** A rectangle, rounded to one decimal: agents click centers, not sub-pixels. */
@JsonPropertyOrder({"x", "y", "width", "height"})
public record UiBounds(double x, double y, double width, double height) {

    /** {@code null} for {@code null} or empty-and-undefined bounds. */
    public static UiBounds of(Bounds b) {
        if (b == null || Double.isNaN(b.getMinX())) {
            return null;
        }
        return new UiBounds(round(b.getMinX()), round(b.getMinY()), round(b.getWidth()), round(b.getHeight()));
    }

    private static double round(double v) {
        return Math.round(v * 10) / 10.0;
    }
}
