package io.github.mcpjavafx.demo.order;

import javafx.application.Platform;
import org.springframework.ai.mcp.annotation.McpTool;
import org.springframework.ai.mcp.annotation.McpTool.McpAnnotations;
import org.springframework.stereotype.Component;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The desk's own tool for an agent, published by the debug server next to its {@code ui_*} tools
 * ({@code mcp.ui.app-tools: true}): what a test or a demo needs and no user would click for.
 */
@Component
public class OrderDeskTools {

    private final OrderService orders;

    public OrderDeskTools(OrderService orders) {
        this.orders = orders;
    }

    @McpTool(name = "reset_sample_orders", description = "Put the desk's sample orders back: placed orders are "
            + "dropped, shipped ones are open again. The table shows the change at once.",
            annotations = @McpAnnotations(readOnlyHint = false, destructiveHint = true, idempotentHint = true,
                    openWorldHint = false))
    public String resetSampleOrders() throws InterruptedException, ExecutionException, TimeoutException {
        // Tools are called on a server thread; the table observes the list, so it changes on the FX thread.
        CompletableFuture<Integer> reset = new CompletableFuture<>();
        Platform.runLater(() -> {
            orders.resetToSamples();
            reset.complete(orders.orders().size());
        });
        return reset.get(5, TimeUnit.SECONDS) + " sample orders restored.";
    }
}
