package io.github.mcpjavafx.debug.server;

import io.github.mcpjavafx.debug.McpJavafxConfig;
import io.github.mcpjavafx.debug.security.TokenSources;

import java.net.InetAddress;
import java.util.List;

/**
 * What the debug server context is built from: the configuration, and what was derived from it
 * before start (the checked loopback address, the token in force).
 *
 * @param config          the configuration
 * @param address         the loopback address to bind
 * @param token           the bearer token in force (configured, read or generated)
 * @param tokenSource     where {@code token} came from, as the startup log names it (see {@link TokenSources.Resolved#source()})
 * @param maxRequestBytes request bodies over this are refused with 413
 * @param appTools        the application's objects whose {@code @McpTool} methods are published next to
 *                        ours; empty unless {@link McpJavafxConfig#appTools()}
 */
public record DebugServerSettings(
        McpJavafxConfig config,
        InetAddress address,
        String token,
        String tokenSource,
        long maxRequestBytes,
        List<Object> appTools) {

    public DebugServerSettings {
        appTools = List.copyOf(appTools);
    }
}
