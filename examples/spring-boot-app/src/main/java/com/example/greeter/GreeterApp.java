package com.example.greeter;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The JavaFX side: the Spring context lives as long as the application (created in init, closed in stop,
 * which also stops the MCP debug server the starter runs when mcp.ui.enabled or -Dmcp.ui=true is set).
 */
public class GreeterApp extends Application {

    private ConfigurableApplicationContext context;

    @Override
    public void init() {
        context = new SpringApplicationBuilder(GreeterConfiguration.class)
                .main(GreeterMain.class)
                .run(getParameters().getRaw().toArray(String[]::new));
    }

    @Override
    public void start(Stage stage) {
        Greetings greetings = context.getBean(Greetings.class);
        TextField name = new TextField();
        name.setId("name");
        name.setPromptText("Your name");
        Button greet = new Button("Greet");
        greet.setId("greet");
        Label greeting = new Label();
        greeting.setId("greeting");
        greet.setOnAction(event -> greeting.setText(greetings.greet(name.getText())));

        stage.setTitle("Greeter");
        stage.setScene(new Scene(new VBox(8, name, greet, greeting), 320, 160));
        stage.show();
    }

    @Override
    public void stop() {
        if (context != null) {
            context.close();
        }
    }
}
