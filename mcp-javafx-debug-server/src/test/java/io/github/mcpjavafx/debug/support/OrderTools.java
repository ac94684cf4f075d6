package io.github.mcpjavafx.debug.support;

import org.springframework.ai.mcp.annotation.McpTool;
import org.springframework.ai.mcp.annotation.McpTool.McpAnnotations;
import org.springframework.ai.mcp.annotation.McpToolParam;

import java.util.concurrent.atomic.AtomicInteger;

/** An application's own tools, as an app would write them: one that reads, one that changes its data. */
public class OrderTools {

    public final AtomicInteger open = new AtomicInteger(7);

    @McpTool(name = "count_orders", description = "How many orders have the given status.",
            annotations = @McpAnnotations(readOnlyHint = true, destructiveHint = false, openWorldHint = false))
    public String countOrders(@McpToolParam(description = "open or done") String status) {
        return open.get() + " " + status + " orders";
    }

    @McpTool(name = "reset_orders", description = "Puts the sample orders back.",
            annotations = @McpAnnotations(readOnlyHint = false, destructiveHint = true, openWorldHint = false))
    public String resetOrders() {
        open.set(10);
        return "10 orders restored";
    }
}
