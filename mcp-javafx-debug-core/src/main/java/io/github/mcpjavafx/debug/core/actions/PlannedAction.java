package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.Target;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;

import java.util.List;

/**
 * One action of a batch after its input was checked: every name is parsed and every number is
 * in range, so running it can only fail for reasons found in the UI.
 */
sealed interface PlannedAction {

    /** The action's type as the agent names it ({@code click}, {@code typeText}, ...). */
    String type();

    /** The node to act on; {@code null} when the action has none. */
    Target target();

    record Focus(Target target) implements PlannedAction {
        public String type() {
            return "focus";
        }
    }

    /** A click on {@code target}, or at screen point ({@code x}, {@code y}) when the target is null. */
    record Click(Target target, double x, double y, MouseButton button, int clickCount) implements PlannedAction {
        public String type() {
            return "click";
        }
    }

    /** Types into the focus owner; focuses {@code target} first when it is given. */
    record TypeText(Target target, String text) implements PlannedAction {
        public String type() {
            return "typeText";
        }
    }

    record SetText(Target target, String text) implements PlannedAction {
        public String type() {
            return "setText";
        }
    }

    /** {@code modifiers} are held, in order, while {@code key} is pressed and released. */
    record PressKey(KeyCode key, List<KeyCode> modifiers) implements PlannedAction {
        public String type() {
            return "pressKey";
        }

        public Target target() {
            return null;
        }
    }

    /** Wheel notches: positive {@code deltaY} scrolls down, positive {@code deltaX} scrolls right. */
    record Scroll(Target target, int deltaX, int deltaY) implements PlannedAction {
        public String type() {
            return "scroll";
        }
    }
}
