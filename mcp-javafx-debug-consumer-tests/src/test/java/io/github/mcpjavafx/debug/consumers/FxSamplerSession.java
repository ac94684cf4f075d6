package io.github.mcpjavafx.debug.consumers;

import io.modelcontextprotocol.spec.McpSchema.CallToolResult;

import java.util.List;
import java.util.Map;

/**
 * FXSampler started with the agent and an MCP client connected to it, shared by the tests of one class (register
 * it as a static extension), and how an agent opens one of its samples.
 */
final class FxSamplerSession extends AppSession {

    /** @param name what the app's log is named after */
    FxSamplerSession(String name) {
        this(name, List.of());
    }

    /** ... launched with more JVM flags ({@code --add-opens} a sample needs). */
    FxSamplerSession(String name, List<String> flags) {
        super("FXSampler", () -> FxSampler.startWithTheAgent(name, List.copyOf(flags)), agent -> { });
    }

    /**
     * Searches the sample tree for the sample and opens the first tree row that names it, as an agent does; returns
     * the answer of the click that opened it (what the sample added to the window).
     */
    CallToolResult open(String sampleName) {
        String search = AgentChannel.TEXT.uidOn(agent().call("ui_get_snapshot", Map.of()), "TextField", "prompt=\"Search\"");
        perform(Map.of("type", "setText", "target", ref(search), "text", sampleName));
        String sample = AgentChannel.TEXT.uidOn(agent().call("ui_query",
                Map.of("selector", Map.of("text", sampleName))), "TreeCell", sampleName);
        return perform(Map.of("type", "click", "target", ref(sample)));
    }
}
