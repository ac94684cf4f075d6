package io.github.mcpjavafx.debug.consumers;

import java.util.List;

/** How a launch switches the debug server on, with a given port and token: the names differ with and without Spring. */
enum DebugSwitch {

    /** {@code McpJavafxDebug.startFromSystemProperties()} in an app without Spring. */
    SYSTEM_PROPERTIES("mcp.ui", "mcp.port", "mcp.token"),
    /** The starter's Spring properties, given as system properties (Spring reads those too). */
    SPRING_PROPERTIES("mcp.ui.enabled", "mcp.ui.port", "mcp.ui.token"),
    /** The Java agent jar (system property {@code agent.jar}), its options naming port and token: nothing else of ours. */
    AGENT(null, "port", "token");

    private final String enabled;
    private final String port;
    private final String token;

    DebugSwitch(String enabled, String port, String token) {
        this.enabled = enabled;
        this.port = port;
        this.token = token;
    }

    List<String> jvmOptions(int port, String token) {
        if (this == AGENT) {
            return List.of("-javaagent:" + System.getProperty("agent.jar") + "=" + this.port + "=" + port + "," + this.token + "=" + token);
        }
        return List.of("-D" + enabled + "=true", "-D" + this.port + "=" + port, "-D" + this.token + "=" + token);
    }
}
