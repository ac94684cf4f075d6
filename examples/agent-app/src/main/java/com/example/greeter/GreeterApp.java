package com.example.greeter;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

/** A name field, a Greet button and the greeting: JavaFX only, no code of the debug server's. */
public class GreeterApp extends Application {

    @Override
    public void start(Stage stage) {
        TextField name = new TextField();
        name.setId("name");
        name.setPromptText("Your name");
        Button greet = new Button("Greet");
        greet.setId("greet");
        Label greeting = new Label();
        greeting.setId("greeting");
        greet.setOnAction(event -> greeting.setText("Hello, " + name.getText() + "!"));

        stage.setTitle("Greeter");
        stage.setScene(new Scene(new VBox(8, name, greet, greeting), 320, 160));
        stage.show();
    }
}
