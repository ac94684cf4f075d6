package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.McpJavafxConfig;

import java.net.InetAddress;
import java.util.List;

/**
 * What the debug server context is built from: the configuration, and what was derived from it
 * before start (the checked loopback address, the token in force).
 *
 * @param config          the configuration
 * @param address         the loopback address to bind
 * @param token           the bearer token in force (configured or generated)
 * @param tokenGenerated  whether {@code token} was generated at start
 * @param maxRequestBytes request bodies over this are refused with 413
 * @param appTools        the application's objects whose {@code @McpTool} methods are published next to
 *                        ours; empty unless {@link McpJavafxConfig#appTools()}
 */
public record DebugServerSettings(
        McpJavafxConfig config,
        InetAddress address,
        String token,
        boolean tokenGenerated,
        long maxRequestBytes,
        List<Object> appTools) {

    public DebugServerSettings {
        appTools = List.copyOf(appTools);
    }
}
