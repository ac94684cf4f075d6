package io.github.mcpjavafx.demo.ui;

import javafx.geometry.Insets;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/** The Activity tab: the log of what happened, newest first. */
final class ActivityView {

    private final VBox root;

    ActivityView(ActivityLog activity) {
        ListView<String> list = new ListView<>(activity.entries());
        list.setId("activityList");
        list.setPlaceholder(new Label("Nothing has happened yet."));
        VBox.setVgrow(list, Priority.ALWAYS);

        Button clear = new Button("Clear log");
        clear.setId("clearActivity");
        clear.setOnAction(e -> activity.clear());

        root = new VBox(8, list, new HBox(clear));
        root.setPadding(new Insets(12));
    }

    Parent root() {
        return root;
    }
}
