package io.github.mcpjavafx.debug.core.controls;

import io.github.mcpjavafx.debug.finder.CellText;
import javafx.beans.Observable;
import javafx.scene.Node;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextInputControl;

import java.util.List;
import java.util.function.BiConsumer;

/**
 * Text inputs (fields, areas, password fields): their text is typed, shown even when empty, and set by
 * {@code setText} directly. A password field shows one bullet per character, as it shows itself: its
 * content must never reach an agent's context (or the logs of the model behind it).
 */
final class TextInputs implements ControlFamily {

    @Override
    public List<Class<?>> declared() {
        return List.of(TextInputControl.class);
    }

    @Override
    public String text(Node node) {
        if (node instanceof PasswordField password) {
            String secret = password.getText();
            return secret == null ? null : CellText.masked(secret.length());
        }
        return heldText(node);
    }

    @Override
    public String heldText(Node node) {
        return ((TextInputControl) node).getText();
    }

    @Override
    public TextRole textRole(Node node) {
        return TextRole.TYPED;
    }

    @Override
    public String prompt(Node node) {
        String prompt = ((TextInputControl) node).getPromptText();
        return prompt == null || prompt.isEmpty() ? null : prompt;
    }

    /** Never a password's: what it hides must not reach a test, nor its length. */
    @Override
    public boolean checksText(Node node) {
        return !(node instanceof PasswordField);
    }

    @Override
    public boolean actionable(Node node) {
        return true;
    }

    @Override
    public void properties(Node node, BiConsumer<String, Object> out) {
        TextInputControl input = (TextInputControl) node;
        out.accept("editable", input.isEditable());
        out.accept("caretPosition", input.getCaretPosition());
    }

    @Override
    public List<Observable> watched(Node node) {
        return List.of(((TextInputControl) node).textProperty());
    }

    @Override
    public TextEntry textEntry(Node node) {
        TextInputControl input = (TextInputControl) node;
        return new TextEntry(input.isEditable(), () -> input, "Do what makes it editable first, or pick another field.",
                null);
    }

    /**
     * Focus from the keyboard selects a field's whole text; typing would replace it. Typing adds to the text
     * instead, after what is there, as a person clicking at the field's end would; setText replaces it.
     */
    @Override
    public void beforeTyping(Node node) {
        ((TextInputControl) node).end();
    }
}
