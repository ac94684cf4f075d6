package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.core.capture.NodeReader;
import io.github.mcpjavafx.debug.core.capture.ValidationMessages;
import io.github.mcpjavafx.debug.core.controls.CheckedItems;
import io.github.mcpjavafx.debug.core.controls.ControlFamilies;
import io.github.mcpjavafx.debug.core.controls.ControlFamily;
import io.github.mcpjavafx.debug.core.controls.NodeText;
import io.github.mcpjavafx.debug.core.controls.Rows;
import io.github.mcpjavafx.debug.core.controls.SelectedItems;
import io.github.mcpjavafx.debug.core.controls.TextRole;
import io.github.mcpjavafx.debug.core.scene.FxProperties;
import io.github.mcpjavafx.debug.core.scene.OwnProperties;
import io.github.mcpjavafx.debug.core.scene.ShownControl;
import javafx.scene.Node;
import javafx.scene.control.Control;
import javafx.scene.control.IndexedCell;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The few facts of a listed node whose change an agent cares about: its text, value, selection,
 * validation message, disabled and visible state. Compared, never shown. FX thread.
 *
 * @param title         what a custom control without a text of its own is named by on its line
 *                      ({@link ShownControl#title}); nullable
 * @param shows         what a custom control's skin shows of its value and state, as its line says it
 *                      ({@link ShownControl#shows}); nullable
 * @param drawn         the texts a custom control's own classes name to draw ({@link OwnProperties#drawnTexts}: a
 *                      split-flap's letter, which a skin paints on a canvas and no text node holds); empty for others
 * @param own           a custom control's own value-like properties, of which {@code value} is the text; empty for
 *                      other nodes
 * @param on            a custom control's on/off state ({@link ShownControl#stateProperty}); null for other nodes
 * @param validation    the validation message its line shows ({@link ValidationMessages}); null for none
 * @param saysSomething worth a line of its own when added or shown: a text, a value, a field to type in or a control
 *                      to act on
 * @param row           the row a list's, table's or tree's cell holds; -1 for other nodes
 */
record WatchedFacts(String text, String title, String shows, List<String> drawn, String value, Map<String, Object> own,
                    Object selection, Boolean on, String validation, boolean disabled, boolean visible, boolean saysSomething,
                    int row) {

    static WatchedFacts of(Node node) {
        ControlFamily family = ControlFamilies.of(node);
        // a row the flow reuses for another item shows another text: a table row's is its cells'
        String text = node instanceof IndexedCell<?> row ? NodeReader.rowText(row) : NodeText.text(node);
        String value = NodeText.value(node);
        Map<String, Object> own = Map.of();
        Boolean on = null;
        ShownControl shown = null;
        if (value == null) { // a custom control's value is what its own properties hold, as its line shows them
            own = OwnProperties.of(node);
            value = own.isEmpty() ? null : own.toString();
            String stateProperty = ShownControl.stateProperty(node);
            on = stateProperty == null ? null : (Boolean) FxProperties.find(node, stateProperty).value();
            // what its line shows instead of its settings: a removed node is told by it, as it read while shown
            shown = ControlFamilies.shown(node); // null at once for JavaFX's own nodes
            String state = stateProperty == null || shown == null ? null : shown.shows();
            if (state != null) { // and what its skin shows of its state: a switch tile's "on" is its line's
                value = value == null ? state : value + " " + state;
            }
        }
        boolean says = value != null || shown != null && shown.title() != null // a custom view's title, as its line
                || text != null && (!text.isBlank() || family.textRole(node) == TextRole.TYPED)
                // a control an agent acts on, whatever it shows: an empty editable combo box, a field with no text
                || node instanceof Control control && control.isFocusTraversable();
        Rows rows = family.rows(node);
        return new WatchedFacts(text, shown == null ? null : shown.title(), shown == null ? null : shown.shows(),
                shown == null ? List.of() : OwnProperties.drawnTexts(node), value, own, chosen(node, rows), on,
                ValidationMessages.of(node), node.isDisabled(), node.isVisible(), says,
                node instanceof IndexedCell<?> cell ? cell.getIndex() : -1);
    }

    /** Whether a cell now holds another row than before: the list scrolled or refilled and reused it. */
    boolean otherRow(WatchedFacts other) {
        return row >= 0 && other.row >= 0 && row != other.row;
    }

    boolean sameAs(WatchedFacts other) {
        return disabled == other.disabled && visible == other.visible && Objects.equals(text, other.text)
                && Objects.equals(drawn, other.drawn) && Objects.equals(value, other.value) && Objects.equals(selection, other.selection)
                && Objects.equals(on, other.on) && Objects.equals(validation, other.validation);
    }

    boolean textDiffers(WatchedFacts other) {
        return !Objects.equals(text, other.text);
    }

    boolean valueDiffers(WatchedFacts other) {
        return !Objects.equals(value, other.value);
    }

    boolean selectionDiffers(WatchedFacts other) {
        return !Objects.equals(selection, other.selection);
    }

    boolean stateDiffers(WatchedFacts other) {
        return !Objects.equals(on, other.on);
    }

    /** The own properties whose value {@code now} differs from this one's, in {@code now}'s order. */
    List<String> ownChanged(WatchedFacts now) {
        List<String> changed = new ArrayList<>();
        now.own.forEach((name, value) -> {
            if (!Objects.equals(value, own.get(name))) {
                changed.add(name);
            }
        });
        return changed;
    }

    /** What is selected, with what a check model has checked (a check list's items, which no selection holds); nullable. */
    private static Object chosen(Node node, Rows rows) {
        Object selected = rows != null ? selectionOf(rows) : selectedOf(node);
        List<String> checked = CheckedItems.all(node);
        return checked == null ? selected : Arrays.asList(selected, checked);
    }

    /** What a control from outside JavaFX has selected (a map's countries, a segmented button's toggle), or null. */
    private static Object selectedOf(Node node) {
        Map<String, Object> selected = SelectedItems.of(node);
        return selected.isEmpty() ? null : selected;
    }

    /** A list's or table's selected indices, copied (the live list changes under us). */
    private static Object selectionOf(Rows rows) {
        List<Integer> selected = rows == null ? null : rows.selectedIndices();
        return selected == null || selected.isEmpty() ? null : new ArrayList<>(selected);
    }

    /** The live selected indices of a list, table or tree; {@code null} for other nodes. */
    static List<Integer> selectedIndices(Node node) {
        Rows rows = ControlFamilies.of(node).rows(node);
        return rows == null ? null : rows.selectedIndices();
    }
}
