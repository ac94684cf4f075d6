package io.github.mcpjavafx.debug.security;

import java.net.InetAddress;
import java.net.UnknownHostException;

/**
 * The debug server gives full control of the UI to whoever can reach it, so it only ever listens
 * on a loopback address. This is where that rule is enforced.
 */
public final class LoopbackAddresses {

    private LoopbackAddresses() {
    }

    /**
     * The loopback address {@code host} names.
     *
     * @throws IllegalArgumentException when {@code host} is not a loopback address, saying why
     */
    public static InetAddress require(String host) {
        InetAddress address;
        try {
            address = InetAddress.getByName(host);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("mcp.ui.bind-host '" + host + "' does not resolve: use 127.0.0.1, ::1 or localhost.", e);
        }
        if (!address.isLoopbackAddress()) {
            throw new IllegalArgumentException("mcp.ui.bind-host '" + host + "' is not a loopback address. The MCP "
                    + "JavaFX debug server gives full control of the UI to its clients, so it only listens on loopback "
                    + "(127.0.0.1, ::1 or localhost); remote access is not supported.");
        }
        return address;
    }

    /** How the address appears in a URL: IPv6 in brackets. */
    public static String urlHost(InetAddress address) {
        String literal = address.getHostAddress();
        return literal.contains(":") ? "[" + literal + "]" : literal;
    }
}
