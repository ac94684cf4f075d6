package io.github.mcpjavafx.debug;

import io.github.mcpjavafx.debug.spi.DebugServerStarter;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * Starts the MCP debug server in an application without Spring: one line in {@code main} or in
 * {@code Application.start}.
 *
 * <pre>{@code
 * McpJavafxHandle mcp = McpJavafxDebug.startFromSystemProperties(); // -Dmcp.ui=true turns it on
 * ...
 * mcp.close(); // in Application.stop(), or left to the toolkit's end
 * }</pre>
 *
 * <p>A server not closed by the app closes itself once the JavaFX toolkit has ended (after the last
 * window closed, or {@code Platform.exit()}), so that it never keeps the JVM running; when the toolkit has
 * started within 2 minutes of the install (an app that starts it later, or never, closes its server itself).
 *
 * <p>Both return in milliseconds: the server starts on a thread of its own, once the app's first window has
 * drawn its first frame (at once when no JavaFX is on the class path; at the latest 10 s after the JVM started, or
 * after the toolkit started when that came after the install), and serves a second or two after that begins;
 * the handle says when ({@link McpJavafxHandle#whenReady()}, {@link McpJavafxHandle#awaitReady}), and
 * reports a failure to start (logged as well) instead of throwing it.
 *
 * <p>One server per JVM: installing again while a server runs returns the running handle when the
 * configuration is the same, and fails with {@link IllegalStateException} when it differs (close
 * the running one first). After {@code close()} a new server can be installed.
 */
public final class McpJavafxDebug {

    private McpJavafxDebug() {
    }

    /**
     * Starts the server for {@code config} on a thread of its own and returns its handle at once,
     * in state {@link McpJavafxHandle.State#STARTING}; safe to call on the FX thread. With
     * {@code enabled=false} starts nothing and returns a {@link McpJavafxHandle.State#DISABLED} handle.
     * A server that cannot start (its port in use, an application tool named like one of ours) logs
     * why and reports it through the handle.
     *
     * <pre>{@code
     * McpJavafxDebug.install(McpJavafxConfig.builder().appTools(true).build(), new OrderTools(orders));
     * }</pre>
     *
     * @param appTools the application's own tools: objects with Spring AI {@code @McpTool} methods (any
     *                 signature), published next to the {@code ui_*} tools when {@code config.appTools()} is
     *                 true, and not at all otherwise. On a read-only server those not marked
     *                 {@code readOnlyHint = true} are hidden and refused.
     * @throws IllegalArgumentException when the bind host is not a loopback address
     * @throws IllegalStateException    when a server with another configuration or other application
     *                                  tools already starts or runs, or when no server is on the class path
     *                                  (the core jar without the starter)
     */
    public static McpJavafxHandle install(McpJavafxConfig config, Object... appTools) {
        Objects.requireNonNull(config, "config");
        if (!config.enabled()) {
            return new DisabledHandle(config);
        }
        McpJavafxHandle handle = serverStarter().start(config, List.of(appTools));
        ToolkitExitWatch.closeWhenToolkitEnds(handle);
        return handle;
    }

    /** The server comes from the jar that has it (mcp-javafx-debug-server, which the starter and the agent bring). */
    private static DebugServerStarter serverStarter() {
        return ServiceLoader.load(DebugServerStarter.class, McpJavafxDebug.class.getClassLoader()).findFirst()
                .orElseThrow(() -> new IllegalStateException("No MCP debug server on the class path: "
                        + "add io.github.mcpjavafx:mcp-javafx-debug-server (in a Spring Boot app, "
                        + "io.github.mcpjavafx:mcp-javafx-debug-spring-boot-starter), not only the core jar."));
    }

    /**
     * Starts the server as the {@code mcp.*} system properties say ({@code -Dmcp.ui=true} turns it
     * on; {@link Setting} lists every key). Without {@code mcp.ui=true} nothing starts.
     */
    public static McpJavafxHandle startFromSystemProperties() {
        return install(SystemPropertyConfig.read(System.getProperties()));
    }

    private record DisabledHandle(McpJavafxConfig config) implements McpJavafxHandle {
        @Override
        public State state() {
            return State.DISABLED;
        }

        @Override
        public boolean isRunning() {
            return false;
        }

        @Override
        public CompletionStage<McpJavafxHandle> whenReady() {
            return CompletableFuture.<McpJavafxHandle>failedFuture(new IllegalStateException(
                    "The MCP JavaFX debug server is disabled (mcp.ui is not true).")).minimalCompletionStage();
        }

        @Override
        public boolean awaitReady(Duration timeout) {
            return false;
        }

        @Override
        public Optional<Throwable> failure() {
            return Optional.empty();
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
