package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.model.WaitRequest;
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

    /**
     * A click on {@code target}, or at screen point ({@code x}, {@code y}) when the target is null,
     * with {@code modifiers} held.
     */
    record Click(Target target, double x, double y, MouseButton button, int clickCount, List<KeyCode> modifiers)
            implements PlannedAction {
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

    /** Chooses the item shown as {@code item}, or at {@code index} (one of them is null). */
    record Select(Target target, String item, Integer index) implements PlannedAction {
        public String type() {
            return "select";
        }
    }

    /** Expands ({@code expanded}) or collapses a tree row or a titled pane. */
    record Expand(Target target, boolean expanded) implements PlannedAction {
        public String type() {
            return expanded ? "expand" : "collapse";
        }
    }

    /** Rests the pointer on {@code target}. */
    record Hover(Target target) implements PlannedAction {
        public String type() {
            return "hover";
        }
    }

    /** Presses on {@code target}, moves to {@code to} (or screen {@code x},{@code y} when it is null) and releases. */
    record Drag(Target target, Target to, double x, double y) implements PlannedAction {
        public String type() {
            return "drag";
        }
    }

    /** Waits as {@code ui_wait} does. */
    record Wait(WaitRequest request) implements PlannedAction {
        public String type() {
            return "wait";
        }

        public Target target() {
            return null;
        }
    }
}
