package io.github.mcpjavafx.debug.consumers;

import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

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

    /** Searches the sample tree for the sample and opens the first tree row that names it, as an agent does. */
    void open(String sampleName) {
        String search = AgentChannel.TEXT.uidOn(agent.call("ui_get_snapshot", Map.of()), "TextField", "prompt=\"Search\"");
        perform(Map.of("type", "setText", "target", ref(search), "text", sampleName));
        String sample = AgentChannel.TEXT.uidOn(agent.call("ui_query",
                Map.of("selector", Map.of("text", sampleName))), "TreeCell", sampleName);
        perform(Map.of("type", "click", "target", ref(sample)));
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
