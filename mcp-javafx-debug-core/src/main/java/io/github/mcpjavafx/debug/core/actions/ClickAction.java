package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;

import java.util.ArrayList;
import java.util.List;

/** {@code click}: a target where it reacts, or a screen point, with modifiers held. */
final class ClickAction extends ActionKind<ActionSpec.Click> {

    @Override
    void check(ActionSpec.Click click, ActionChecks checks) {
        boolean hasPoint = click.x() != null || click.y() != null;
        if (click.target() != null && hasPoint) {
            throw checks.invalid(null, "has both a target and x,y; give one of them.");
        }
        if (click.target() == null && (click.x() == null || click.y() == null || !Double.isFinite(click.x())
                || !Double.isFinite(click.y()))) {
            throw checks.invalid(null, "needs a target, or both x and y in screen coordinates.");
        }
        if (click.clicks() < 1 || click.clicks() > 3) {
            throw checks.invalid("clickCount", "has clickCount " + click.clicks() + "; use 1, 2 (double click) or 3.");
        }
    }

    @Override
    RobotActions.Acted run(ActionSpec.Click click, Step step) {
        MouseButton button = KeyNames.button(click.mouseButton());
        List<KeyCode> modifiers = KeyNames.modifiers(click.held());
        RobotActions robot = step.hands().robot();
        Node target = step.target();
        if (target == null) {
            return robot.holding(modifiers, () -> robot.clickAt(click.x(), click.y(), button, click.clicks()));
        }
        RobotActions.Acted acted = robot.click(target, button, click.clicks(), modifiers);
        Node part = ReactingPart.of(target); // where the press went, when not its center
        if (part != target) {
            step.pressed(part);
        }
        return acted;
    }

    @Override
    String unanswered(ActionSpec.Click click, Node target, NodeReader reader) {
        return target == null ? "" : HandlerBeneath.of(target, reader);
    }

    @Override
    String given(ActionSpec.Click click) {
        String where = click.target() == null
                ? "(" + OutcomeLine.coordinate(click.x()) + "," + OutcomeLine.coordinate(click.y()) + ")" : "";
        MouseButton button = KeyNames.button(click.mouseButton());
        String how = (button == MouseButton.PRIMARY ? "" : button.name()) + (click.clicks() == 1 ? "" : " x" + click.clicks());
        return (where + " " + how.trim()).trim();
    }

    @Override
    public List<String> replay(ActionSpec.Click click, Replay replay) {
        String button = "MouseButton." + click.mouseButton().name();
        String where = click.target() != null ? replay.node()
                : "new Point2D(" + replay.number(click.x()) + ", " + replay.number(click.y()) + ")";
        int count = click.clicks();
        List<String> lines = new ArrayList<>();
        List<String> held = click.held().stream().map(KeyNames::testFxKey).toList();
        if (!held.isEmpty()) {
            lines.add("press(" + String.join(", ", held) + ");");
        }
        if (click.target() == null) {
            lines.add("// at the screen point recorded; the window must be where it was");
        }
        if (click.target() != null && count == 1 && click.button() == ActionSpec.ClickButton.SECONDARY) {
            lines.add("contextClickOn(" + where + ");"); // the menu it opens is asked for as the platform would
        } else {
            lines.add((count == 2 ? "doubleClickOn(" : "clickOn(") + where + ", " + button + ");");
        }
        if (count == 3) {
            lines.add("doubleClickOn(" + button + ");");
        }
        if (!held.isEmpty()) {
            lines.add("release(" + String.join(", ", held) + ");");
        }
        return lines;
    }
}
