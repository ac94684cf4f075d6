package io.github.mcpjavafx.debug;

import java.util.Locale;

/**
 * How the MCP server talks to its clients. All transports listen on a loopback address only.
 */
public enum Transport {

    /**
     * Streamable HTTP at {@code /mcp}, what current MCP clients speak; the default. Served without
     * sessions: each request stands alone, so clients that vanish leave nothing behind and the
     * server stops at once. The tools need no server-to-client messages, so nothing is lost.
     */
    HTTP_LOCAL("http", "Streamable HTTP at /mcp, what current MCP clients speak (the default)."),

    /** The older HTTP+SSE transport ({@code /sse} and {@code /mcp/message}) for clients that predate streamable HTTP. */
    SSE("sse", "The older HTTP+SSE transport at /sse, for clients that predate streamable HTTP.");

    private final String spelling;
    private final String summary;

    Transport(String spelling, String summary) {
        this.spelling = spelling;
        this.summary = summary;
    }

    /** How configuration names this transport: {@code http} or {@code sse}. */
    public String spelling() {
        return spelling;
    }

    /** One sentence on the transport, for the IDE's value hints. */
    public String summary() {
        return summary;
    }

    /**
     * Reads a transport from its configuration spelling: {@code http} (also {@code streamable},
     * {@code stateless}) or {@code sse}, or an enum constant name; case-insensitive.
     *
     * @throws IllegalArgumentException naming the accepted values
     */
    public static Transport parse(String value) {
        String v = value == null ? "" : value.trim().toLowerCase(Locale.ROOT).replace('-', '_');
        return switch (v) {
            case "http", "http_local", "streamable", "streamable_http", "stateless" -> HTTP_LOCAL;
            case "sse" -> SSE;
            default -> throw new IllegalArgumentException(
                    "Unknown MCP transport '" + value + "': use http (streamable HTTP, the default) or sse");
        };
    }
}
