package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.scene.WindowList;
import io.github.mcpjavafx.debug.core.text.ContainerName;
import javafx.animation.Animation;
import javafx.animation.FadeTransition;
import javafx.animation.FillTransition;
import javafx.animation.KeyFrame;
import javafx.animation.KeyValue;
import javafx.animation.ParallelTransition;
import javafx.animation.PathTransition;
import javafx.animation.RotateTransition;
import javafx.animation.ScaleTransition;
import javafx.animation.SequentialTransition;
import javafx.animation.StrokeTransition;
import javafx.animation.TranslateTransition;
import javafx.beans.property.ReadOnlyProperty;
import javafx.scene.Node;
import javafx.stage.Window;

/** How an action's line names an animation it started: its kind, what it moves and which property. FX thread. */
final class AnimationNames {

    private final NodeReader reader;

    AnimationNames(NodeReader reader) {
        this.reader = reader;
    }

    /** {@code FadeTransition of StackPane u-4f (opacity)}: the animation's kind and what it moves. FX thread. */
    String name(Animation animation) {
        String kind = animation.getClass().getSimpleName().isEmpty() ? "Animation" : animation.getClass().getSimpleName();
        Object moved = movedBy(animation);
        String what = what(animation);
        if (moved instanceof Node node && node.getScene() != null) {
            return kind + " of " + ContainerName.name(reader.summary(node, WindowList.showing())) + what;
        }
        if (moved instanceof Window window) {
            return kind + " of a window" + what;
        }
        return kind + what;
    }

    /** The node (or window) an animation moves, as far as it says: a transition's node, a timeline's first target's bean. */
    private static Object movedBy(Animation animation) {
        if (animation instanceof FadeTransition t) {
            return t.getNode();
        } else if (animation instanceof TranslateTransition t) {
            return t.getNode();
        } else if (animation instanceof ScaleTransition t) {
            return t.getNode();
        } else if (animation instanceof RotateTransition t) {
            return t.getNode();
        } else if (animation instanceof PathTransition t) {
            return t.getNode();
        } else if (animation instanceof FillTransition t) {
            return t.getShape();
        } else if (animation instanceof StrokeTransition t) {
            return t.getShape();
        } else if (animation instanceof ParallelTransition t) {
            return t.getNode() != null || t.getChildren().isEmpty() ? t.getNode() : movedBy(t.getChildren().get(0));
        } else if (animation instanceof SequentialTransition t) {
            return t.getNode() != null || t.getChildren().isEmpty() ? t.getNode() : movedBy(t.getChildren().get(0));
        }
        ReadOnlyProperty<?> target = firstTarget(animation);
        return target == null ? null : target.getBean();
    }

    /** {@code  (opacity)}: the property a transition or timeline changes, where it is named. */
    private static String what(Animation animation) {
        String name;
        if (animation instanceof FadeTransition) {
            name = "opacity";
        } else if (animation instanceof TranslateTransition) {
            name = "translate";
        } else if (animation instanceof ScaleTransition) {
            name = "scale";
        } else if (animation instanceof RotateTransition) {
            name = "rotate";
        } else {
            ReadOnlyProperty<?> target = firstTarget(animation);
            name = target == null ? null : target.getName();
        }
        return name == null || name.isEmpty() ? "" : " (" + name + ")";
    }

    private static ReadOnlyProperty<?> firstTarget(Animation animation) {
        if (animation instanceof javafx.animation.Timeline timeline) {
            for (KeyFrame frame : timeline.getKeyFrames()) {
                for (KeyValue value : frame.getValues()) {
                    if (value.getTarget() instanceof ReadOnlyProperty<?> property) {
                        return property;
                    }
                }
            }
        }
        return null;
    }
}
