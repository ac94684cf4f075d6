package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.collections.FXCollections;
import javafx.geometry.Bounds;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.stage.Popup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.List;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.css;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.perform;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Typing into a field whose suggestions open in a popup (ControlsFX's auto-completion): the popup's list gets each
 * key first, redirected from the field's window, yet the field is what the keys were typed into and what the
 * line names; the popup is what opened.
 */
@ExtendWith(HeadlessFxExtension.class)
class AutoCompleteTypingTest {

    @Test
    void typingIntoAFieldWithSuggestionsNamesTheFieldAndThePopupAsWhatOpened() {
        TextField field = onFx(() -> {
            TextField f = new TextField();
            f.setId("drink");
            return f;
        });
        HeadlessFx.show("Order", new VBox(field), 300, 200);
        Popup suggestions = onFx(() -> {
            Popup p = new Popup();
            ListView<String> list = new ListView<>(FXCollections.observableArrayList());
            list.setPrefSize(150, 100);
            p.getContent().add(list);
            field.textProperty().addListener((o, was, now) -> {
                list.getItems().setAll(List.of("Cola", "Coca Cola", "Costa").stream()
                        .filter(s -> s.toLowerCase().startsWith(now.toLowerCase())).toList());
                if (!p.isShowing() && !now.isEmpty()) {
                    Bounds at = field.localToScreen(field.getBoundsInLocal());
                    p.show(field, at.getMinX(), at.getMaxY());
                    list.requestFocus(); // the list has the popup's focus, as ControlsFX's suggestion list does
                }
            });
            return p;
        });

        PerformResult typed = perform(new ActionSpec.TypeText("Co", css("#drink")));

        assertThat(onFx(() -> field.getText())).isEqualTo("Co");
        assertThat(onFx(suggestions::isShowing)).isTrue();
        assertThat(typed.results().get(0).line()).as(typed.text()).startsWith("#0 typeText \"Co\" TextField#drink u-")
                .doesNotContain("ListView");
        assertThat(typed.changes().opened()).singleElement().asString().startsWith("Popup[1] Popup owner=0");
    }
}
