package io.github.mcpjavafx.debug.support;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * A small form for trying looks and window sizes: a long field label that a narrow window cuts, a status label
 * to restyle, and a close request the app may veto ({@link #vetoClose}), as an editor with unsaved changes does.
 */
public class OrderFormApp extends Application {

    /** How many close requests the app's {@code onCloseRequest} has handled. */
    public final AtomicInteger closeRequests = new AtomicInteger();
    /** When true, the app's {@code onCloseRequest} consumes the request: the window stays. */
    public volatile boolean vetoClose;

    @Override
    public void start(Stage stage) {
        Label customer = new Label("Customer name and billing address");
        customer.setId("customer");
        TextField field = new TextField();
        field.setId("customerField");
        Label status = new Label("Overdue");
        status.setId("status");
        stage.setTitle("Order form");
        stage.setScene(new Scene(new VBox(8, new HBox(8, customer, field), status), 640, 300));
        stage.setOnCloseRequest(event -> {
            closeRequests.incrementAndGet();
            if (vetoClose) {
                event.consume();
            }
        });
        stage.show();
    }
}
