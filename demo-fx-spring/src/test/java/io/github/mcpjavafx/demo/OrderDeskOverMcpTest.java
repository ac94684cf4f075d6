package io.github.mcpjavafx.demo;

import io.github.mcpjavafx.debug.autoconfigure.DebugServerLifecycle;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.github.mcpjavafx.debug.server.DebugServer;
import io.github.mcpjavafx.demo.order.Order;
import io.github.mcpjavafx.demo.order.OrderService;
import io.github.mcpjavafx.demo.order.OrderStatus;
import io.github.mcpjavafx.demo.order.Product;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import javafx.scene.input.Clipboard;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.github.mcpjavafx.demo.AgentClient.click;
import static io.github.mcpjavafx.demo.AgentClient.css;
import static io.github.mcpjavafx.demo.AgentClient.matches;
import static io.github.mcpjavafx.demo.AgentClient.structured;
import static io.github.mcpjavafx.demo.AgentClient.text;
import static io.github.mcpjavafx.demo.AgentClient.uidOf;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Order desk as an agent meets it: started like the real application (Spring context in
 * {@code init()}, window from its beans in {@code start()}, the debug profile on, a free port),
 * and driven only through the MCP tools over streamable HTTP. The application's own state is read
 * directly only to check what the tools report.
 */
class OrderDeskOverMcpTest {

    private static OrderDeskApplication app;
    private static OrderService orders;
    private static AgentClient agent;

    @BeforeAll
    static void startTheDesk() throws Exception {
        HeadlessFx.start();
        app = (OrderDeskApplication) FxToolkit.setupApplication(OrderDeskApplication.class,
                "--spring.profiles.active=debug", "--mcp.ui.port=0");
        orders = app.context().getBean(OrderService.class);
        DebugServer server = app.context().getBean(DebugServerLifecycle.class).server();
        agent = AgentClient.connect(server.endpoint(), server.token());
    }

    @AfterAll
    static void stopTheDesk() throws Exception {
        if (agent != null) {
            agent.close();
        }
        if (app != null) {
            FxToolkit.cleanupApplication(app); // stop(): closes the Spring context and the debug server
        }
        HeadlessFx.closeAllWindows();
    }

    @Test
    void anOrderFilledInThroughTheToolsIsPlacedAndTheResultSaysSo() {
        agent.clickText("Order form");
        fillForm("ACME Ltd", "1234", "Burr grinder");
        agent.perform(click(css("#submit")));

        assertThat(agent.textOf("#result")).contains("placed: 1 x Burr grinder for ACME Ltd, delivery");
        String snapshot = text(agent.call("ui_get_snapshot", Map.of()));
        assertThat(snapshot).containsPattern("Label#result u-\\w+ \"Order #\\d+ placed")
                .containsPattern("Label#status u-\\w+ \"Order #\\d+ placed for ACME Ltd\"");
        Order last = lastOrder();
        assertThat(last.customer()).isEqualTo("ACME Ltd");
        assertThat(last.product()).isEqualTo(Product.GRINDER);
        assertThat(last.express()).isFalse();
    }

    @Test
    void anIncompleteOrderIsRefusedWithAMessageNextToEachFieldToFix() {
        agent.clickText("Order form");
        agent.perform(click(css("#clear")));
        agent.perform(Map.of("type", "setText", "target", css("#pin"), "text", "12a"));
        int before = orderCount();
        agent.perform(click(css("#submit")));

        assertThat(agent.textOf("#result")).contains("Not placed: 3 fields need attention.");
        assertThat(agent.textOf("#customerError")).contains("Enter the customer's name");
        assertThat(agent.textOf("#pinError")).contains("exactly 4 digits");
        assertThat(agent.textOf("#productError")).contains("Choose a product");
        assertThat(orderCount()).isEqualTo(before);
    }

