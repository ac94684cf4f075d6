package io.github.mcpjavafx.debug.support;

import javafx.application.Application;
import javafx.application.Platform;
import javafx.collections.FXCollections;
import javafx.geometry.Bounds;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.stage.Popup;
import javafx.stage.Stage;

import java.util.List;

/**
 * An auto-complete field, as ControlsFX's {@code AutoCompletionBinding} makes one: each change of the field's text
 * starts a thread that looks the suggestions up (200 ms) and hands them back with {@code Platform.runLater}, which
 * shows them in a popup and says how many there are. What the typing caused arrives after its input was handled.
 */
public class SuggestionsApp extends Application {

    /** How long a lookup of suggestions takes. */
    public static final long LOOKUP_MS = 200;
    private static final List<String> DRINKS = List.of("Cola", "Coca Cola", "Costa", "Lemonade");

    @Override
    public void start(Stage stage) {
        TextField field = new TextField();
        field.setId("drink");
        Label found = new Label("No suggestions");
        found.setId("suggested");
        ListView<String> list = new ListView<>(FXCollections.observableArrayList());
        list.setPrefSize(150, 120);
        Popup popup = new Popup();
        popup.getContent().add(list);
        field.textProperty().addListener((o, was, typed) -> {
            if (typed.isEmpty()) {
                return;
            }
            Thread lookup = new Thread(() -> {
                try {
                    Thread.sleep(LOOKUP_MS);
                } catch (InterruptedException stopped) {
                    return;
                }
                List<String> suggestions = DRINKS.stream()
                        .filter(drink -> drink.toLowerCase().startsWith(typed.toLowerCase())).toList();
                Platform.runLater(() -> {
                    if (!typed.equals(field.getText())) {
                        return; // typed on meanwhile: a later lookup answers
                    }
                    list.getItems().setAll(suggestions);
                    found.setText(suggestions.size() + " suggestions for " + typed);
                    if (!popup.isShowing() && field.getScene() != null) {
                        Bounds at = field.localToScreen(field.getBoundsInLocal());
                        popup.show(field, at.getMinX(), at.getMaxY());
                    }
                });
            }, "lookup-suggestions");
            lookup.setDaemon(true);
            lookup.start();
        });
        stage.setTitle("Order");
        stage.setScene(new Scene(new VBox(6, new Label("Drink"), field, found), 320, 220));
        stage.show();
    }

    @Override
    public void stop() {
        Platform.exit();
    }
}
