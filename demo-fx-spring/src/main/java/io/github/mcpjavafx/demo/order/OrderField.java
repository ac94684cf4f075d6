package io.github.mcpjavafx.demo.order;

/** The fields of the order form that validation talks about. */
public enum OrderField {
    CUSTOMER, PIN, PRODUCT, QUANTITY, DELIVERY_DATE
}
