package io.github.mcpjavafx.debug.core.controls;

/** What a control's own text is to a person: a label that names it, or a text typed into it. */
public enum TextRole {
    /** A label's, a button's, a cell's text: it names the control. */
    LABEL,
    /** A field's text: what gets typed, never a name. */
    TYPED
}
