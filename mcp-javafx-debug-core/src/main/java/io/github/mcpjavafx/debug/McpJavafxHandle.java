package io.github.mcpjavafx.debug;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletionStage;

/**
 * A debug server as returned by {@link McpJavafxDebug#install}: starting, serving, failed or closed.
 *
 * <p>The server starts on a thread of its own, so {@code install()} returns at once, also on the FX
 * thread in {@code Application.start()}, and the window is never held up. It serves about a second
 * or two later. To act when it does, without blocking:
 *
 * <pre>{@code
 * mcp.whenReady().thenAccept(server -> System.out.println("MCP at " + server.endpoint() + "/mcp"));
 * }</pre>
 *
 * or, off the FX thread, wait with {@link #awaitReady(Duration)}. A failure to start (a port in use,
 * say) is logged and reported here ({@link #state()}, {@link #failure()}, {@link #whenReady()}), never
 * thrown into the application later.
 */
public interface McpJavafxHandle extends AutoCloseable {

    /** Where a handle is in its life. */
    enum State {
        /** The configuration had {@code enabled=false}: nothing was started. */
        DISABLED,
        /** The server's context is starting on its own thread; the port may not be bound yet. */
        STARTING,
        /** The server is bound and serves requests. */
        RUNNING,
        /** The server could not start; {@link #failure()} says why. The JVM's server slot is free again. */
        FAILED,
        /** {@link #close()} was called. */
        CLOSED
    }

    /** The configuration the server was started with. */
    McpJavafxConfig config();

    /** Where the server is now; never blocks. */
    State state();

    /** True while the server serves requests ({@link State#RUNNING}): false while it starts, after it failed and after {@link #close()}. */
    boolean isRunning();

    /**
     * Completes with this handle once the server serves requests, or exceptionally with the reason it
     * never will: the start failed, the handle was closed first, or the configuration is disabled.
     * Dependent actions run on the server's start thread (or at once when already complete): keep them short.
     */
    CompletionStage<McpJavafxHandle> whenReady();

    /**
     * Waits at most {@code timeout} for the server to serve requests. Returns {@code true} when it
     * does; {@code false} when it failed to start, was closed, is disabled, or the time ran out
     * ({@link #state()} says which, {@link #failure()} why). Blocks: prefer {@link #whenReady()} on the FX thread.
     */
    boolean awaitReady(Duration timeout);

    /** Why the server could not start; empty unless {@link #state()} is {@link State#FAILED}. */
    Optional<Throwable> failure();

    /**
     * The server's base URL, e.g. {@code http://127.0.0.1:49321}; MCP clients connect to
     * {@code <endpoint>/mcp} ({@code <endpoint>/sse} with the SSE transport). Empty for a disabled handle.
     *
     * <p>The port (which may be chosen at start) is known only once the server is bound: while it
     * starts, this <b>waits</b> for it (up to a minute), so do not call it on the FX thread then; use
     * {@link #whenReady()}. Throws {@link IllegalStateException} when the server failed to start or was
     * closed before it was ready.
     */
    String endpoint();

    /** The bearer token clients must send (generated at install unless configured); known at once; null when disabled. */
    String token();

    /**
     * Stops the server and frees its port within {@code serverShutdownMs}. Idempotent. Called while the
     * server starts, it waits for the start to finish (a Spring context cannot be stopped halfway), then
     * stops it, so the port is free when it returns.
     */
    @Override
    void close();
}
