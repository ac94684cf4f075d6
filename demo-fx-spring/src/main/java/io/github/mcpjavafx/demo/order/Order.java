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

    /** Whether {@link #markShipped} makes sense: the order is neither shipped nor cancelled. */
    public boolean canShip() {
        return status == OrderStatus.NEW || status == OrderStatus.PAID;
    }

    /**
     * True when {@code text} is this order's id, or the customer or product name contains it
     * (ignoring case); blank text matches every order.
     */
    public boolean matches(String text) {
        if (text == null || text.isBlank()) {
            return true;
        }
        String needle = text.strip().toLowerCase(Locale.ROOT);
        return needle.equals(Integer.toString(id))
                || customer.toLowerCase(Locale.ROOT).contains(needle)
                || product.toString().toLowerCase(Locale.ROOT).contains(needle);
    }
}
