package io.github.mcpjavafx.demo.order;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** The desk's order history: the same orders on every start, so agents and tests can rely on them. */
final class SampleOrders {

    private static final List<String> CUSTOMERS = List.of(
            "ACME Ltd", "Globex", "Initech", "Umbrella Cafe", "Stark Roasters", "Wayne Catering", "Hooli",
            "Soylent Foods", "Tyrell Offices", "Cyberdyne Canteen", "Wonka Sweets", "Gringotts Bank",
            "Oceanic Air", "Vandelay Imports", "Bluth Bananas", "Prestige Worldwide", "Dunder Paper",
            "Los Pollos", "Monarch Diner", "Pied Piper");
    private static final long SEED = 20_240_601L;
    private static final LocalDate FIRST_DELIVERY = LocalDate.of(2024, 1, 2);

    private SampleOrders() {
    }

    /** {@code count} orders with ids 1..count. */
    static List<Order> generate(int count) {
        Random random = new Random(SEED); // its sequence for a seed is fixed by the JDK's specification
        Product[] products = Product.values();
        OrderStatus[] statuses = OrderStatus.values();
        List<Order> orders = new ArrayList<>(count);
        for (int id = 1; id <= count; id++) {
            String customer = CUSTOMERS.get(random.nextInt(CUSTOMERS.size()));
            Product product = products[random.nextInt(products.length)];
            int quantity = 1 + random.nextInt(20);
            OrderStatus status = statuses[random.nextInt(statuses.length)];
            boolean express = random.nextInt(10) == 0;
            orders.add(new Order(id, customer, product, quantity, status, express,
                    FIRST_DELIVERY.plusDays(id / 30)));
        }
        return orders;
    }
}
