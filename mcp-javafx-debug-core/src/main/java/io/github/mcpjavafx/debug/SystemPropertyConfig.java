package io.github.mcpjavafx.debug;

import java.util.Locale;
import java.util.Properties;

/**
 * Reads {@link McpJavafxConfig} from {@code mcp.*} system properties (or any {@link Properties}).
 * Every key is optional; an unparsable value fails with a message naming the key.
 *
 * <table>
 *   <caption>Keys</caption>
 *   <tr><td>{@code mcp.ui}</td><td>true starts the server (default false)</td></tr>
 *   <tr><td>{@code mcp.transport}</td><td>{@code http} (default) or {@code sse}</td></tr>
 *   <tr><td>{@code mcp.bind}</td><td>loopback address (default 127.0.0.1)</td></tr>
 *   <tr><td>{@code mcp.port}</td><td>TCP port, 0 = free port (default)</td></tr>
 *   <tr><td>{@code mcp.token}</td><td>bearer token (default generated)</td></tr>
 *   <tr><td>{@code mcp.logToken}</td><td>{@code false} masks the token in the startup log (default true)</td></tr>
 *   <tr><td>{@code mcp.allowActions}</td><td>false = read-only (default true)</td></tr>
 *   <tr><td>{@code mcp.fxTimeoutMs}, {@code mcp.serverShutdownMs}</td><td>timeouts (5000, 2000)</td></tr>
 *   <tr><td>{@code mcp.maxResultChars}</td><td>the most characters of a snapshot's text (40000)</td></tr>
 *   <tr><td>{@code mcp.highlightActions}</td><td>false stops flashing each action's target (default true)</td></tr>
 *   <tr><td>{@code mcp.pickModifier}</td><td>the key held to pick a node: alt (default), ctrl, shift, meta</td></tr>
 *   <tr><td>{@code mcp.appTools}</td><td>true publishes the tools passed to {@code install} (default false)</td></tr>
 *   <tr><td>{@code mcp.snapshot.depth}, {@code .bounds}, {@code .localToScreen}, {@code .properties},
 *       {@code .virtualization}, {@code .accessibility}, {@code .internals}</td><td>snapshot defaults</td></tr>
 * </table>
 */
public final class SystemPropertyConfig {

    private SystemPropertyConfig() {
    }

    public static McpJavafxConfig read(Properties p) {
        SnapshotOptions d = SnapshotOptions.defaults();
        SnapshotOptions snapshot = new SnapshotOptions(
                integer(p, "mcp.snapshot.depth", d.depth()),
                bool(p, "mcp.snapshot.bounds", d.includeBounds()),
                bool(p, "mcp.snapshot.localToScreen", d.includeLocalToScreen()),
                bool(p, "mcp.snapshot.properties", d.includeProperties()),
                bool(p, "mcp.snapshot.virtualization", d.includeVirtualization()),
                bool(p, "mcp.snapshot.accessibility", d.includeAccessibility()),
                bool(p, "mcp.snapshot.internals", d.includeControlInternals()));
        String transport = p.getProperty("mcp.transport");
        return McpJavafxConfig.builder()
                .enabled(bool(p, "mcp.ui", false))
                .transport(transport == null ? Transport.HTTP_LOCAL : Transport.parse(transport))
                .bindHost(p.getProperty("mcp.bind"))
                .port(integer(p, "mcp.port", 0))
                .token(p.getProperty("mcp.token"))
                .logToken(bool(p, "mcp.logToken", true))
                .allowActions(bool(p, "mcp.allowActions", true))
                .snapshotDefaults(snapshot)
                .fxTimeoutMs(integer(p, "mcp.fxTimeoutMs", McpJavafxConfig.DEFAULT_FX_TIMEOUT_MS))
                .maxResultChars(integer(p, "mcp.maxResultChars", McpJavafxConfig.DEFAULT_MAX_RESULT_CHARS))
                .serverShutdownMs(integer(p, "mcp.serverShutdownMs", McpJavafxConfig.DEFAULT_SERVER_SHUTDOWN_MS))
                .highlightActions(bool(p, "mcp.highlightActions", true))
                .pickModifier(p.getProperty("mcp.pickModifier"))
                .appTools(bool(p, "mcp.appTools", false))
                .build();
    }

    private static boolean bool(Properties p, String key, boolean fallback) {
        String v = p.getProperty(key);
        if (v == null || v.isBlank()) {
            return fallback;
        }
        return switch (v.trim().toLowerCase(Locale.ROOT)) {
            case "true", "yes", "on", "1" -> true;
            case "false", "no", "off", "0" -> false;
            default -> throw new IllegalArgumentException("System property " + key + "=" + v + " is not true or false.");
        };
    }

    private static int integer(Properties p, String key, int fallback) {
        String v = p.getProperty(key);
        if (v == null || v.isBlank()) {
            return fallback;
        }
        try {
            return Integer.parseInt(v.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("System property " + key + "=" + v + " is not a whole number.", e);
        }
    }
}
