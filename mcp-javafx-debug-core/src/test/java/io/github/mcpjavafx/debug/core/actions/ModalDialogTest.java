package io.github.mcpjavafx.debug.core.actions;

import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.ErrorCode;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import static io.github.mcpjavafx.debug.core.actions.PerformCalls.css;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.failure;
import static io.github.mcpjavafx.debug.core.actions.PerformCalls.perform;
import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/** A modal dialog keeps input from its owner: clicking behind it must not be reported as done. */
@ExtendWith(HeadlessFxExtension.class)
class ModalDialogTest {

    private final AtomicInteger saves = new AtomicInteger();
    private final AtomicInteger oks = new AtomicInteger();

    @Test
    void clickBehindAModalDialogFailsNamingTheDialogAndChangesNothing() {
        Stage owner = showOwnerWithModal(Modality.APPLICATION_MODAL);

        UiException e = failure(ActionSpec.click(css("#save")));

        assertThat(e.code()).isEqualTo(ErrorCode.MCP_UI_ACTION_FAILED);
        assertThat(e.details()).containsEntry("reason", "BLOCKED_BY_MODAL");
        assertThat(e.getMessage()).contains("\"Confirm\"").contains("Answer or close that dialog");
        @SuppressWarnings("unchecked")
        Map<String, Object> blockedBy = (Map<String, Object>) e.details().get("blockedBy");
        assertThat(blockedBy).containsEntry("title", "Confirm").containsEntry("modality", "APPLICATION_MODAL");
        assertThat(saves).hasValue(0);
        assertThat(owner.isShowing()).isTrue();
    }

    @Test
    void windowModalDialogBlocksItsOwnerToo() {
        showOwnerWithModal(Modality.WINDOW_MODAL);
        assertThat(failure(ActionSpec.click(css("#save"))).details()).containsEntry("reason", "BLOCKED_BY_MODAL");
    }

    @Test
    void theDialogItselfStaysClickable() {
        showOwnerWithModal(Modality.APPLICATION_MODAL);
        perform(ActionSpec.click(css("#ok")));
        assertThat(oks).hasValue(1);
    }

    private Stage showOwnerWithModal(Modality modality) {
        Stage owner = HeadlessFx.show("Main", onFx(() -> {
            Button save = new Button("Save");
            save.setId("save");
            save.setOnAction(event -> saves.incrementAndGet());
            return new VBox(save);
        }), 400, 300);
        onFx(() -> {
            Button ok = new Button("OK");
            ok.setId("ok");
            ok.setOnAction(event -> oks.incrementAndGet());
            Stage dialog = new Stage();
            dialog.setTitle("Confirm");
            dialog.initOwner(owner);
            dialog.initModality(modality);
            dialog.setScene(new Scene(new VBox(ok), 200, 100));
            dialog.setX(600);
            dialog.setY(150);
            dialog.show();
            return null;
        });
        HeadlessFx.settle();
        return owner;
    }
}
