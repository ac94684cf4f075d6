package io.github.mcpjavafx.debug.core.changes;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.core.AppLog;
import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.PerformRequest;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.stage.Popup;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * ESCAPE on a popup that holds no focus of its own (a popover's text) closes it and moves no focus: the field that had
 * the focus in the window below keeps it, and the result names no focus line for it.
 */
@ExtendWith(HeadlessFxExtension.class)
class PopupCloseMovesNoFocusTest {

    @AfterEach
    void close() {
        HeadlessFx.closeAllWindows();
    }

    @Test
    void closingAPopupWithoutAFocusOwnerNamesNoFocusLine() {
        TextField search = onFx(() -> {
            TextField field = new TextField();
            field.setPromptText("Search");
            return field;
        });
        HeadlessFx.show("Samples", new VBox(8, search, onFx(() -> new Label("Sample"))), 300, 200);
        Popup popover = onFx(() -> {
            search.requestFocus();
            Popup popup = new Popup();
            popup.getContent().add(new Label("No Content"));
            popup.setHideOnEscape(true);
            popup.show(search.getScene().getWindow(), 100, 100);
            return popup;
        });
        // the popup shows beside its owner, which keeps the keyboard focus; under load the window's focus comes later
        HeadlessFx.await("the popup showing beside the focused field", () -> onFx(() -> popover.isShowing() && search.isFocused()));
        HeadlessFx.settle();
        try (AppLog log = AppLog.capture(true)) {
            UiEngine engine = new UiEngine(McpJavafxConfig.defaults(), log);

            PerformResult result = engine.perform(PerformRequest.of(ActionSpec.pressKey("ESCAPE")));

            assertThat(onFx(popover::isShowing)).as(result.text()).isFalse();
            assertThat(onFx(search::isFocused)).isTrue();
            assertThat(result.text()).contains("closed Popup").doesNotContain("focus TextField");
            assertThat(result.changes().focus()).as(result.text()).isNull();
        }
    }
}
