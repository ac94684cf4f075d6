package io.github.mcpjavafx.debug.support;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxDebug;
import io.github.mcpjavafx.debug.McpJavafxHandle;
import io.github.mcpjavafx.debug.core.support.HeadlessFx;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.util.List;
import java.util.Map;

/**
 * The debug server with its default configuration for a test class, an MCP client connected to it,
 * and a fresh {@link MailFixture} for each test; with the calls an agent makes most. Register it as
 * a static field with {@code @RegisterExtension}.
 */
public final class MailOverMcp implements BeforeAllCallback, AfterAllCallback, BeforeEachCallback, AfterEachCallback {

    private McpJavafxHandle server;
    private McpTestClient client;
    private MailFixture app;

    @Override
    public void beforeAll(ExtensionContext context) {
        server = McpJavafxDebug.install(McpJavafxConfig.defaults());
        client = McpTestClient.streamable(server.endpoint(), server.token());
    }

    @Override
    public void afterAll(ExtensionContext context) {
        client.close();
        server.close();
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        HeadlessFx.closeAllWindows();
        app = MailFixture.show();
    }

    @Override
    public void afterEach(ExtensionContext context) {
        app.close();
    }

    public McpTestClient client() {
        return client;
    }

    /** The app shown for the current test. */
    public MailFixture app() {
        return app;
    }

    public CallToolResult snapshot() {
        return client.call("ui_get_snapshot", Map.of());
    }

    /** {@code ui_perform} with one action. */
    public CallToolResult perform(Map<String, Object> action) {
        return client.call("ui_perform", Map.of("actions", List.of(action)));
    }

    public CallToolResult click(String uid) {
        return perform(Map.of("type", "click", "target", ref(uid)));
    }

    /** The target {@code {"ref": {"uid": uid}}}. */
    public static Map<String, Object> ref(String uid) {
        return Map.of("ref", Map.of("uid", uid));
    }
}
