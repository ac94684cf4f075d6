package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Popup;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.failure;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.perform;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.ref;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A click while a popup that hides on a press outside it and keeps that press is open (an auto-complete list): the
 * popup keeps that press, as it does for a person, and the click says so instead of blaming another
 * application's window; the next click reaches its target.
 */
@ExtendWith(HeadlessFxExtension.class)
class PopupKeepsThePressTest {

    @Test
    void aClickThatOnlyClosesAnOpenPopupSaysSoAndTheNextOneReachesItsTarget() {
        Button save = new Button("Save");
        int[] saved = {0};
        save.setOnAction(event -> saved[0]++);
        Button other = new Button("Other");
        Stage stage = HeadlessFx.show("Popup", new VBox(other, save), 300, 200);
        Popup suggestions = HeadlessFx.onFx(() -> {
            Popup opened = new Popup(); // hides on a press outside it and keeps that press, as an auto-complete list does
            opened.getContent().add(new Label("Coca Cola"));
            opened.setAutoHide(true);
            opened.show(other, stage.getX() + 200, stage.getY() + 150);
            return opened;
        });

        UiException kept = failure(ActionSpec.click(ref(save)));

        assertThat(kept.getMessage()).contains("closed the open popup (Popup) instead")
                .contains("click again").doesNotContain("another application's window");
        assertThat(kept.details()).containsEntry("receivedBy", "popup");
        assertThat(HeadlessFx.onFx(suggestions::isShowing)).as("the popup is closed").isFalse();
        assertThat(saved[0]).as("the button did not fire").isZero();

        perform(ActionSpec.click(ref(save)));

        assertThat(saved[0]).as("the next click reaches it").isEqualTo(1);
    }
}