    /**
     * "Why is this message red?" in one call: ui_get_node with the style section names the desk's stylesheet,
     * the line and the selector, in both channels, and the colour is the one the label really has.
     */
    @Test
    @SuppressWarnings("unchecked")
    void aFieldMessagesColourIsTracedToItsRuleInTheDesksStylesheet() {
        agent.clickText("Order form");
        agent.perform(click(css("#clear")));
        agent.perform(click(css("#submit")));

        CallToolResult read = agent.call("ui_get_node", Map.of("target", css("#customerError"), "fields", List.of("style")));

        Object fill = HeadlessFx.onFx(() -> javafx.stage.Window.getWindows().stream()
                .map(window -> (javafx.scene.control.Label) window.getScene().lookup("#customerError"))
                .filter(java.util.Objects::nonNull).findFirst().orElseThrow().getTextFill());
        assertThat(fill).isEqualTo(javafx.scene.paint.Color.web("#b00020"));
        assertThat(text(read)).contains("-fx-text-fill #b00020: stylesheet order-desk.css:7 `.error`");
        Map<String, Object> textFill = ((List<Map<String, Object>>) structured(read).get("style")).stream()
                .filter(style -> "-fx-text-fill".equals(style.get("property"))).findFirst().orElseThrow();
        assertThat(textFill).containsEntry("origin", "stylesheet").containsEntry("stylesheet", "order-desk.css")
                .containsEntry("line", 7).containsEntry("selector", ".error").containsEntry("value", "#b00020");
    }

    /**
     * "Do the form's fields fit at 800x600, and which texts does a narrower window cut?" A resize answers with the
     * texts it cuts, as the app really draws them; the node read next says how much of its text shows.
     */
    @Test
    void aResizeAnswersWhichTextsTheWindowCuts() {
        agent.clickText("Order form");
        try {
            String at800 = text(agent.perform(Map.of("type", "window", "width", 800, "height", 600)));
            assertThat(at800).contains("#0 window 800x600: ok, Stage[0] \"Order desk\" 800x600 at ");
            assertThat(at800).contains(cutSaid(cutInTheApp()));

            String narrow = text(agent.perform(Map.of("type", "window", "width", 360, "height", 600)));
            List<String> cut = cutInTheApp();
            assertThat(cut).as("a narrow window cuts some texts").isNotEmpty();
            assertThat(narrow).contains(cutSaid(cut));
            Matcher first = Pattern.compile("cut: \\S+ (u-[0-9a-z]+)").matcher(narrow);
            assertThat(first.find()).as(narrow).isTrue();
            String node = text(agent.call("ui_get_node", Map.of("target", Map.of("ref", Map.of("uid", first.group(1))))));
            assertThat(node).contains("its text is cut: it shows ");
        } finally {
            agent.perform(Map.of("type", "window", "width", 960, "height", 640));
        }
    }

    /** How a resize's line counts the texts cut. */
    private static String cutSaid(List<String> cut) {
        return cut.isEmpty() ? "; no text is cut" : "; " + cut.size() + (cut.size() == 1 ? " text" : " texts") + " cut: ";
    }

    /** The texts of the labeled controls that the app draws shorter than they are, in its showing windows. */
    private static List<String> cutInTheApp() {
        return HeadlessFx.onFx(() -> {
            List<String> cut = new java.util.ArrayList<>();
            for (javafx.stage.Window window : javafx.stage.Window.getWindows()) {
                if (window.isShowing() && window.getScene() != null) {
                    collectCut(window.getScene().getRoot(), cut);
                }
            }
            return cut;
        });
    }

    private static void collectCut(javafx.scene.Node node, List<String> cut) {
        if (!node.isVisible()) {
            return;
        }
        if (node instanceof javafx.scene.control.Labeled labeled && labeled.getText() != null && !labeled.getText().isEmpty()
                && labeled.getChildrenUnmodifiable().stream().anyMatch(child -> child instanceof javafx.scene.text.Text shown
                && shown.getStyleClass().contains("text") && !labeled.getText().equals(shown.getText()))) {
            cut.add(labeled.getText());
        }
        if (node instanceof javafx.scene.Parent parent) {
            parent.getChildrenUnmodifiable().forEach(child -> collectCut(child, cut));
        }
    }

