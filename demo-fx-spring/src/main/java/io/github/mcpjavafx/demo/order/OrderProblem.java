package io.github.mcpjavafx.demo.order;

/** Why a field of an order request is not acceptable, in words for the person at the desk. */
public record OrderProblem(OrderField field, String message) {
}
