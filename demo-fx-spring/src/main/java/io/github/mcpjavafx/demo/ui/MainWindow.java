package io.github.mcpjavafx.demo.ui;

import io.github.mcpjavafx.demo.order.OrderService;
import javafx.application.Platform;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;
import org.springframework.stereotype.Component;

import java.time.Clock;

/**
 * The Order desk's window: a menu bar, three tabs (Order form, Orders, Activity) and a status bar.
 * The views are plain JavaFX objects built here, on the FX thread, from the Spring beans they need.
 */
@Component
public class MainWindow {

    static final String TITLE = "Order desk";
    static final double WIDTH = 960;
    static final double HEIGHT = 640;

    private final OrderService orders;
    private final ActivityLog activity;
    private final Clock clock;

    MainWindow(OrderService orders, ActivityLog activity, Clock clock) {
        this.orders = orders;
        this.activity = activity;
        this.clock = clock;
    }

    /** Builds the window's content into {@code stage} and shows it; FX thread. */
    public void show(Stage stage) {
        OrderFormView form = new OrderFormView(orders, activity, clock);
        TabPane tabs = new TabPane(
                tab("Order form", "orderFormTab", form.root()),
                tab("Orders", "ordersTab", new OrdersView(orders, activity).root()),
                tab("Activity", "activityTab", new ActivityView(activity).root()));
        tabs.setId("mainTabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);

        Label status = new Label();
        status.setId("status");
        status.getStyleClass().add("status-bar");
        status.setMaxWidth(Double.MAX_VALUE);
        status.textProperty().bind(activity.statusProperty());

        BorderPane root = new BorderPane(tabs);
        root.setTop(menuBar(stage, tabs, form));
        root.setBottom(status);

        Scene scene = new Scene(root, WIDTH, HEIGHT);
        scene.getStylesheets().add(MainWindow.class.getResource("order-desk.css").toExternalForm());
        stage.setTitle(TITLE);
        stage.setScene(scene);
        stage.show();
        activity.record("Order desk ready: " + orders.orders().size() + " orders loaded");
    }

    private MenuBar menuBar(Stage stage, TabPane tabs, OrderFormView form) {
        MenuItem newOrder = new MenuItem("New order");
        newOrder.setId("newOrder");
        newOrder.setOnAction(e -> {
            tabs.getSelectionModel().select(0);
            form.reset();
            activity.record("New order started");
        });
        MenuItem exit = new MenuItem("Exit");
        exit.setId("exit");
        exit.setOnAction(e -> Platform.exit()); // stop() closes the Spring context and the debug server

        MenuItem about = new MenuItem("About");
        about.setId("about");
        about.setOnAction(e -> showAbout(stage));

        Menu file = new Menu("File", null, newOrder, new SeparatorMenuItem(), exit);
        file.setId("fileMenu");
        Menu help = new Menu("Help", null, about);
        help.setId("helpMenu");
        MenuBar bar = new MenuBar(file, help);
        bar.setId("menuBar");
        return bar;
    }

    private void showAbout(Stage owner) {
        Alert alert = new Alert(Alert.AlertType.INFORMATION);
        alert.initOwner(owner);
        alert.setTitle("About " + TITLE);
        alert.setHeaderText(TITLE);
        alert.setContentText("A small order desk to try mcp-javafx-debug on: "
                + "an MCP client can see this window and use it like a person would.");
        activity.record("About opened");
        alert.showAndWait();
        activity.record("About closed");
    }

    private static Tab tab(String title, String id, Parent content) {
        Tab tab = new Tab(title, content);
        tab.setId(id);
        return tab;
    }
}
