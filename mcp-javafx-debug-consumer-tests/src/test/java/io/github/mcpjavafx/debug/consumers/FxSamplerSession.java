package io.github.mcpjavafx.debug.consumers;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.util.List;

/**
 * FXSampler started with the agent and an MCP client connected to it, shared by the tests of one class (register
 * it as a static extension); a failure inside {@link #drive} names the request that failed and the end of the
 * app's log.
 */
final class FxSamplerSession implements BeforeAllCallback, AfterAllCallback {

    private final String name;
    private final List<String> flags;
    private LaunchedApp app;
    private McpAgent agent;

    /** @param name what the app's log is named after */
    FxSamplerSession(String name) {
        this(name, List.of());
    }

    /** ... launched with more JVM flags ({@code --add-opens} a sample needs). */
    FxSamplerSession(String name, List<String> flags) {
        this.name = name;
        this.flags = List.copyOf(flags);
    }

    /** Starts FXSampler, waits for its server and initializes a client. */
    @Override
    public void beforeAll(ExtensionContext context) {
        app = FxSampler.startWithTheAgent(name, flags);
        app.awaitServer(ConsumerAppsIT.SERVER_START);
        agent = new McpAgent(app);
        agent.initialize();
    }

    McpAgent agent() {
        return agent;
    }

    /** Runs a scenario; a failure is told with the MCP request it failed at and what the app logged. */
    void drive(Runnable scenario) {
        try {
            scenario.run();
        } catch (RuntimeException | AssertionError e) {
            throw new AssertionError("FXSampler failed over MCP at " + agent.lastRequest() + "; its log (" + app.log()
                    + ") says:\n" + app.tail(40), e);
        }
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (agent != null) {
            agent.close();
        }
        if (app != null) {
            app.close();
        }
    }
}
