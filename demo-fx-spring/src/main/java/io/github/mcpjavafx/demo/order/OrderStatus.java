package io.github.mcpjavafx.demo.order;

/** Where an order is; {@link #toString()} is the text shown in the table. */
public enum OrderStatus {

    NEW("New"),
    PAID("Paid"),
    SHIPPED("Shipped"),
    CANCELLED("Cancelled");

    private final String label;

    OrderStatus(String label) {
        this.label = label;
    }

    @Override
    public String toString() {
        return label;
    }
}
