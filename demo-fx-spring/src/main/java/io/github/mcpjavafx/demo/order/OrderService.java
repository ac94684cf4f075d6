package io.github.mcpjavafx.demo.order;

import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.stereotype.Service;

import java.util.Optional;

/**
 * The orders of the desk, as a list the views observe. Changes happen on the FX thread only,
 * because the table listens to the list directly. Each order placed or shipped is logged, as a
 * desk keeps a record of what it did beside its window.
 */
@Service
public class OrderService {

    private static final Log LOG = LogFactory.getLog(OrderService.class);

    /** How many orders the desk starts with. */
    public static final int SAMPLE_SIZE = 10_000;

    private final ObservableList<Order> orders = FXCollections.observableArrayList(SampleOrders.generate(SAMPLE_SIZE));
    private final ObservableList<Order> readOnlyOrders = FXCollections.unmodifiableObservableList(orders);

    /** All orders, oldest first; read-only for views. */
    public ObservableList<Order> orders() {
        return readOnlyOrders;
    }

    /** Places a request that has no {@link OrderRequest#problems problems}; FX thread. */
    public Order place(OrderRequest request) {
        Order order = new Order(nextId(), request.customer().strip(), request.product(), request.quantity(),
                OrderStatus.NEW, request.express(), request.deliveryDate());
        orders.add(order);
        LOG.info("Placed order #" + order.id() + ": " + order.quantity() + " x " + order.product() + " for "
                + order.customer() + (order.express() ? ", express" : ""));
        return order;
    }

    /** Marks an order shipped; FX thread. Empty when there is no such order or it {@linkplain Order#canShip cannot ship}. */
    public Optional<Order> markShipped(int orderId) {
        for (int i = 0; i < orders.size(); i++) {
            if (orders.get(i).id() == orderId && orders.get(i).canShip()) {
                Order shipped = orders.get(i).withStatus(OrderStatus.SHIPPED);
                orders.set(i, shipped);
                LOG.info("Shipped order #" + orderId);
                return Optional.of(shipped);
            }
        }
        return Optional.empty();
    }

    /** Puts the sample orders back, dropping what was placed or shipped since; FX thread. */
    public void resetToSamples() {
        orders.setAll(SampleOrders.generate(SAMPLE_SIZE));
    }

    private int nextId() {
        return orders.isEmpty() ? 1 : orders.get(orders.size() - 1).id() + 1;
    }
}
