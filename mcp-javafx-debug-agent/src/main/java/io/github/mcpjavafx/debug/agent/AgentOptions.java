package io.github.mcpjavafx.debug.agent;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;

/**
 * The agent's options, {@code key=value} pairs separated by commas ({@code port=47321,tokenFile=/home/me/.mcp-ui-token}),
 * read as the {@code mcp.*} system properties of the same name ({@code mcp.port}, {@code mcp.tokenFile}; a
 * key may also be written with its {@code mcp.} prefix). They fill in what {@code -D} did not set: a
 * system property given on the command line wins. The agent implies {@code mcp.ui=true} unless
 * {@code mcp.ui} is set either way. Two options are the agent's own: {@code headless=true} and {@code screen=WIDTHxHEIGHT}
 * ({@link HeadlessPlatform}).
 */
record AgentOptions(Map<String, String> properties) {

    static final String PREFIX = "mcp.";
    static final String ENABLED = "mcp.ui";

    AgentOptions {
        properties = Map.copyOf(properties);
    }

    /** Parses {@code key=value[,key=value…]}; null or blank gives no options. */
    static AgentOptions parse(String options) {
        Map<String, String> properties = new LinkedHashMap<>();
        if (options != null) {
            for (String pair : options.split(",")) {
                if (pair.isBlank()) {
                    continue;
                }
                int eq = pair.indexOf('=');
                if (eq <= 0) {
                    throw new IllegalArgumentException("agent option '" + pair.trim()
                            + "' is not key=value (for example port=47321,tokenFile=/home/me/.mcp-ui-token)");
                }
                String key = pair.substring(0, eq).trim();
                properties.put(key.startsWith(PREFIX) ? key : PREFIX + key, pair.substring(eq + 1).trim());
            }
        }
        return new AgentOptions(properties);
    }

    /** Sets each option not already set, and {@code mcp.ui=true} unless {@code mcp.ui} is set. */
    void applyTo(Properties system) {
        properties.forEach(system::putIfAbsent);
        system.putIfAbsent(ENABLED, "true");
    }

    /** False only when {@code mcp.ui} says so in so many words; an unreadable value is left for the server to report. */
    static boolean serverWanted(Properties system) {
        return !isFalse(system.getProperty(ENABLED, "true"));
    }

    /** {@code true}, {@code yes}, {@code on} or {@code 1}, in any case. */
    static boolean isTrue(String value) {
        return Set.of("true", "yes", "on", "1").contains(value.trim().toLowerCase(Locale.ROOT));
    }

    private static boolean isFalse(String value) {
        return Set.of("false", "no", "off", "0").contains(value.trim().toLowerCase(Locale.ROOT));
    }
}
