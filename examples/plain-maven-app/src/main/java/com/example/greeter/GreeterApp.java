package com.example.greeter;

import io.github.mcpjavafx.debug.McpJavafxDebug;
import io.github.mcpjavafx.debug.McpJavafxHandle;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

/**
 * A name field, a Greet button and the greeting, and a Quit button; the MCP debug server when started with
 * -Dmcp.ui=true. It never closes the server: the server closes itself when the toolkit ends.
 */
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
        Button quit = new Button("Quit");
        quit.setId("quit");
        quit.setOnAction(event -> Platform.exit());

        stage.setTitle("Greeter");
        stage.setScene(new Scene(new VBox(8, name, greet, greeting, quit), 320, 160));
        stage.show();

        McpJavafxHandle mcp = McpJavafxDebug.startFromSystemProperties(); // starts only with -Dmcp.ui=true; returns at once
        mcp.whenReady().thenAccept(server -> System.out.println("MCP at " + server.endpoint() + "/mcp"));
    }
}
