package io.github.mcpjavafx.demo.ui;

import io.github.mcpjavafx.demo.order.Order;
import io.github.mcpjavafx.demo.order.OrderService;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.collections.transformation.FilteredList;
import javafx.collections.transformation.SortedList;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Parent;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.util.function.Function;

/**
 * The Orders tab: every order in a table (10,000 and more, virtualized by the TableView), a
 * filter by customer, product or id with a count of what it shows, and a context menu to copy an
 * order's id or mark it shipped.
 */
final class OrdersView {

    private final OrderService orders;
    private final ActivityLog activity;
    private final FilteredList<Order> filtered;
    private final TableView<Order> table = new TableView<>();
    private final Label count = new Label();
    private final VBox root;

    OrdersView(OrderService orders, ActivityLog activity) {
        this.orders = orders;
        this.activity = activity;
        this.filtered = new FilteredList<>(orders.orders());

        TextField filter = new TextField();
        filter.setId("filter");
        filter.setPromptText("Filter by customer, product or order id");
        filter.textProperty().addListener((obs, old, text) -> filtered.setPredicate(order -> order.matches(text)));
        HBox.setHgrow(filter, Priority.ALWAYS);
        count.setId("ordersCount");
        filtered.addListener((ListChangeListener<Order>) change -> updateCount());
        updateCount();

        SortedList<Order> sorted = new SortedList<>(filtered);
        sorted.comparatorProperty().bind(table.comparatorProperty());
        table.setItems(sorted);
        table.setId("ordersTable");
        table.setPlaceholder(new Label("No order matches the filter."));
        table.getColumns().add(column("ID", "idColumn", 70, Order::id));
        table.getColumns().add(column("Customer", "customerColumn", 200, Order::customer));
        table.getColumns().add(column("Product", "productColumn", 200, Order::product));
        table.getColumns().add(column("Qty", "quantityColumn", 60, Order::quantity));
        table.getColumns().add(column("Status", "statusColumn", 110, Order::status));
        table.setContextMenu(contextMenu());
        VBox.setVgrow(table, Priority.ALWAYS);

        HBox filterBar = new HBox(12, new Label("Filter"), filter, count);
        filterBar.setAlignment(Pos.CENTER_LEFT);
        root = new VBox(8, filterBar, table);
        root.setPadding(new Insets(12));
    }

    Parent root() {
        return root;
    }

    private ContextMenu contextMenu() {
        MenuItem copyId = new MenuItem("Copy order id");
        copyId.setId("copyOrderId");
        copyId.setOnAction(e -> {
            Order order = table.getSelectionModel().getSelectedItem();
            ClipboardContent content = new ClipboardContent();
            content.putString(Integer.toString(order.id()));
            Clipboard.getSystemClipboard().setContent(content);
            activity.record("Copied order id " + order.id());
        });
        MenuItem markShipped = new MenuItem("Mark shipped");
        markShipped.setId("markShipped");
        markShipped.setOnAction(e -> {
            Order order = table.getSelectionModel().getSelectedItem();
            orders.markShipped(order.id()).ifPresent(shipped -> {
                table.getSelectionModel().select(shipped); // the row was replaced, keep it selected
                activity.record("Order #" + shipped.id() + " marked shipped");
            });
        });
        var selected = table.getSelectionModel().selectedItemProperty();
        copyId.disableProperty().bind(selected.isNull());
        markShipped.disableProperty().bind(Bindings.createBooleanBinding(
                () -> selected.get() == null || !selected.get().canShip(), selected));
        return new ContextMenu(copyId, markShipped);
    }

    private void updateCount() {
        count.setText(filtered.size() + " of " + orders.orders().size() + " orders");
    }

    private static <T> TableColumn<Order, T> column(String title, String id, double width, Function<Order, T> value) {
        TableColumn<Order, T> column = new TableColumn<>(title);
        column.setId(id);
        column.setPrefWidth(width);
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
        return column;
    }
}
