package io.github.mcpjavafx.demo.order;

import java.time.LocalDate;
import java.util.Locale;

/**
 * One order.
 *
 * @param deliveryDate nullable for old orders that were delivered without one
 */
public record Order(int id, String customer, Product product, int quantity, OrderStatus status, boolean express,
                    LocalDate deliveryDate) {

    /** The same order with another status. */
    public Order withStatus(OrderStatus newStatus) {
        return new Order(id, customer, product, quantity, newStatus, express, deliveryDate);
    }

    /** True when the customer or the product name contains {@code text}, ignoring case; blank matches all. */
    public boolean matches(String text) {
        if (text == null || text.isBlank()) {
            return true;
        }
        String needle = text.strip().toLowerCase(Locale.ROOT);
        return customer.toLowerCase(Locale.ROOT).contains(needle)
                || product.toString().toLowerCase(Locale.ROOT).contains(needle);
    }
}
