package io.github.mcpjavafx.debug.support;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxDebug;
import io.github.mcpjavafx.debug.McpJavafxHandle;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import javafx.application.Application;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.util.function.Supplier;

/**
 * An app of the test's, shown anew for each test, with the debug server in its default configuration and an MCP
 * client connected to it; all closed after the test. Register it with {@code @RegisterExtension}.
 */
public final class AppOverMcp implements BeforeEachCallback, AfterEachCallback {

    private final Supplier<Application> app;
    private McpJavafxHandle server;
    private McpTestClient client;

    public AppOverMcp(Supplier<Application> app) {
        this.app = app;
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        HeadlessFx.closeAllWindows();
        HeadlessFx.start(app.get());
        server = McpJavafxDebug.install(McpJavafxConfig.defaults());
        client = McpTestClient.streamable(server.endpoint(), server.token());
    }

    @Override
    public void afterEach(ExtensionContext context) {
        client.close();
        server.close();
        HeadlessFx.closeAllWindows();
    }

    public McpTestClient client() {
        return client;
    }
}
