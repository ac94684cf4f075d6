package io.github.mcpjavafx.debug.core.recording;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.core.AppLog;
import io.github.mcpjavafx.debug.core.UiEngine;
import io.github.mcpjavafx.debug.core.model.ActionSpec;
import io.github.mcpjavafx.debug.core.model.ExportTestRequest;
import io.github.mcpjavafx.debug.core.model.PerformRequest;
import io.github.mcpjavafx.debug.core.model.PerformResult;
import io.github.mcpjavafx.debug.core.model.Target;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.application.Application;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import static io.github.mcpjavafx.debug.core.support.HeadlessFx.onFx;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A text an action wrote and a later action of the same batch wrote over is checked right after the action that wrote
 * it: the batch's end shows only the last text, and a test without the first action would pass.
 */
@ExtendWith(HeadlessFxExtension.class)
class OverwrittenTextIsCheckedTest {

    @AfterEach
    void close() {
        HeadlessFx.closeAllWindows();
    }

    @Test
    void theOverwrittenTextIsCheckedBetweenTheTwoActions() {
        HeadlessFx.show("Form", onFx(() -> {
            TextField quantity = new TextField("1");
            quantity.setId("quantity");
            return new VBox(8, quantity, new TextField());
        }), 300, 120);
        try (AppLog log = AppLog.capture(true)) {
            UiEngine engine = new UiEngine(McpJavafxConfig.defaults(), log);
            String result = engine.perform(PerformRequest.of(new ActionSpec.SetText(Target.css("#quantity"), "3"),
                    new ActionSpec.SetText(Target.css("#quantity"), "2"))).text();
            assertThat(result).contains("#1 setText");

            String source = engine.exportTest(new ExportTestRequest("FormTest", "replay", App.class.getName(), null, null))
                    .source();

            String steps = source.substring(source.indexOf("replaysRecordedSession"));
            assertThat(steps).containsSubsequence("setText(lookup(\"#quantity\").queryAs(Node.class), \"3\");",
                    "assertEquals(\"3\", textOf(lookup(\"#quantity\").queryAs(Node.class)));",
                    "setText(lookup(\"#quantity\").queryAs(Node.class), \"2\");",
                    "assertEquals(\"2\", textOf(lookup(\"#quantity\").queryAs(Node.class)));");
        }
    }

    @Test
    void aTextTheLaterActionLeftAsItWasIsCheckedOnceAtTheEnd() {
        HeadlessFx.show("Form", onFx(() -> {
            TextField name = new TextField();
            name.setId("name");
            return new VBox(8, name);
        }), 300, 120);
        try (AppLog log = AppLog.capture(true)) {
            UiEngine engine = new UiEngine(McpJavafxConfig.defaults(), log);
            engine.perform(PerformRequest.of(new ActionSpec.SetText(Target.css("#name"), "Ada"),
                    ActionSpec.click(Target.css("#name"))));

            String source = engine.exportTest(new ExportTestRequest("FormTest", "replay", App.class.getName(), null, null))
                    .source();

            assertThat(source.split("assertEquals\\(\"Ada\"", -1)).as(source).hasSize(2);
        }
    }

    @Test
    void aSelectByIndexTypedNothingAndIsRecordedAsAnyOther() {
        ListView<String> sizes = onFx(() -> {
            ListView<String> list = new ListView<>();
            list.getItems().setAll("Small", "Medium", "Large");
            list.setId("sizes");
            return list;
        });
        HeadlessFx.show("Form", new VBox(8, sizes), 300, 200);
        try (AppLog log = AppLog.capture(true)) {
            UiEngine engine = new UiEngine(McpJavafxConfig.defaults(), log);
            PerformResult result = engine.perform(PerformRequest.of(new ActionSpec.Select(Target.css("#sizes"), null, 2),
                    ActionSpec.click(Target.css("#sizes"))));

            assertThat(result.text()).doesNotContain("failed").contains("#0 select", "#1 click");
            assertThat(onFx(() -> sizes.getSelectionModel().getSelectedItem())).isEqualTo("Large");
            String source = engine.exportTest(new ExportTestRequest("FormTest", "replay", App.class.getName(), null, null))
                    .source();
            assertThat(source).contains("select(lookup(\"#sizes\")");
        }
    }

    /** What the exported test launches: the form is shown by the test itself. */
    public static final class App extends Application {

        @Override
        public void start(Stage stage) {
        }
    }
}
