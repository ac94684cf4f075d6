package com.example.modular;

import io.github.mcpjavafx.debug.McpJavafxDebug;
import io.github.mcpjavafx.debug.McpJavafxHandle;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

/**
 * A name field, a Greet button and the greeting; the MCP debug server when started with -Dmcp.ui=true. On the module
 * path an Application subclass is its own main class.
 */
public class ModularGreeterApp extends Application {

    private McpJavafxHandle mcp;

    @Override
    public void start(Stage stage) {
        TextField name = new TextField();
        name.setId("name");
        Button greet = new Button("Greet");
        greet.setId("greet");
        Label greeting = new Label();
        greeting.setId("greeting");
        greet.setOnAction(event -> greeting.setText("Hello, " + name.getText() + "!"));

        stage.setTitle("Modular greeter");
        stage.setScene(new Scene(new VBox(8, name, greet, greeting), 320, 160));
        stage.show();

        mcp = McpJavafxDebug.startFromSystemProperties();
    }

    @Override
    public void stop() {
        if (mcp != null) {
            mcp.close();
        }
    }

    public static void main(String[] args) {
        launch(args);
    }
}
