package io.github.mcpjavafx.demo;

import io.github.mcpjavafx.debug.autoconfigure.DebugServerLifecycle;
import io.github.mcpjavafx.debug.core.support.ExportedTests;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.server.DebugServer;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;

import java.nio.file.Path;
import java.util.Map;

import static io.github.mcpjavafx.demo.AgentClient.click;
import static io.github.mcpjavafx.demo.AgentClient.css;
import static io.github.mcpjavafx.demo.AgentClient.text;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A session on the Order desk, exported with {@code ui_export_test} and replayed against the desk: fields typed and
 * set, a product chosen in the combo box's popup, express delivery checked and confirmed in its dialog, the order
 * placed, found in the orders table through the filter and marked shipped from the row's context menu. The exported
 * test compiles, launches the desk by itself and passes; the desk's own log shows that the replay placed and shipped
 * the same order; and the same test fails when the replay chooses another product (its check of the combo box's value).
 */
class OrderDeskExportTest {

    static final String TEST = "replay.OrderDeskSessionTest";

    @Test
    void anExportedSessionReplaysOnTheDeskAndFailsWhenTheOrderDiffers() throws Exception {
        String source = recordAndExport();
        assertThat(source).contains("super(io.github.mcpjavafx.demo.OrderDeskApplication.class, Cleanup.STOP_APP, ",
                "setText(lookup(\"#customer\").queryAs(Node.class), \"ACME Ltd\");", "popupItem(\"Burr grinder\")",
                "named(\"Button\", \"OK\")", "contextClickOn(row(\"#ordersTable\", \"10001\", 0))", "lookup(\"#markShipped\")",
                "assertEquals(\"1 of 10001 orders\", textOf(lookup(\"#ordersCount\")",
                "assertEquals(List.of(\"10001\"), selectedIn(lookup(\"#ordersTable\")",
                "assertEquals(\"Burr grinder\", valueOf(lookup(\"#product\")", "assertEquals(\"true\", valueOf(lookup(\"#express\")")
                .as("the delivery date in the result comes from the clock: checked by its shape, so the test holds on another day")
                .contains("express, delivery \\\\d{4}-\\\\d{1,2}-\\\\d{1,2}\\\\.\", textOf(lookup(\"#result\")")
                .doesNotContain("1234\")));", "\u25cf\u25cf", "\u2022\u2022", "// by its position");

        Path kept = Path.of("target/order-desk-replay");
        ExportedTests.Run replay = ExportedTests.replay(TEST, source, kept, "OrderDeskSessionTest");
        assertThat(replay.passed()).as(replay.output()).isTrue();
        assertThat(replay.output()).as("the desk's log: the replay placed and shipped the order the session did")
                .contains("Placed order #10001: 2 x Burr grinder for ACME Ltd, express", "Shipped order #10001");

        String otherProduct = source.replace("popupItem(\"Burr grinder\")", "popupItem(\"Travel mug\")");
        ExportedTests.Run differs = ExportedTests.replay(TEST, otherProduct, kept, "OtherProduct");
        assertThat(differs.passed()).as(differs.output()).isFalse();
        assertThat(differs.output()).contains("expected: <Burr grinder> but was: <Travel mug>");
    }

    /** The session, on a desk of its own with the debug server on; the source as the text block gives it. */
    static String recordAndExport() throws Exception {
        HeadlessFx.start();
        OrderDeskApplication app = (OrderDeskApplication) FxToolkit.setupApplication(OrderDeskApplication.class,
                "--spring.profiles.active=debug", "--mcp.ui.port=0");
        DebugServer server = app.context().getBean(DebugServerLifecycle.class).server();
        try (AgentClient agent = AgentClient.connect(server.endpoint(), server.token())) {
            agent.perform(Map.of("type", "setText", "target", css("#customer"), "text", "ACME Ltd"),
                    Map.of("type", "typeText", "target", css("#pin"), "text", "1234"),
                    Map.of("type", "setText", "target", css("#quantity"), "text", "3"),
                    Map.of("type", "setValue", "target", css("#quantity"), "property", "value", "value", 2), // its arrows' way
                    click(css("#product")));
            agent.clickText("Burr grinder"); // in the combo box's popup
            agent.perform(click(css("#express")), click(css("#submit")));
            agent.clickText("OK"); // in the Express delivery dialog
            assertThat(agent.textOf("#result")).contains("placed: 2 x Burr grinder for ACME Ltd, express");

            agent.clickText("Orders");
            agent.perform(Map.of("type", "setText", "target", css("#filter"), "text", "10001"));
            agent.perform(Map.of("type", "click", "button", "SECONDARY", "target",
                    Map.of("ref", Map.of("uid", agent.uidOfCell("10001")))));
            agent.clickText("Mark shipped");
            assertThat(agent.textOf("#status")).isEqualTo("Order #10001 marked shipped");

            CallToolResult exported = agent.call("ui_export_test", Map.of("className", "OrderDeskSessionTest",
                    "packageName", "replay"));
            String text = text(exported);
            System.out.println("Order desk export: " + text.lines().findFirst().orElse(""));
            return text.substring(text.indexOf('\n') + 1);
        } finally {
            FxToolkit.cleanupApplication(app); // stop(): closes the Spring context and the debug server
            HeadlessFx.closeAllWindows();
        }
    }
}
