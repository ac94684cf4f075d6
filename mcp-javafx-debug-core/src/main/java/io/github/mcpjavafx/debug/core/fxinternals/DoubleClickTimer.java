package io.github.mcpjavafx.debug.core.fxinternals;

import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;

/**
 * The timeline a scene plays for half a second after every mouse press to tell a double click: a timeline of the
 * private {@code Scene$ClickCounter}, whose key frames animate no value and end with its handlers. Known by that
 * class's name, checked on JavaFX 17.0.13, 21.0.12 and 26.0.2; under another name it is not recognised and counts as
 * any animation would. Any thread that may read the animation.
 */
public final class DoubleClickTimer {

    /** The class (and its lambdas') name prefix of the scene's double-click counter. */
    private static final String CLICK_COUNTER = "javafx.scene.Scene$ClickCounter";

    private DoubleClickTimer() {
    }

    /** Whether {@code animation} is a scene's double-click timer. */
    public static boolean is(Animation animation) {
        if (!(animation instanceof Timeline timeline) || timeline.getKeyFrames().isEmpty()) {
            return false;
        }
        for (KeyFrame frame : timeline.getKeyFrames()) {
            if (!frame.getValues().isEmpty() || frame.getOnFinished() == null
                    || !frame.getOnFinished().getClass().getName().startsWith(CLICK_COUNTER)) {
                return false;
            }
        }
        return true;
    }
}
