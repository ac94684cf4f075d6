package io.github.mcpjavafx.debug.spi;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.McpJavafxHandle;

import java.util.List;

/**
 * Starts the debug server for {@link io.github.mcpjavafx.debug.McpJavafxDebug}: the engine (this jar)
 * knows no server, the server's jar provides one as a {@link java.util.ServiceLoader} service. This keeps
 * the public API in one package of one jar, which the module system requires (a package split across
 * two jars cannot be on the module path).
 *
 * <p>Not for applications: call {@code McpJavafxDebug}.
 */
public interface DebugServerStarter {

    /**
     * Starts the JVM's one debug server on a thread of its own and returns its handle at once, as
     * {@link io.github.mcpjavafx.debug.McpJavafxDebug#install} documents.
     */
    McpJavafxHandle start(McpJavafxConfig config, List<Object> appTools);
}
