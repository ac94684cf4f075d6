package io.github.mcpjavafx.debug;

/**
 * A running (or closed) debug server, as returned by {@link McpJavafxDebug#install}.
 */
public interface McpJavafxHandle extends AutoCloseable {

    /** The configuration the server was started with. */
    McpJavafxConfig config();

    /** True until {@link #close()}; always false for a handle of a disabled configuration. */
    boolean isRunning();

    /**
     * The server's base URL, e.g. {@code http://127.0.0.1:49321}; MCP clients connect to
     * {@code <endpoint>/mcp} ({@code <endpoint>/sse} with the SSE transport). Empty for a disabled handle.
     */
    String endpoint();

    /** The bearer token clients must send (generated at start unless configured); null when disabled. */
    String token();

    /** Stops the server and frees its port within {@code serverShutdownMs}. Idempotent. */
    @Override
    void close();
}
