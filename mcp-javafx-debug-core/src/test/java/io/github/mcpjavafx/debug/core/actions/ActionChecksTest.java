package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.ActionSpec.Modifier;
import io.github.mcpjavafx.debug.core.model.ActionTypes;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.model.UiException;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ActionChecksTest {

    private static final Target SAVE = Target.css("#save");

    @Test
    void keyNamesAcceptConstantsDisplayNamesAndAliasesInAnyCase() {
        assertThat(KeyNames.key("ENTER")).isEqualTo(KeyCode.ENTER);
        assertThat(KeyNames.key("enter")).isEqualTo(KeyCode.ENTER);
        assertThat(KeyNames.key("Return")).isEqualTo(KeyCode.ENTER);
        assertThat(KeyNames.key("Esc")).isEqualTo(KeyCode.ESCAPE);
        assertThat(KeyNames.key("Page Up")).isEqualTo(KeyCode.PAGE_UP);
        assertThat(KeyNames.key("ArrowDown")).isEqualTo(KeyCode.DOWN);
        assertThat(KeyNames.key("Backspace")).isEqualTo(KeyCode.BACK_SPACE);
        assertThat(KeyNames.key("f5")).isEqualTo(KeyCode.F5);
        assertThat(KeyNames.key("1")).isEqualTo(KeyCode.DIGIT1);
        assertThat(KeyNames.key("a")).isEqualTo(KeyCode.A);
        assertThat(KeyNames.key("Entr")).isNull();
    }

    @Test
    void modifiersIncludeTheShortcutKeyOfThePlatform() {
        KeyCode shortcut = System.getProperty("os.name").toLowerCase().startsWith("mac") ? KeyCode.META : KeyCode.CONTROL;
        assertThat(KeyNames.modifier(Modifier.SHORTCUT)).isEqualTo(shortcut);
        assertThat(KeyNames.modifier(Modifier.CTRL)).isEqualTo(KeyCode.CONTROL);
    }

    @Test
    void pressKeyHoldsDistinctModifiersInOrder() {
        assertThat(KeyNames.modifiers(List.of(Modifier.SHIFT, Modifier.CTRL, Modifier.CTRL)))
                .containsExactly(KeyCode.SHIFT, KeyCode.CONTROL);
    }

    @Test
    void aMissingActionNamesTheIndexAndAnExample() {
        assertInvalid(java.util.Arrays.asList(ActionSpec.click(SAVE), null), 1, "needs a type", "\"type\": \"click\"");
    }

    @Test
    void badInputIsRejectedWithAnActionableMessage() {
        assertInvalid(List.of(ActionSpec.pressKey("ENTR")), 0, "unknown key \"ENTR\"", "ENTER");
        assertInvalid(List.of(new ActionSpec.Click(SAVE, null, null, null, 4, null)), 0, "clickCount 4", "double click");
        assertInvalid(List.of(new ActionSpec.Click(SAVE, 1.0, 2.0, null, null, null)), 0, "both a target and x,y");
        assertInvalid(List.of(new ActionSpec.Click(null, 1.0, null, null, null, null)), 0, "both x and y");
        assertInvalid(List.of(new ActionSpec.Focus(null)), 0, "(focus) needs target");
        assertInvalid(List.of(ActionSpec.typeText("")), 0, "non-empty text");
        assertInvalid(List.of(new ActionSpec.SetText(SAVE, null)), 0, "needs text");
        assertInvalid(List.of(new ActionSpec.Scroll(SAVE, 101, null)), 0, "whole number");
        assertInvalid(List.of(new ActionSpec.Scroll(SAVE, 0, null)), 0, "not zero");
        assertInvalid(List.of(new ActionSpec.Select(SAVE, null, null)), 0, "item", "index");
        assertInvalid(List.of(new ActionSpec.Drag(SAVE, null, 1.0, null)), 0, "where to drop");
        assertInvalid(List.of(new ActionSpec.Wait(null, null, null, null)), 0, "(wait)", "needs until");
    }

    /** A type's checks are its own: one the others do not know is still checked. */
    @Test
    void everyDeclaredTypeIsCheckedByItsOwnRules() {
        assertThat(ActionTypes.names()).containsExactly("click", "focus", "typeText", "setText", "setValue", "pressKey", "scroll",
                "select", "expand", "collapse", "hover", "drag", "wait", "style", "window");
        assertInvalid(List.of(new ActionSpec.Style(null, "-fx-opacity: 0.5", null, null, null)), 0, "(style) needs target");
        assertInvalid(List.of(new ActionSpec.Style(SAVE, null, null, null, null)), 0, "(style) needs style", "stylesheet");
        assertInvalid(List.of(ActionSpec.resize(null, 0, 600)), 0, "(window) has width 0");
        assertInvalid(List.of(new ActionSpec.Window(null, 800, 600, null, null, true, null)), 0, "maximized true with a size");
        assertInvalid(List.of(new ActionSpec.Expand(null)), 0, "(expand) needs target");
        assertInvalid(List.of(new ActionSpec.Collapse(null)), 0, "(collapse) needs target");
        assertInvalid(List.of(new ActionSpec.Hover(null)), 0, "(hover) needs target");
        assertInvalid(List.of(new ActionSpec.SetValue(Target.css("#stars"), "rating", null)), 0,
                "(setValue) needs value: a number");
        assertInvalid(List.of(new ActionSpec.SetValue(Target.css("#stars"), " ", 4)), 0, "(setValue) needs property");
    }

    private static void assertInvalid(List<ActionSpec> specs, int index, String... fragments) {
        assertThatThrownBy(() -> ActionChecks.check(specs)).isInstanceOfSatisfying(UiException.class, e -> {
            assertThat(e.code()).isEqualTo(ErrorCode.MCP_UI_INVALID_ARGUMENT);
            assertThat(e.details()).containsEntry("actionIndex", index);
            assertThat(e.getMessage()).startsWith("Action " + index).contains(fragments).endsWith("Nothing was run.");
        });
    }
}
