package io.github.mcpjavafx.demo.order;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * What the order form holds.
 *
 * @param customer     nullable
 * @param pin          the customer's 4-digit account PIN; nullable
 * @param product      nullable until one is chosen
 * @param deliveryDate nullable until one is chosen
 */
public record OrderRequest(String customer, String pin, Product product, int quantity, boolean express,
                           LocalDate deliveryDate) {

    public static final int MAX_QUANTITY = 99;
    /** Express orders leave the same day, so they can be delivered within this many days. */
    public static final int EXPRESS_MAX_DAYS = 3;

    /** Everything wrong with the request, in form order; empty when it can be placed. */
    public List<OrderProblem> problems(LocalDate today) {
        List<OrderProblem> problems = new ArrayList<>();
        if (customer == null || customer.strip().length() < 2) {
            problems.add(new OrderProblem(OrderField.CUSTOMER, "Enter the customer's name (at least 2 characters)."));
        }
        if (pin == null || !pin.matches("\\d{4}")) {
            problems.add(new OrderProblem(OrderField.PIN, "The PIN has exactly 4 digits."));
        }
        if (product == null) {
            problems.add(new OrderProblem(OrderField.PRODUCT, "Choose a product."));
        }
        if (quantity < 1 || quantity > MAX_QUANTITY) {
            problems.add(new OrderProblem(OrderField.QUANTITY, "Quantity is 1 to " + MAX_QUANTITY + "."));
        }
        if (deliveryDate == null) {
            problems.add(new OrderProblem(OrderField.DELIVERY_DATE, "Choose a delivery date."));
        } else if (!deliveryDate.isAfter(today)) {
            problems.add(new OrderProblem(OrderField.DELIVERY_DATE, "Delivery is tomorrow at the earliest."));
        } else if (express && deliveryDate.isAfter(today.plusDays(EXPRESS_MAX_DAYS))) {
            problems.add(new OrderProblem(OrderField.DELIVERY_DATE,
                    "Express delivery is within " + EXPRESS_MAX_DAYS + " days; pick an earlier date or untick express."));
        }
        return problems;
    }
}
