package io.github.mcpjavafx.debug.core.desktop;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.PerformRequest;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.geometry.Bounds;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * Robot input on a desktop shared with another application (an xterm over the app's window): a
 * click either reaches the app, after its window was brought to the front, or is refused before any
 * button goes down; keys never go to the other application.
 */
@Tag("desktop")
@ExtendWith(HeadlessFxExtension.class)
class InputOnDesktopTest {

    private final UiEngine engine = new UiEngine(McpJavafxConfig.defaults());
    private final AtomicInteger saves = new AtomicInteger();
    @TempDir
    Path dir;
    private Desktop.Xterm xterm;

    @AfterEach
    void close() throws InterruptedException {
        Desktop.close(xterm);
        engine.close();
    }

    @Test
    void aClickOnATargetThatAnAlwaysOnTopWindowCoversIsRefusedAndNothingIsClicked() throws Exception {
        Bounds save = showForm();
        xterm = Desktop.xterm((int) save.getMinX() - 40, (int) save.getMinY() - 40, dir.resolve("typed"), true);

        UiException refused = catchThrowableOfType(UiException.class,
                () -> engine.perform(PerformRequest.of(ActionSpec.click(Target.css("#save")))));

        assertThat(refused).as("the click was refused").isNotNull();
        assertThat(refused.details()).containsEntry("reason", "OBSCURED");
        assertThat(refused.getMessage()).contains("another application's window");
        HeadlessFx.settle();
        assertThat(saves).as("the button fired").hasValue(0);
    }

    @Test
    void aClickOnATargetThatAnotherWindowCoversBringsTheAppToTheFrontAndReachesIt() throws Exception {
        Bounds save = showForm();
        xterm = Desktop.xterm((int) save.getMinX() - 40, (int) save.getMinY() - 40, dir.resolve("typed"), false);

        PerformResult clicked = engine.perform(PerformRequest.of(ActionSpec.click(Target.css("#save"))));

        assertThat(clicked.results().get(0).ok()).as(clicked.text()).isTrue();
        assertThat(saves).hasValue(1);
    }

    @Test
    void typingIntoAFieldNeverReachesTheApplicationOnTop() throws Exception {
        Bounds save = showForm();
        xterm = Desktop.xterm((int) save.getMinX() - 200, (int) save.getMinY() - 120, dir.resolve("typed"), true);

        try {
            engine.perform(PerformRequest.of(new ActionSpec.TypeText("hello", Target.css("#customer"))));
        } catch (UiException refused) {
            assertThat(refused.getMessage()).contains("No key was sent");
        }

        assertThat(xterm.typedSoFar()).as("what the xterm got").isEmpty();
    }

    @Test
    void afterAModalDialogTypingGoesToTheFieldAndAddsToItsText() {
        TextField customer = customerField();
        Button open = onFx(() -> {
            Button button = new Button("Confirm…");
            button.setId("open");
            button.setOnAction(e -> {
                Stage dialog = new Stage();
                dialog.setTitle("Confirm");
                dialog.initModality(Modality.APPLICATION_MODAL);
                Button ok = new Button("OK");
                ok.setId("ok");
                ok.setOnAction(done -> dialog.close());
                dialog.setScene(new Scene(new VBox(ok), 200, 100));
                dialog.showAndWait();
            });
            return button;
        });
        Desktop.awaitOnScreen(HeadlessFx.show("Orders", onFx(() -> new VBox(12, customer, open)), 400, 250));

        PerformResult result = engine.perform(PerformRequest.of(ActionSpec.click(Target.css("#open")),
                ActionSpec.click(Target.css("#ok")),
                new ActionSpec.TypeText(" Lovelace", Target.css("#customer"))));

        assertThat(result.results()).as(result.text()).allMatch(PerformResult.Outcome::ok);
        assertThat(onFx(() -> customer.getText())).isEqualTo("Ada Lovelace");
    }

    private static TextField customerField() {
        return onFx(() -> {
            TextField field = new TextField("Ada");
            field.setId("customer");
            return field;
        });
    }

    /** A form with a field and a Save button; answers the button's screen bounds. */
    private Bounds showForm() {
        TextField customer = customerField();
        Button save = onFx(() -> {
            Button button = new Button("Save");
            button.setId("save");
            button.setOnAction(e -> saves.incrementAndGet());
            return button;
        });
        Desktop.awaitOnScreen(HeadlessFx.show("Orders", onFx(() -> new VBox(12, customer, save)), 400, 250));
        return onFx(() -> save.localToScreen(save.getLayoutBounds()));
    }
}
