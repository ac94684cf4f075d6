package io.github.mcpjavafx.debug.core.capture;

import javafx.scene.Node;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.DateCell;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.Slider;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.TitledPane;

/**
 * What a user acts on, as the interactive view lists it: buttons of every kind (check boxes, radio
 * buttons, toggles, hyperlinks, menu buttons), text inputs, combo and choice boxes, date pickers,
 * sliders, spinners, scroll bars, TitledPane headers, a date picker's days, and the items skins draw
 * for the application's data: tabs, a menu bar's menus, an open menu's items and the rows of lists,
 * tables and trees. Layout containers and labels are not. FX thread only.
 */
final class Actionable {

    private Actionable() {
    }

    /** Whether {@code node}, which stands for {@code item} (nullable), is something a user acts on. */
    static boolean is(Node node, ItemFacts item) {
        if (item != null) {
            return !item.heading();
        }
        return node instanceof ButtonBase || node instanceof TextInputControl || node instanceof ComboBoxBase<?>
                || node instanceof ChoiceBox<?> || node instanceof Slider || node instanceof Spinner<?>
                || node instanceof ScrollBar || node instanceof TitledPane || node instanceof DateCell;
    }
}
