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
import io.github.mcpjavafx.debug.finder.SceneWalk;
import javafx.application.Application;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A key that closes a popup (ESCAPE on a combo box's open list) changes no text or value: the exported test proves it
 * by checking that no popup shows; the click that opened the list, when none showed, by checking that one shows.
 */
@ExtendWith(HeadlessFxExtension.class)
class ClosedPopupIsCheckedTest {

    @AfterEach
    void close() {
        HeadlessFx.closeAllWindows();
    }

    @Test
    void theClickThatOpensAListAndEscapeThatClosesItAreProvedByPopupsShowingOrNot() {
        ComboBox<String> sizes = showSizes();
        try (AppLog log = AppLog.capture(true)) {
            UiEngine engine = new UiEngine(McpJavafxConfig.defaults(), log);
            engine.perform(PerformRequest.of(ActionSpec.click(Target.css("#sizes"))));
            assertThat(onFx(SceneWalk::popupsShowing)).as("the list opened").isEqualTo(1);

            String result = engine.perform(PerformRequest.of(ActionSpec.pressKey("ESCAPE"))).text();
            assertThat(onFx(SceneWalk::popupsShowing)).as(result).isZero();

            String source = engine.exportTest(new ExportTestRequest("SizesTest", "replay", App.class.getName(), null, null))
                    .source();
            assertThat(source).containsSubsequence("clickOn(lookup(\"#sizes\")", "assertPopupShows();", "push(KeyCode.ESCAPE);",
                    "assertPopupsClosed();");
            assertThat(source.split("assertPopupsClosed", -1)).as("the click that opened the list closed none").hasSize(2);
            assertThat(source.split("assertPopupShows", -1)).as("ESCAPE opened none").hasSize(2);
            assertThat(onFx(sizes::isShowing)).isFalse();
        }
    }

    private static ComboBox<String> showSizes() {
        ComboBox<String> sizes = onFx(() -> {
            ComboBox<String> combo = new ComboBox<>();
            combo.getItems().setAll("Small", "Medium", "Large");
            combo.setId("sizes");
            return combo;
        });
        HeadlessFx.show("Sizes", new VBox(8, sizes, onFx(TextField::new)), 300, 200);
        return sizes;
    }

    /** What the exported test launches: the form is shown by the test itself. */
    public static final class App extends Application {

        @Override
        public void start(Stage stage) {
        }
    }
}
