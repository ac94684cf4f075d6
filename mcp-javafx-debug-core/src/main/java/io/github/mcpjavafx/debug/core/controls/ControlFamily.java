package io.github.mcpjavafx.debug.core.controls;

import io.github.mcpjavafx.debug.finder.ShownItems;

import io.github.mcpjavafx.debug.core.scene.FxProperties;
import javafx.beans.Observable;
import javafx.beans.value.WritableValue;
import javafx.scene.Node;

import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * What the core knows of one family of controls (text inputs, buttons, lists…), declared in one place:
 * how its line reads, how a change to it is watched, how its value is read and set by actions, and how
 * an exported test checks it. {@link ControlFamilies#of} finds a node's family; a control nobody
 * declared gets the rule-based reading of {@link io.github.mcpjavafx.debug.core.scene.ShownControl}
 * and none of these answers. Every answer defaults to "nothing of the kind", so a family declares only
 * what its controls have. Methods that take a node are asked only with a node of this family. FX thread only.
 */
public interface ControlFamily {

    /**
     * The classes (or interfaces) whose instances, subclasses included, belong to this family, unless a
     * family declares a class closer to theirs.
     */
    List<Class<?>> declared();

    // ---- its line

    /** The text the node shows as its own, as a person reads it (a password as bullets); {@code null} for none. */
    default String text(Node node) {
        return null;
    }

    /** The text the node holds, unmasked (what a test's finder compares); {@code null} when it has no text of its own. */
    default String heldText(Node node) {
        return null;
    }

    /** Whether the node's text is a label or typed in; {@code null} when it has no text of its own. */
    default TextRole textRole(Node node) {
        return null;
    }

    /** Its prompt, {@code null} when it has none or an empty one. */
    default String prompt(Node node) {
        return null;
    }

    /** Its value as a person sees it (a choice through its converter, a toggle's state, a number); {@code null} for none. */
    default String value(Node node) {
        return null;
    }

    /** What its line says it is recognised by, when its text does not say it ({@code tooltip}, {@code graphic}); {@code null} for nothing. */
    default Map<String, Object> traits(Node node) {
        return null;
    }

    /** The titles of the tabs it shows, in order ({@code null} for a control without tabs); they take its value's place. */
    default List<String> tabs(Node node) {
        return null;
    }

    /** Its expanded state and how to change it, for a control a user folds; {@code null} for others. */
    default Expansion expansion(Node node) {
        return null;
    }

    /** Whether its type says a user acts on it (a button, an input, a slider…). */
    default boolean actionable(Node node) {
        return false;
    }

    /** Its few settings an agent needs ({@code fx.properties}), in order, to {@code out}; nulls are left out by it. */
    default void properties(Node node, BiConsumer<String, Object> out) {
    }

    /** A list's, table's or tree's rows through its API; {@code null} for other controls. */
    default Rows rows(Node node) {
        return null;
    }

    /** Whether it shows content the application put in (a scroll pane's, a tab's) rather than parts of its own. */
    default boolean holdsContent(Node node) {
        return false;
    }

    // ---- how a change to it is watched

    /** What its text, value and public content are read from: a change to any of them changes its line. */
    default List<Observable> watched(Node node) {
        return List.of();
    }

    // ---- how its value is read and set

    /** How a text is set into it ({@code setText}); {@code null} when it takes none. */
    default TextEntry textEntry(Node node) {
        return null;
    }

    /** Done before keys are typed into it once it has the focus. */
    default void beforeTyping(Node node) {
    }

    /** The items {@code select} chooses among, as their rows show them; {@code null} when it has none to choose. */
    default ShownItems items(Node node) {
        return null;
    }

    /** Selects item {@code index} of {@link #items} as a user's choice does, showing it. */
    default void select(Node node, int index) {
        throw new UnsupportedOperationException(node + " has no items to select");
    }

    /** Where a click on its line lands: its center, unless its line stands for a part of it (a pane's header). */
    default Node clickArea(Node node) {
        return node;
    }

    /**
     * Where a value set to property {@code name} is written, when not to the property itself (a spinner's
     * value goes to its value factory's); {@code null} for the property itself.
     */
    default WritableValue<Object> valueTarget(Node node, String name) {
        return null;
    }

    /** Its {@code min} or {@code max} ({@code which}), as setting a value must respect it; {@code null} when it has none. */
    default Object bound(Node node, String which) {
        FxProperties.Found found = FxProperties.find(node, which);
        return found == null ? null : found.value();
    }

    // ---- how an exported test checks it

    /** Whether a test checks its own text when an action changed it (a row's is checked as its list's items). */
    default boolean checksText(Node node) {
        return textRole(node) != null;
    }

    /** Whether a test checks its value as a person reads it when an action changed it (a choice, a toggle's state). */
    default boolean checksValue(Node node) {
        return false;
    }

    /** Its value as a number, checked as one to the precision shown (a slider's); {@code null} to check its text. */
    default Double checkedNumber(Node node) {
        return null;
    }

    /** Whether a test checks what is selected in it when an action changed its selection. */
    default boolean checksSelection(Node node) {
        return false;
    }

    /** The texts a test checks its selection by (a row's text, a table row's key); empty for none. */
    default List<String> selectedTexts(Node node) {
        return List.of();
    }
}