    @Test
    void anExpressOrderWaitsForTheConfirmationDialogAndIsPlacedOnOk() {
        agent.clickText("Order form");
        fillForm("Globex", "4321", "Travel mug");
        agent.perform(click(css("#express")));
        agent.perform(click(css("#submit")));

        CallToolResult withDialog = agent.call("ui_get_snapshot", Map.of("stage", "all"));
        assertThat(text(withDialog)).contains("\"Express delivery\"").contains("modal")
                .contains("Express delivery adds €15.00 to the order for Globex.");
        assertThat(agent.textOf("#result")).doesNotContain("Globex");

        agent.clickText("OK");
        assertThat(agent.textOf("#result")).contains("1 x Travel mug for Globex, express, delivery");
        assertThat(windowTitles()).doesNotContain("Express delivery");
        assertThat(lastOrder().express()).isTrue();
    }

    @Test
    void filteringTheOrdersShowsTheCountAndOnlyMatchingRows() {
        agent.clickText("Orders");
        agent.perform(Map.of("type", "setText", "target", css("#filter"), "text", "Initech"));
        long initech = HeadlessFx.onFx(() -> orders.orders().stream().filter(o -> o.customer().equals("Initech")).count());
        int total = orderCount();
        assertThat(initech).isBetween(1L, 9_999L);

        assertThat(agent.textOf("#ordersCount")).contains(initech + " of " + total + " orders");
        Map<String, Object> table = snapshotTable();
        assertThat(table.get("itemsCount")).isEqualTo((int) initech);
        List<Map<String, Object>> rows = visibleRows(table);
        assertThat(rows).isNotEmpty().allSatisfy(row -> assertThat(cells(row).get(1)).isEqualTo("Initech"));
        assertThat(table.get("columns")).isEqualTo(List.of("ID", "Customer", "Product", "Qty", "Status"));

        agent.perform(Map.of("type", "setText", "target", css("#filter"), "text", ""));
        assertThat(agent.textOf("#ordersCount")).contains(total + " of " + total + " orders");
    }

    @Test
    @SuppressWarnings("unchecked")
    void markShippedFromTheTablesContextMenuChangesTheRowAndTheLog() {
        agent.clickText("Orders");
        agent.perform(Map.of("type", "setText", "target", css("#filter"), "text", "82"));
        assertThat(agent.textOf("#ordersCount")).contains("1 of ");
        assertThat(HeadlessFx.onFx(() -> orders.orders().get(81).status())).isEqualTo(OrderStatus.NEW);

        agent.perform(Map.of("type", "click", "button", "SECONDARY", "target", Map.of("ref", Map.of("uid", agent.uidOfCell("82")))));
        agent.clickText("Mark shipped");

        assertThat(cells(visibleRows(snapshotTable()).get(0))).containsExactly("82", "Initech", "Filter beans 1 kg", "14", "Shipped");
        assertThat(agent.textOf("#status")).contains("Order #82 marked shipped");
        agent.clickText("Activity");
        Map<String, Object> activity = (Map<String, Object>) agent.node("#activityList", "virtualization").get("virtualization");
        assertThat(cells(visibleRows(activity).get(0))).singleElement(InstanceOfAssertFactories.STRING)
                .endsWith("Order #82 marked shipped"); // newest first
    }

