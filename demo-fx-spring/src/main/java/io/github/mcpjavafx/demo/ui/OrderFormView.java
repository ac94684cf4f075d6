package io.github.mcpjavafx.demo.ui;

import io.github.mcpjavafx.demo.order.Order;
import io.github.mcpjavafx.demo.order.OrderField;
import io.github.mcpjavafx.demo.order.OrderProblem;
import io.github.mcpjavafx.demo.order.OrderRequest;
import io.github.mcpjavafx.demo.order.OrderService;
import io.github.mcpjavafx.demo.order.Product;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

import java.time.Clock;
import java.time.LocalDate;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The Order form tab: customer, PIN, product, quantity, delivery date and express delivery, with
 * a message next to each field that needs attention and a result line under the buttons.
 */
final class OrderFormView {

    private static final String EXPRESS_FEE = "€15.00";

    private final OrderService orders;
    private final ActivityLog activity;
    private final Clock clock;

    private final TextField customer = new TextField();
    private final PasswordField pin = new PasswordField();
    private final ComboBox<Product> product = new ComboBox<>();
    private final Spinner<Integer> quantity = new Spinner<>(1, OrderRequest.MAX_QUANTITY, 1);
    private final DatePicker deliveryDate = new DatePicker();
    private final CheckBox express = new CheckBox("Express delivery (+" + EXPRESS_FEE + ", within "
            + OrderRequest.EXPRESS_MAX_DAYS + " days)");
    private final Label result = new Label();
    private final Map<OrderField, Label> errors = new EnumMap<>(OrderField.class);
    private final VBox root;

    OrderFormView(OrderService orders, ActivityLog activity, Clock clock) {
        this.orders = orders;
        this.activity = activity;
        this.clock = clock;

        customer.setId("customer");
        customer.setPromptText("Customer name");
        pin.setId("pin");
        pin.setPromptText("4 digits");
        product.setId("product");
        product.setPromptText("Choose a product");
        product.getItems().setAll(Product.values());
        quantity.setId("quantity");
        quantity.setEditable(true);
        deliveryDate.setId("deliveryDate");
        express.setId("express");
        result.setId("result");
        result.setWrapText(true);

        GridPane grid = new GridPane();
        grid.setId("orderForm");
        grid.setHgap(12);
        grid.setVgap(10);
        row(grid, 0, "Customer", customer, OrderField.CUSTOMER, "customerError");
        row(grid, 1, "PIN", pin, OrderField.PIN, "pinError");
        row(grid, 2, "Product", product, OrderField.PRODUCT, "productError");
        row(grid, 3, "Quantity", quantity, OrderField.QUANTITY, "quantityError");
        row(grid, 4, "Delivery date", deliveryDate, OrderField.DELIVERY_DATE, "deliveryDateError");
        grid.add(express, 1, 5, 2, 1);

        Button submit = new Button("Place order");
        submit.setId("submit");
        submit.setDefaultButton(true);
        submit.setOnAction(e -> submit());
        Button clear = new Button("Clear");
        clear.setId("clear");
        clear.setOnAction(e -> {
            reset();
            activity.record("Order form cleared");
        });

        Label title = new Label("New order");
        title.getStyleClass().add("title");
        root = new VBox(16, title, grid, new HBox(8, submit, clear), result);
        root.setPadding(new Insets(16));
        reset();
    }

    Parent root() {
        return root;
    }

    /** Empties the form for the next order and puts the cursor in the customer field. */
    void reset() {
        customer.clear();
        pin.clear();
        product.getSelectionModel().clearSelection();
        product.setValue(null);
        quantity.getValueFactory().setValue(1);
        express.setSelected(false);
        deliveryDate.setValue(LocalDate.now(clock).plusDays(2));
        showProblems(List.of());
        result.setText("");
        customer.requestFocus();
    }

    private void submit() {
        OrderRequest request = new OrderRequest(customer.getText(), pin.getText(), product.getValue(),
                quantity.getValue(), express.isSelected(), deliveryDate.getValue());
        List<OrderProblem> problems = request.problems(LocalDate.now(clock));
        showProblems(problems);
        if (!problems.isEmpty()) {
            String fields = problems.size() == 1 ? "1 field needs" : problems.size() + " fields need";
            showResult("Not placed: " + fields + " attention.", false);
            activity.record("Order rejected: " + fields + " attention");
            return;
        }
        if (request.express() && !confirmExpress(request)) {
            showResult("Not placed: express delivery was not confirmed.", false);
            activity.record("Express order for " + request.customer().strip() + " cancelled");
            return;
        }
        Order order = orders.place(request);
        reset();
        showResult("Order #" + order.id() + " placed: " + order.quantity() + " x " + order.product() + " for "
                + order.customer() + (order.express() ? ", express" : "") + ", delivery " + order.deliveryDate() + ".",
                true);
        activity.record("Order #" + order.id() + " placed for " + order.customer());
    }

    /** Express costs extra, so the desk asks before placing it; a modal dialog like any desktop app's. */
    private boolean confirmExpress(OrderRequest request) {
        Alert confirm = new Alert(Alert.AlertType.CONFIRMATION);
        confirm.initOwner(root.getScene().getWindow());
        confirm.setTitle("Express delivery");
        confirm.setHeaderText("Place an express order?");
        confirm.setContentText("Express delivery adds " + EXPRESS_FEE + " to the order for "
                + request.customer().strip() + ".");
        return confirm.showAndWait().filter(ButtonType.OK::equals).isPresent();
    }

    private void showProblems(List<OrderProblem> problems) {
        errors.values().forEach(label -> label.setText(""));
        problems.forEach(problem -> errors.get(problem.field()).setText(problem.message()));
    }

    private void showResult(String text, boolean ok) {
        result.setText(text);
        result.getStyleClass().removeAll("ok", "error");
        result.getStyleClass().add(ok ? "ok" : "error");
    }

    private void row(GridPane grid, int row, String caption, Node field, OrderField validated, String errorId) {
        Label label = new Label(caption);
        label.setLabelFor(field);
        Label error = new Label();
        error.setId(errorId);
        error.getStyleClass().add("error");
        errors.put(validated, error);
        grid.addRow(row, label, field, error);
    }
}
