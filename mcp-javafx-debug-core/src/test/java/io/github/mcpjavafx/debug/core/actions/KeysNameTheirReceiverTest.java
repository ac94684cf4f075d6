package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.collections.FXCollections;
import javafx.scene.control.Button;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.stage.Popup;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.perform;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A key action's line names the node the keys went to: while a popover with a field of its own is open, JavaFX hands
 * its owner window's keys to that field, not to the node behind the popover that keeps its window's focus.
 */
@ExtendWith(HeadlessFxExtension.class)
class KeysNameTheirReceiverTest {

    private Popup popover;

    @AfterEach
    void closePopover() {
        if (popover != null) {
            onFx(() -> {
                popover.hide();
                return null;
            });
        }
    }

    @Test
    void keysPressedWhileAPopoverHasAFocusedFieldNameThatField() {
        TextField search = openPopoverWithField();

        PerformResult result = perform(ActionSpec.pressKey("a", ActionSpec.Modifier.CTRL));

        assertThat((String) onFx(search::getSelectedText)).as("the field got the keys").isEqualTo("Berlin");
        assertThat(result.results().get(0).line()).startsWith("#0 pressKey CONTROL+A TextField#search ")
                .doesNotContain("Button");
    }

    /**
     * An auto-complete field's suggestions: the popup's list has the popup's focus and sees the keys first, and lets the
     * characters through to the field they are typed into, which is what the line names.
     */
    @Test
    void textTypedWhileASuggestionListHasThePopupsFocusGoesToAndNamesTheField() {
        Stage stage = HeadlessFx.show("Search", new VBox(), 300, 200);
        TextField field = onFx(() -> {
            TextField f = new TextField("Co");
            f.setId("country");
            ((VBox) stage.getScene().getRoot()).getChildren().add(f);
            f.requestFocus();
            ListView<String> suggestions = new ListView<>(FXCollections.observableArrayList("Costa Rica", "Cuba"));
            popover = new Popup();
            popover.getContent().add(suggestions);
            popover.show(stage, stage.getX() + 10, stage.getY() + 60);
            suggestions.requestFocus();
            return f;
        });
        // the user is in the field, after "Co": the caret is placed once the windows' focus has settled, as JavaFX 26
        // selects a field's whole text when its window gains the focus again
        HeadlessFx.settle();
        onFx(() -> {
            field.end();
            return null;
        });
        assertThat((String) onFx(field::getSelectedText)).as("nothing selected to type over").isEmpty();

        PerformResult result = perform(ActionSpec.typeText("st"));

        assertThat((String) onFx(field::getText)).isEqualTo("Cost");
        assertThat(result.results().get(0).line()).startsWith("#0 typeText \"st\" TextField#country ");
    }

    /** A window whose focused button stays its focus owner, and a popover above it whose field has the popover's focus. */
    private TextField openPopoverWithField() {
        Button behind = new Button("New Entry");
        Stage stage = HeadlessFx.show("Calendar", new VBox(behind), 300, 200);
        return onFx(() -> {
            behind.requestFocus();
            TextField search = new TextField("Berlin");
            search.setId("search");
            popover = new Popup();
            popover.getContent().add(new VBox(search));
            popover.show(stage, stage.getX() + 40, stage.getY() + 40);
            search.requestFocus();
            return search;
        });
    }
}
