package io.github.mcpjavafx.debug.autoconfigure;

import io.github.mcpjavafx.debug.server.DebugServer;
import io.github.mcpjavafx.debug.support.McpTestClient;
import io.github.mcpjavafx.debug.support.OrderTools;
import io.modelcontextprotocol.spec.McpSchema;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import static io.github.mcpjavafx.debug.support.McpTestClient.text;
import static org.assertj.core.api.Assertions.assertThat;

/** A Spring app's own {@code @McpTool} beans, published by the debug server with {@code mcp.ui.app-tools: true}. */
class AppToolBeansTest {

    private static final Duration READY = Duration.ofSeconds(60);

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(McpJavafxDebugAutoConfiguration.class))
            .withBean(OrderTools.class);

    @Test
    void theAppsToolBeansAreListedAndCallableWithTheSwitchOn() {
        runner.withPropertyValues("mcp.ui.enabled=true", "mcp.ui.app-tools=true").run(context -> {
            try (McpTestClient client = connect(context.getBean(DebugServerLifecycle.class).server())) {
                assertThat(toolNames(client)).contains("count_orders", "reset_orders");
                client.call("reset_orders", Map.of());
                assertThat(context.getBean(OrderTools.class).open).hasValue(10);
                assertThat(text(client.call("count_orders", Map.of("status", "open")))).contains("10 open orders");
            }
        });
    }

    @Test
    void withTheSwitchOffTheAppsBeansStayUnpublished() {
        runner.withPropertyValues("mcp.ui.enabled=true").run(context -> {
            try (McpTestClient client = connect(context.getBean(DebugServerLifecycle.class).server())) {
                assertThat(toolNames(client)).allMatch(name -> name.startsWith("ui_"));
            }
        });
    }

    private static McpTestClient connect(DebugServer server) {
        assertThat(server.awaitReady(READY)).isTrue();
        return McpTestClient.streamable(server.endpoint(), server.token());
    }

    private static List<String> toolNames(McpTestClient client) {
        return client.raw().listTools().tools().stream().map(McpSchema.Tool::name).toList();
    }
}
