package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.core.controls.ControlFamilies;
import io.github.mcpjavafx.debug.core.scene.PointerHandlers;
import javafx.scene.Node;

/**
 * What a user acts on, as the interactive view lists it: buttons of every kind (check boxes, radio
 * buttons, toggles, hyperlinks, menu buttons), text inputs, combo and choice boxes, date pickers,
 * sliders, spinners, scroll bars, TitledPane headers, a date picker's days, and the items skins draw
 * for the application's data: tabs, a menu bar's menus, an open menu's items and the rows of lists,
 * tables and trees. And any other node that reacts to a press or a click by code of its own (a
 * Rectangle drawn as a switch, a Label used as a "+" button, a custom control; see
 * {@link PointerHandlers}). Layout containers and labels are not, unless they are made so. JavaFX's other
 * controls count by their type only: their own behaviours handle the mouse without making a ListView or
 * a ScrollPane something to press. FX thread only.
 */
final class Actionable {

    private Actionable() {
    }

    /** Whether {@code node}, which stands for {@code item} (nullable), is something a user acts on. */
    static boolean is(Node node, ItemFacts item) {
        if (item != null) {
            return !item.heading();
        }
        return byType(node) || PointerHandlers.react(node);
    }

    /**
     * Whether {@code node}, standing for no item, is actionable only by a handler of its own: its type says
     * nothing of it, so its line says {@code clickable}.
     */
    static boolean clickableByOwnCode(Node node) {
        return !byType(node) && PointerHandlers.react(node);
    }

    /** Whether the node's type says it is acted on (a button, an input, a slider…): its family says. */
    static boolean byType(Node node) {
        return ControlFamilies.of(node).actionable(node);
    }
}
