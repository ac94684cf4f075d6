package io.github.mcpjavafx.debug.core.actions;

import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.KeyValue;
import javafx.animation.Timeline;
import javafx.beans.property.ReadOnlyProperty;
import javafx.scene.shape.Shape;

import java.util.Set;

/**
 * An animation that only slides or recolours shapes, a switch's knob and track: a {@link Timeline} whose every key
 * value is a shape's position, size, fill or stroke, with nothing run at its end nor at a key frame. Nothing an answer
 * tells (a text, a value, a state, a window, what shows) changes by it, so an action's result does not wait for it:
 * on a dashboard of long frames that wait cost a click ten of the app's frames for a knob's slide. A transition, a
 * timeline of anything else or with a handler is awaited as before. FX thread.
 */
final class ShapeLooksAnimation {

    /** A shape's properties that only place, size or paint it. */
    private static final Set<String> LOOKS = Set.of("centerX", "centerY", "radius", "radiusX", "radiusY", "x", "y",
            "width", "height", "startX", "startY", "endX", "endY", "arcWidth", "arcHeight", "fill", "stroke",
            "strokeWidth");

    private ShapeLooksAnimation() {
    }

    static boolean is(Animation animation) {
        if (!(animation instanceof Timeline timeline) || timeline.getOnFinished() != null || timeline.getKeyFrames().isEmpty()) {
            return false;
        }
        for (KeyFrame frame : timeline.getKeyFrames()) {
            if (frame.getOnFinished() != null) {
                return false;
            }
            for (KeyValue value : frame.getValues()) {
                if (!(value.getTarget() instanceof ReadOnlyProperty<?> property) || !(property.getBean() instanceof Shape)
                        || !LOOKS.contains(property.getName())) {
                    return false;
                }
            }
        }
        return true;
    }
}
