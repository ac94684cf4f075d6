package io.github.mcpjavafx.debug;

import java.util.Locale;

/**
 * How the MCP server talks to its clients. All transports listen on a loopback address only.
 */
public enum Transport {

    /** Streamable HTTP at {@code /mcp} with sessions: what current MCP clients speak. The default. */
    HTTP_LOCAL,

    /** Streamable HTTP without sessions: every request stands alone, nothing to clean up. */
    HTTP_STATELESS,

    /** The older HTTP+SSE transport ({@code /sse} and {@code /mcp/message}) for clients that predate streamable HTTP. */
    SSE;

    /**
     * Reads a transport from its configuration spelling: {@code http} (or {@code streamable}),
     * {@code stateless}, {@code sse}, or an enum constant name; case-insensitive.
     *
     * @throws IllegalArgumentException naming the accepted values
     */
    public static Transport parse(String value) {
        String v = value == null ? "" : value.trim().toLowerCase(Locale.ROOT).replace('-', '_');
        return switch (v) {
            case "http", "http_local", "streamable", "streamable_http" -> HTTP_LOCAL;
            case "stateless", "http_stateless", "stateless_http" -> HTTP_STATELESS;
            case "sse" -> SSE;
            default -> throw new IllegalArgumentException(
                    "Unknown MCP transport '" + value + "': use http (streamable, the default), stateless or sse");
        };
    }
}