    @Test
    void theDesksOwnToolPutsTheSampleOrdersBack() {
        Order sample = HeadlessFx.onFx(() -> orders.orders().stream().filter(Order::canShip).findFirst().orElseThrow());
        assertThat(HeadlessFx.onFx(() -> orders.markShipped(sample.id()))).isPresent();
        assertThat(agent.toolNames()).contains("reset_sample_orders", "ui_get_snapshot");

        CallToolResult reset = agent.call("reset_sample_orders", Map.of());

        assertThat(text(reset)).contains(OrderService.SAMPLE_SIZE + " sample orders restored");
        assertThat(HeadlessFx.onFx(() -> orders.orders().get(sample.id() - 1))).isEqualTo(sample);
        assertThat(HeadlessFx.onFx(() -> orders.orders().size())).isEqualTo(OrderService.SAMPLE_SIZE);
    }

    @Test
    void copyOrderIdFromTheContextMenuPutsItOnTheClipboard() {
        agent.clickText("Orders");
        agent.perform(Map.of("type", "setText", "target", css("#filter"), "text", "13"));
        agent.perform(Map.of("type", "click", "button", "SECONDARY", "target", Map.of("ref", Map.of("uid", agent.uidOfCell("13")))));
        agent.clickText("Copy order id");

        assertThat(HeadlessFx.onFx(() -> Clipboard.getSystemClipboard().getString())).isEqualTo("13");
        assertThat(agent.textOf("#status")).contains("Copied order id 13");
    }

    @Test
    void aboutOpensFromTheHelpMenuAsADialogWindowAndOkClosesIt() {
        agent.clickText("Help");
        agent.clickText("About");

        CallToolResult open = agent.call("ui_get_snapshot", Map.of("stage", "all"));
        assertThat(text(open)).containsPattern("Dialog\\[\\d+] \"About Order desk\" owner=0 modal");
        assertThat(windowTitles()).contains("About Order desk");

        agent.clickText("OK");
        assertThat(windowTitles()).containsExactly("Order desk");
        assertThat(agent.textOf("#status")).contains("About closed");
    }

    /** Types like a person where it matters (the PIN) and picks the product from the combo box's popup list. */
    private static void fillForm(String customer, String pin, String product) {
        agent.perform(
                Map.of("type", "setText", "target", css("#customer"), "text", customer),
                Map.of("type", "focus", "target", css("#pin")),
                Map.of("type", "typeText", "text", pin),
                click(css("#product")));
        agent.clickText(product); // the cell in the combo box's popup window
        assertThat(String.valueOf(agent.valueOf("#product"))).isEqualTo(product);
    }

    /** The table's virtualization section from a full snapshot of just its subtree. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> snapshotTable() {
        String table = uidOf(matches(agent.call("ui_query", Map.of("selector", css("#ordersTable")))).get(0));
        CallToolResult snapshot = agent.call("ui_get_snapshot", Map.of(
                "root", Map.of("uid", table), "mode", "full")); // the node tree is structured in full mode
        Map<String, Object> stage = ((List<Map<String, Object>>) structured(snapshot).get("stages")).get(0);
        Map<String, Object> root = (Map<String, Object>) ((Map<String, Object>) stage.get("scene")).get("root");
        assertThat(root).containsEntry("id", "ordersTable");
        return (Map<String, Object>) root.get("virtualization");
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> visibleRows(Map<String, Object> table) {
        return (List<Map<String, Object>>) table.get("visibleCells");
    }

    @SuppressWarnings("unchecked")
    private static List<String> cells(Map<String, Object> row) {
        return (List<String>) row.get("cells");
    }

    @SuppressWarnings("unchecked")
    private static List<String> windowTitles() {
        CallToolResult snapshot = agent.call("ui_get_snapshot", Map.of("stage", "all", "depth", 1));
        return ((List<Map<String, Object>>) structured(snapshot).get("windows")).stream()
                .map(window -> ((String) window.get("window")).replaceFirst("^\\w+\\[\\d+] \"([^\"]*)\".*", "$1"))
                .toList();
    }

    private static Order lastOrder() {
        return HeadlessFx.onFx(() -> orders.orders().get(orders.orders().size() - 1));
    }

    private static int orderCount() {
        return HeadlessFx.onFx(() -> orders.orders().size());
    }
}
