package io.github.mcpjavafx.debug.support;

import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

/**
 * A page switch, as many apps have one: two toggle buttons in a group bring up one page or the other, and both pages
 * show the same account line. What proves a click on "Details" is its own effect (the toggle became selected, the
 * details page came), never the account line, which showed before the click too.
 */
public class PageSwitchApp extends Application {

    @Override
    public void start(Stage stage) {
        ToggleGroup pages = new ToggleGroup();
        ToggleButton overview = new ToggleButton("Overview");
        ToggleButton details = new ToggleButton("Details");
        overview.setToggleGroup(pages);
        details.setToggleGroup(pages);
        overview.setSelected(true);
        BorderPane root = new BorderPane();
        root.setTop(new HBox(4, overview, details));
        root.setCenter(page("Overview", "3 open orders"));
        pages.selectedToggleProperty().addListener((o, was, now) -> {
            if (now != null) {
                root.setCenter(now == details ? page("Details", "Last order: 12 May") : page("Overview", "3 open orders"));
            }
        });
        stage.setTitle("Pages");
        stage.setScene(new Scene(root, 400, 240));
        stage.show();
    }

    private static VBox page(String title, String line) {
        return new VBox(6, new Label("Account: Ada"), new Label(title + " page"), new Label(line));
    }

    @Override
    public void stop() {
        Platform.exit();
    }
}
