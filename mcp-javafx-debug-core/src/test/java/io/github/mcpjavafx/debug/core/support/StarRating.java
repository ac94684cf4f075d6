package io.github.mcpjavafx.debug.core.support;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.scene.control.Control;

/** A control the engine does not know, as a third-party library would write it: a rating of stars out of a maximum. */
public class StarRating extends Control {
    private final DoubleProperty rating = new SimpleDoubleProperty(this, "rating", 2);
    private final IntegerProperty max = new SimpleIntegerProperty(this, "max", 5);
    private final BooleanProperty partial = new SimpleBooleanProperty(this, "partial", false);

    public final DoubleProperty ratingProperty() {
        return rating;
    }

    public final double getRating() {
        return rating.get();
    }

    public final IntegerProperty maxProperty() {
        return max;
    }

    public final int getMax() {
        return max.get();
    }

    public final BooleanProperty partialProperty() {
        return partial;
    }

    public final boolean isPartial() {
        return partial.get();
    }
}
