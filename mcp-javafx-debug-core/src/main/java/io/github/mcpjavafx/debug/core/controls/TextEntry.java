package io.github.mcpjavafx.debug.core.controls;

import javafx.scene.control.TextInputControl;

import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * How {@code setText} writes into a control: a text input directly, an editable Spinner, ComboBox or
 * DatePicker through its editor, whose text then becomes its value.
 *
 * @param editable     whether it takes a text now
 * @param field        the field the text goes into (a ComboBox makes its editor on first ask, so it is asked late)
 * @param readOnlyHint what to do instead when it is not editable, for the agent
 * @param commit       turns the editor's text into the control's value as Enter does, throwing when it is no
 *                     value; {@code null} for a text input, whose text is its value
 */
public record TextEntry(boolean editable, Supplier<TextInputControl> field, String readOnlyHint, Consumer<String> commit) {

    /** The text it edits now: a text input's, or an editable value control's editor's; {@code null} otherwise. */
    public String editedText() {
        return commit == null || editable ? field.get().getText() : null;
    }
}
