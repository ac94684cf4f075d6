package io.github.mcpjavafx.debug.core.capture;

import io.github.mcpjavafx.debug.SnapshotOptions;
import io.github.mcpjavafx.debug.core.model.CompactSnapshot;
import io.github.mcpjavafx.debug.core.model.SnapshotRequest;
import io.github.mcpjavafx.debug.core.model.SnapshotResult;
import io.github.mcpjavafx.debug.core.model.UiException;
import io.github.mcpjavafx.debug.core.scene.UidRegistry;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.core.support.HeadlessFxExtension;
import javafx.collections.FXCollections;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Slider;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.json.JsonMapper;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

@ExtendWith(HeadlessFxExtension.class)
class InteractiveViewTest {

    private final SceneSnapshotter snapshotter = new SceneSnapshotter(new UidRegistry(), SnapshotOptions.defaults(),
            HeadlessFx.TIMEOUT_MS);

    @Test
    void listsOneNumberedLinePerActionableNodeAndNoContainersOrLabels() {
        HeadlessFx.show("Form", HeadlessFx.onFx(() -> {
            TextField name = new TextField();
            name.setId("name");
            name.setPromptText("Your name");
            Button save = new Button("Save");
            save.setId("save");
            save.setDisable(true);
            Button secret = new Button("Secret");
            secret.setVisible(false);
            return new VBox(new Label("Name"), name, new HBox(new CheckBox("Remember me"), save, secret),
                    new Hyperlink("Help"), new Slider(0, 10, 3),
                    new TabPane(new Tab("General", new ListView<>(FXCollections.observableArrayList("One", "Two"))),
                            new Tab("Advanced")));
        }), 400, 400);

        SnapshotResult result = snapshotter.snapshot(SnapshotRequest.interactiveView());

        assertThat(result.text()).matches("""
                Stage\\[0] "Form" focused 400x400
                \\[1] TextField#name u-\\w+ text="" prompt="Your name"( focused)?
                \\[2] CheckBox u-\\w+ "Remember me"
                \\[3] Button#save u-\\w+ "Save" disabled
                \\[4] Hyperlink u-\\w+ "Help"
                \\[5] Slider u-\\w+ value=3 range=0\\.\\.10 track=@\\d+,\\d+\\.\\.\\d+,\\d+
                \\[6] Tab u-\\w+ "General" selected
                \\[7] ListCell u-\\w+ "One" row=0
                \\[8] ListCell u-\\w+ "Two" row=1
                \\[9] Tab u-\\w+ "Advanced\"""");
        CompactSnapshot.Window window = result.lines().windows().get(0);
        assertThat(result.text()).endsWith(window.lines());
    }

    @Test
    void theInteractiveArgumentBindsFromJson() {
        SnapshotRequest request = JsonMapper.builder().build().readValue("{\"interactive\": true}", SnapshotRequest.class);

        assertThat(request.interactiveOnly()).isTrue();
    }

    @Test
    void theInteractiveViewIsLinesOnlySoItDoesNotTakeModeFull() {
        assertThatThrownBy(() -> new SnapshotRequest(null, null, SnapshotRequest.Mode.FULL, true, null, null, null, null,
                null)).isInstanceOfSatisfying(UiException.class,
                        e -> assertThat(e.getMessage()).contains("interactive").contains("mode=full"));
    }
}
