package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;

import java.util.List;

/**
 * How each action type acts on its resolved target, on the FX thread: through the robot as a user
 * would, or through the control's own API where a gesture is unreliable.
 */
final class ActionDispatch implements ActionSpec.Visitor<RobotActions.Acted> {
    private final RobotActions actions;
    private final ControlActions controls;
    private final LiveStyles styles;
    private final WindowChanges windows;
    private final Node target;
    private final Node to;

    /**
     * @param target the action's resolved target, null when it has none
     * @param to     a drag's resolved drop target; null for other actions and for a drop at x, y
     */
    ActionDispatch(RobotActions actions, ControlActions controls, LiveStyles styles, WindowChanges windows, Node target,
                   Node to) {
        this.actions = actions;
        this.controls = controls;
        this.styles = styles;
        this.windows = windows;
        this.target = target;
        this.to = to;
    }

    @Override
    public RobotActions.Acted click(ActionSpec.Click click) {
        MouseButton button = KeyNames.button(click.button());
        int count = click.clickCount() == null ? 1 : click.clickCount();
        List<KeyCode> modifiers = KeyNames.modifiers(click.modifiers());
        return target != null ? actions.click(target, button, count, modifiers)
                : actions.holding(modifiers, () -> actions.clickAt(click.x(), click.y(), button, count));
    }

    @Override
    public RobotActions.Acted focus(ActionSpec.Focus focus) {
        return actions.focus(target);
    }

    @Override
    public RobotActions.Acted typeText(ActionSpec.TypeText type) {
        return actions.typeText(target, type.text());
    }

    @Override
    public RobotActions.Acted setText(ActionSpec.SetText set) {
        return RobotActions.Acted.done(controls.setText(target, set.text()));
    }

    @Override
    public RobotActions.Acted setValue(ActionSpec.SetValue set) {
        return RobotActions.Acted.done(controls.setValue(target, set.property(), set.value()));
    }

    @Override
    public RobotActions.Acted pressKey(ActionSpec.PressKey key) {
        return actions.pressKey(KeyNames.key(key.key()), KeyNames.modifiers(key.modifiers()));
    }

    @Override
    public RobotActions.Acted scroll(ActionSpec.Scroll scroll) {
        return actions.scroll(target, scroll.deltaX() == null ? 0 : scroll.deltaX(),
                scroll.deltaY() == null ? 0 : scroll.deltaY());
    }

    @Override
    public RobotActions.Acted select(ActionSpec.Select select) {
        return RobotActions.Acted.done(controls.select(target, select.item(), select.index()));
    }

    @Override
    public RobotActions.Acted expand(ActionSpec.Expand expand) {
        return RobotActions.Acted.done(controls.expand(target, true));
    }

    @Override
    public RobotActions.Acted collapse(ActionSpec.Collapse collapse) {
        return RobotActions.Acted.done(controls.expand(target, false));
    }

    @Override
    public RobotActions.Acted hover(ActionSpec.Hover hover) {
        return actions.hover(target);
    }

    @Override
    public RobotActions.Acted drag(ActionSpec.Drag drag) {
        return actions.drag(target, to, drag.x() == null ? Double.NaN : drag.x(),
                drag.y() == null ? Double.NaN : drag.y());
    }

    @Override
    public RobotActions.Acted await(ActionSpec.Wait wait) {
        throw new IllegalStateException("a wait is awaited between steps, never run on the FX thread");
    }

    @Override
    public RobotActions.Acted style(ActionSpec.Style style) {
        LiveStyles.Applied applied = styles.apply(target, style);
        return new RobotActions.Acted(target, null, applied.said(), null, applied.changed());
    }

    @Override
    public RobotActions.Acted window(ActionSpec.Window window) {
        return windows.change(window);
    }
}
