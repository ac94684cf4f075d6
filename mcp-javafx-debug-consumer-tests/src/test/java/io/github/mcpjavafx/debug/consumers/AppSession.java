package io.github.mcpjavafx.debug.consumers;

import io.github.mcpjavafx.debug.testsupport.LaunchedApp;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A real app started with the agent and an MCP client connected to it once the app is ready: shared by the tests of
 * one class (register it as a static extension) or used by one test as a resource ({@link #start()}). A failure
 * inside {@link #drive} names the request that failed and the end of the app's log.
 */
class AppSession implements BeforeAllCallback, AfterAllCallback, AutoCloseable {

    private final String title;
    private final Supplier<LaunchedApp> launch;
    private final Consumer<McpAgent> ready;
    private LaunchedApp app;
    private McpAgent agent;

    /**
     * @param title  the app's name in failure messages
     * @param launch starts the app
     * @param ready  what an agent does before the app is ready for the tests (waits out its first frames)
     */
    AppSession(String title, Supplier<LaunchedApp> launch, Consumer<McpAgent> ready) {
        this.title = title;
        this.launch = launch;
        this.ready = ready;
    }

    /** Starts the app, waits for its server, initializes a client and waits until the app is ready. */
    AppSession start() {
        app = launch.get();
        app.awaitServer(ConsumerAppsIT.SERVER_START);
        agent = new McpAgent(app);
        drive(() -> {
            agent.initialize();
            ready.accept(agent);
        });
        return this;
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        start();
    }

    McpAgent agent() {
        return agent;
    }

    LaunchedApp app() {
        return app;
    }

    /** Runs one action, which must succeed. */
    CallToolResult perform(Map<String, Object> action) {
        CallToolResult result = agent.call("ui_perform", Map.of("actions", List.of(action)));
        assertThat(result.isError()).as(AgentChannel.TEXT.read(result)).isFalse();
        return result;
    }

    /** A target by uid, as the tools take it. */
    static Map<String, Object> ref(String uid) {
        return Map.of("ref", Map.of("uid", uid));
    }

    /** Runs a scenario; a failure is told with the MCP request it failed at and what the app logged. */
    void drive(Runnable scenario) {
        drive(() -> {
            scenario.run();
            return null;
        });
    }

    /** Runs a scenario and returns what it gives; a failure is told as {@link #drive(Runnable)} tells it. */
    <T> T drive(Supplier<T> scenario) {
        try {
            return scenario.get();
        } catch (RuntimeException | AssertionError e) {
            throw new AssertionError(title + " failed over MCP at " + agent.lastRequest() + "; its log (" + app.log()
                    + ") says:\n" + app.tail(40), e);
        }
    }

    @Override
    public void afterAll(ExtensionContext context) {
        close();
    }

    /** Closes the client, then stops the app. */
    @Override
    public void close() {
        if (agent != null) {
            agent.close();
        }
        if (app != null) {
            app.close();
        }
    }
}
