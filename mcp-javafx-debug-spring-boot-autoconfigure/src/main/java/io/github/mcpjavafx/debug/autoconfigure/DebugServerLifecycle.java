package io.github.mcpjavafx.debug.autoconfigure;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.server.DebugServer;
import org.springframework.context.SmartLifecycle;

import java.util.List;
import java.util.function.Supplier;

/**
 * Starts the debug server when the application context has started and stops it when the context
 * closes (first, before the application's own beans go away). The server's own context starts on a
 * thread of its own, so the application's start (and its window) never waits for it; a failure to
 * start is logged and reported by {@link #server()}'s handle rather than failing the application,
 * since a debugging aid must not keep the app from running. The JVM's one-server rule of
 * {@link DebugServer#start} holds here too: an app that also calls {@code McpJavafxDebug.install()}
 * with another configuration fails to start instead of running two servers.
 */
public class DebugServerLifecycle implements SmartLifecycle {

    private final McpJavafxConfig config;
    private final Supplier<List<Object>> appTools;
    private volatile DebugServer server;

    /** A server without the application's own tools. */
    public DebugServerLifecycle(McpJavafxConfig config) {
        this(config, List::of);
    }

    /**
     * @param appTools the application's objects with {@code @McpTool} methods, looked up at start (when
     *                 every bean exists); published when {@link McpJavafxConfig#appTools()} is true
     */
    public DebugServerLifecycle(McpJavafxConfig config, Supplier<List<Object>> appTools) {
        this.config = config;
        this.appTools = appTools;
    }

    @Override
    public synchronized void start() {
        if (server == null) {
            server = DebugServer.start(config, config.appTools() ? appTools.get() : List.of());
        }
    }

    @Override
    public synchronized void stop() {
        if (server != null) {
            server.close();
            server = null;
        }
    }

    @Override
    public boolean isRunning() {
        return server != null;
    }

    /** Stops before other lifecycle beans so no tool call reaches a half-closed application. */
    @Override
    public int getPhase() {
        return Integer.MAX_VALUE - 100;
    }

    /**
     * The server's handle (starting, running or failed: see {@link DebugServer#state()} and
     * {@link DebugServer#awaitReady}), or {@code null} before start and after stop.
     */
    public DebugServer server() {
        return server;
    }
}
