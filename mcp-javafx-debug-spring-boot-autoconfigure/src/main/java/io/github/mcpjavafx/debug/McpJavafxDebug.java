package io.github.mcpjavafx.debug;

import io.github.mcpjavafx.debug.server.DebugServer;

import java.util.Objects;

/**
 * Starts the MCP debug server in an application without Spring: one line in {@code main} or in
 * {@code Application.start}.
 *
 * <pre>{@code
 * McpJavafxHandle mcp = McpJavafxDebug.startFromSystemProperties(); // -Dmcp.ui=true turns it on
 * ...
 * mcp.close(); // in Application.stop()
 * }</pre>
 *
 * <p>One server per JVM: installing again while a server runs returns the running handle when the
 * configuration is the same, and fails with {@link IllegalStateException} when it differs (close
 * the running one first). After {@code close()} a new server can be installed.
 */
public final class McpJavafxDebug {

    private McpJavafxDebug() {
    }

    /**
     * Starts the server for {@code config}; with {@code enabled=false} starts nothing and returns a
     * handle that is not running.
     *
     * @throws IllegalArgumentException when the bind host is not a loopback address
     * @throws IllegalStateException    when another configuration already runs, or the server cannot start
     */
    public static McpJavafxHandle install(McpJavafxConfig config) {
        Objects.requireNonNull(config, "config");
        return config.enabled() ? DebugServer.start(config) : new DisabledHandle(config);
    }

    /**
     * Starts the server as the {@code mcp.*} system properties say ({@code -Dmcp.ui=true} turns it
     * on; see {@link SystemPropertyConfig} for every key). Without {@code mcp.ui=true} nothing starts.
     */
    public static McpJavafxHandle startFromSystemProperties() {
        return install(SystemPropertyConfig.read(System.getProperties()));
    }

    private record DisabledHandle(McpJavafxConfig config) implements McpJavafxHandle {
        @Override
        public boolean isRunning() {
            return false;
        }

        @Override
        public String endpoint() {
            return "";
        }

        @Override
        public String token() {
            return null;
        }

        @Override
        public void close() {
        }
    }
}
