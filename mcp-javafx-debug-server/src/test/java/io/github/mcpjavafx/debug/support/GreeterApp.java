package io.github.mcpjavafx.debug.support;

import javafx.animation.PauseTransition;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.util.Duration;

/**
 * A small app for recorded sessions: a name field, a Greet button (found by its text), a greeting
 * label (by its id), a counter label with neither (by a css path), and a "Saved" note that shows a
 * moment after each greeting (something to wait for). Its {@code stop()} ends the toolkit, as many
 * apps' do.
 */
public class GreeterApp extends Application {

    private int greeted;

    @Override
    public void start(Stage stage) {
        TextField name = new TextField();
        name.setId("name");
        name.setPromptText("Your name");
        Label greeting = new Label("");
        greeting.setId("greeting");
        Label count = new Label("Not greeted yet");
        Label saved = new Label("Saved");
        saved.setVisible(false);
        Button greet = new Button("Greet");
        greet.setOnAction(event -> {
            greeting.setText(greeting(name.getText()));
            count.setText("Greeted " + ++greeted);
            PauseTransition later = new PauseTransition(Duration.millis(300));
            later.setOnFinished(done -> saved.setVisible(true));
            later.play();
        });
        stage.setTitle("Greeter");
        stage.setScene(new Scene(new VBox(8, name, greet, greeting, new HBox(count), saved), 400, 240));
        stage.show();
    }

    /** What the app says to {@code name}. */
    protected String greeting(String name) {
        return "Hello, " + name + "!";
    }

    @Override
    public void stop() {
        Platform.exit();
    }

    /** The same app with a changed greeting: a recorded test of {@link GreeterApp} must fail on it. */
    public static class Changed extends GreeterApp {
        @Override
        protected String greeting(String name) {
            return "Goodbye, " + name + "!";
        }
    }
}
