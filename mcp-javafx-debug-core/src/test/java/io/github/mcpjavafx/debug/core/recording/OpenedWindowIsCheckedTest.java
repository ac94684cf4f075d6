package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.core.AppLog;
import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.ExportTestRequest;
import io.github.mcpjavafx.debug.core.model.PerformRequest;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A window an action opened is what the action caused: the exported test checks that it shows, by its title, and no
 * comment claims that nothing the action caused was recorded.
 */
@ExtendWith(HeadlessFxExtension.class)
class OpenedWindowIsCheckedTest {

    @AfterEach
    void close() {
        HeadlessFx.closeAllWindows();
    }

    @Test
    void aClickThatOpensADialogIsProvedByTheDialogShowing() {
        Button login = onFx(() -> {
            Button button = new Button("Login");
            button.setOnAction(e -> {
                Stage dialog = new Stage();
                dialog.setTitle("Login");
                dialog.initModality(Modality.APPLICATION_MODAL);
                dialog.setScene(new Scene(new VBox(new TextField()), 200, 100));
                dialog.show();
            });
            return button;
        });
        HeadlessFx.show("Dialogs", new VBox(8, login), 300, 120);
        try (AppLog log = AppLog.capture(true)) {
            UiEngine engine = new UiEngine(McpJavafxConfig.defaults(), log);
            String result = engine.perform(PerformRequest.of(ActionSpec.click(Target.text("Login")))).text();
            assertThat(result).contains("opened ", "\"Login\"");

            String source = engine.exportTest(new ExportTestRequest("LoginTest", "replay", App.class.getName(), null, null))
                    .source();

            assertThat(source).contains("assertWindowShows(\"Login\");").doesNotContain("// no change");
        }
    }

    /** What the exported test launches: the form is shown by the test itself. */
    public static final class App extends Application {

        @Override
        public void start(Stage stage) {
        }
    }
}
