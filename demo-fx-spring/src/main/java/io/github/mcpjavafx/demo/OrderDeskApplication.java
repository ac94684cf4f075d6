package io.github.mcpjavafx.demo;

import io.github.mcpjavafx.demo.ui.MainWindow;
import javafx.application.Application;
import javafx.stage.Stage;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The JavaFX side of the Order desk: the Spring context lives exactly as long as the application.
 * It is created in {@link #init()} (on the launcher thread, so the window does not wait for it
 * longer than it must), the window is built from its beans in {@link #start(Stage)} on the FX
 * thread, and it is closed in {@link #stop()}, which also stops the MCP debug server.
 */
public class OrderDeskApplication extends Application {

    private ConfigurableApplicationContext context;

    @Override
    public void init() {
        String[] args = getParameters().getRaw().toArray(String[]::new);
        context = new SpringApplicationBuilder(OrderDeskConfiguration.class)
                .main(OrderDeskMain.class) // started on the launcher thread, where no main method is on the stack
                .run(args);
    }

    @Override
    public void start(Stage stage) {
        context.getBean(MainWindow.class).show(stage);
    }

    @Override
    public void stop() {
        if (context != null) {
            context.close();
        }
    }

    /** The running Spring context; for tests that start the application themselves. */
    ConfigurableApplicationContext context() {
        return context;
    }
}
