package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.Target;
import javafx.geometry.Point2D;

import java.util.List;

/** {@code drag}: presses on the target, moves onto another node or to a screen point, and releases. */
final class DragAction extends ActionKind<ActionSpec.Drag> {

    @Override
    void check(ActionSpec.Drag drag, ActionChecks checks) {
        checks.require("target", drag.target());
        boolean hasPoint = drag.x() != null || drag.y() != null;
        if ((drag.to() != null) == hasPoint || (hasPoint && (drag.x() == null || drag.y() == null))) {
            throw checks.invalid(null, "needs where to drop: to (a target), or both x and y in screen coordinates.");
        }
    }

    @Override
    Target dropTarget(ActionSpec.Drag drag) {
        return drag.to();
    }

    @Override
    RobotActions.Acted run(ActionSpec.Drag drag, Step step) {
        return step.hands().gestures().drag(step.target(), step.to(), drag.x() == null ? Double.NaN : drag.x(),
                drag.y() == null ? Double.NaN : drag.y());
    }

    @Override
    public Point2D dropPoint(ActionSpec.Drag drag) {
        return drag.to() == null && drag.x() != null && drag.y() != null ? new Point2D(drag.x(), drag.y()) : null;
    }

    @Override
    public List<String> replay(ActionSpec.Drag drag, Replay replay) {
        String to = replay.to();
        if (drag.to() != null && to == null) {
            return replay.skipped("drag to " + drag.to().display() + ": the drop target was in no window when it ran");
        }
        if (to != null) {
            return List.of("drag(" + replay.node() + ", MouseButton.PRIMARY).dropTo(" + to + ");");
        }
        Point2D offset = replay.offset();
        if (offset == null) {
            return replay.skipped("drag to " + replay.number(drag.x()) + ", " + replay.number(drag.y())
                    + ": no offset from the node was recorded");
        }
        // By an offset from the node's centre, as on any screen; a screen point would hold on this one only.
        return List.of("drag(" + replay.node() + ", MouseButton.PRIMARY).moveBy(" + replay.number(offset.getX()) + ", "
                + replay.number(offset.getY()) + ").drop();");
    }
}
