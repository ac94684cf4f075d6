package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.ActionSpec.Modifier;
import io.github.mcpjavafx.debug.core.model.ActionSpec.Type;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.model.UiException;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ActionParserTest {

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
    void pressKeyParsesKeyAndDistinctModifiersInOrder() {
        List<PlannedAction> plan = ActionParser.parse(List.of(ActionSpec.pressKey("tab", Modifier.SHIFT, Modifier.CTRL, Modifier.CTRL)));

        assertThat(plan).singleElement().isEqualTo(
                new PlannedAction.PressKey(KeyCode.TAB, List.of(KeyCode.SHIFT, KeyCode.CONTROL)));
    }

    @Test
    void clickDefaultsToOnePrimaryClick() {
        List<PlannedAction> plan = ActionParser.parse(List.of(ActionSpec.click(SAVE),
                new ActionSpec(Type.CLICK, SAVE, null, null, ActionSpec.ClickButton.SECONDARY, 2, null, null, null, null, null,
                null, null, null, null, null, null, null)));

        assertThat(plan.get(0)).isInstanceOfSatisfying(PlannedAction.Click.class, c -> {
            assertThat(c.button()).isEqualTo(MouseButton.PRIMARY);
            assertThat(c.clickCount()).isEqualTo(1);
        });
        assertThat(plan.get(1)).isInstanceOfSatisfying(PlannedAction.Click.class, c -> {
            assertThat(c.button()).isEqualTo(MouseButton.SECONDARY);
            assertThat(c.clickCount()).isEqualTo(2);
        });
    }

    @Test
    void aMissingTypeNamesTheIndexAndAnExample() {
        assertInvalid(List.of(ActionSpec.click(SAVE), spec(null, SAVE)), 1, "needs a type", "\"type\": \"click\"");
    }

    @Test
    void badInputIsRejectedWithAnActionableMessage() {
        assertInvalid(List.of(ActionSpec.pressKey("ENTR")), 0, "unknown key \"ENTR\"", "ENTER");
        assertInvalid(List.of(new ActionSpec(Type.CLICK, SAVE, null, null, null, 4, null, null, null, null, null,
                null, null, null, null, null, null, null)),
                0, "clickCount 4", "double click");
        assertInvalid(List.of(new ActionSpec(Type.CLICK, SAVE, 1.0, 2.0, null, null, null, null, null, null, null,
                null, null, null, null, null, null, null)),
                0, "both a target and x,y");
        assertInvalid(List.of(new ActionSpec(Type.CLICK, null, 1.0, null, null, null, null, null, null, null, null,
                null, null, null, null, null, null, null)),
                0, "both x and y");
        assertInvalid(List.of(spec(Type.FOCUS, null)), 0, "needs target");
        assertInvalid(List.of(ActionSpec.typeText("")), 0, "non-empty text");
        assertInvalid(List.of(new ActionSpec(Type.SET_TEXT, SAVE, null, null, null, null, null, null, null, null, null,
                null, null, null, null, null, null, null)),
                0, "needs text");
        assertInvalid(List.of(new ActionSpec(Type.SCROLL, SAVE, null, null, null, null, null, null, null, null, 101,
                null, null, null, null, null, null, null)),
                0, "whole number");
        assertInvalid(List.of(new ActionSpec(Type.SCROLL, SAVE, null, null, null, null, null, null, null, null, 0,
                null, null, null, null, null, null, null)),
                0, "not zero");
    }

    @Test
    void aFieldOfAnotherTypeIsAMistakeWorthNaming() {
        assertInvalid(List.of(new ActionSpec(Type.CLICK, null, null, null, null, null, "Save", null, null, null, null,
                null, null, null, null, null, null, null)),
                0, "does not take text", "\"target\": {\"text\"");
    }

    private static ActionSpec spec(Type type, Target target) {
        return new ActionSpec(type, target, null, null, null, null, null, null, null, null, null,
                null, null, null, null, null, null, null);
    }

    private static void assertInvalid(List<ActionSpec> specs, int index, String... fragments) {
        assertThatThrownBy(() -> ActionParser.parse(specs)).isInstanceOfSatisfying(UiException.class, e -> {
            assertThat(e.code()).isEqualTo(ErrorCode.MCP_UI_INVALID_ARGUMENT);
            assertThat(e.details()).containsEntry("actionIndex", index);
            assertThat(e.getMessage()).startsWith("Action " + index).contains(fragments).endsWith("Nothing was run.");
        });
    }
}
