package io.github.mcpjavafx.debug;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Every setting of the debug server, declared once: its Spring property, its system property, the type
 * and default of its value as written in configuration, and what it does.
 *
 * <p>A new setting is a constant here, its field in {@link McpJavafxConfig} (with its builder method) and its
 * use. The rest reads this table: the builder's defaults, {@link SystemPropertyConfig}, the Spring
 * properties (bound key by key, their IDE metadata generated from here when the auto-configuration is
 * built). docs/configuration.md's table, written by hand, is checked against it by a test.
 */
public enum Setting {

    ENABLED("mcp.ui.enabled", "mcp.ui", Boolean.class, "false",
            "Start the debug server (the system property mcp.ui=true does too); while it is off, nothing"
                    + " listens and no thread is started.",
            McpJavafxConfig::enabled),
    TRANSPORT("mcp.ui.transport", "mcp.transport", String.class, "http",
            "How MCP clients connect: http (streamable HTTP at /mcp) or sse (the older HTTP+SSE at /sse).",
            McpJavafxConfig::transport, written -> Transport.parse((String) written), Setting::transports),
    BIND_HOST("mcp.ui.bind-host", "mcp.bind", String.class, McpJavafxConfig.DEFAULT_BIND_HOST,
            "Loopback address to listen on: 127.0.0.1, ::1 or localhost; any other address refuses to start.",
            McpJavafxConfig::bindHost),
    PORT("mcp.ui.port", "mcp.port", Integer.class, "0",
            "TCP port; 0 picks a free one (shown in the log). A fixed port keeps client configurations valid"
                    + " across restarts.",
            McpJavafxConfig::port),
    TOKEN("mcp.ui.token", "mcp.token", String.class, null,
            "Bearer token clients must send. Unset or empty: the token file, else the environment variable"
                    + " MCP_UI_TOKEN, else 192 random bits generated at each start. A ${VARIABLE} placeholder that"
                    + " does not resolve refuses to start, and so does a token under 16 characters. Whatever is on a"
                    + " command line, every local user can read.",
            McpJavafxConfig::token),
    TOKEN_FILE("mcp.ui.token-file", "mcp.tokenFile", String.class, null,
            "A file holding the bearer token, used when mcp.ui.token is unset; the server refuses to start when"
                    + " anyone but its owner may read it (chmod 600), when it is another user's or a symbolic link.",
            McpJavafxConfig::tokenFile),
    LOG_TOKEN("mcp.ui.log-token", "mcp.logToken", Boolean.class, "false",
            "Show the token whole in the startup log (and in the ready-to-paste client configuration); false"
                    + " masks it there: the private instance file the log names holds it.",
            McpJavafxConfig::logToken),
    ALLOW_ACTIONS("mcp.ui.allow-actions", "mcp.allowActions", Boolean.class, "true",
            "Allow ui_perform; false makes the server read-only: ui_perform is neither listed nor served.",
            McpJavafxConfig::allowActions),
    FX_TIMEOUT_MS("mcp.ui.fx-timeout-ms", "mcp.fxTimeoutMs", Integer.class, String.valueOf(McpJavafxConfig.DEFAULT_FX_TIMEOUT_MS),
            "How long one call waits for the JavaFX thread before it fails with MCP_UI_TIMEOUT, in milliseconds.",
            McpJavafxConfig::fxTimeoutMs),
    SERVER_SHUTDOWN_MS("mcp.ui.server-shutdown-ms", "mcp.serverShutdownMs", Integer.class,
            String.valueOf(McpJavafxConfig.DEFAULT_SERVER_SHUTDOWN_MS),
            "How long stopping the server may take before connections are cut, in milliseconds.",
            McpJavafxConfig::serverShutdownMs),
    MAX_RESULT_CHARS("mcp.ui.max-result-chars", "mcp.maxResultChars", Integer.class,
            String.valueOf(McpJavafxConfig.DEFAULT_MAX_RESULT_CHARS),
            "The most characters a snapshot's text may have; a larger one is cut at whole subtrees and says"
                    + " how to see the rest.",
            McpJavafxConfig::maxResultChars),
    HIGHLIGHT_ACTIONS("mcp.ui.highlight-actions", "mcp.highlightActions", Boolean.class, "true",
            "Flash each ui_perform target in the app just before it is acted on, for a person watching"
                    + " (not on a headless platform, where nobody can).",
            McpJavafxConfig::highlightActions),
    PICK_MODIFIER("mcp.ui.pick-modifier", "mcp.pickModifier", String.class, McpJavafxConfig.DEFAULT_PICK_MODIFIER,
            "How the person picks a node for ui_pick: none (inspect mode: any click picks, the app gets no"
                    + " input while the pick waits, Esc cancels) or the key held with the click: alt, ctrl,"
                    + " shift or meta.",
            McpJavafxConfig::pickModifier, Function.identity(), Setting::pickModifiers),
    APP_TOOLS("mcp.ui.app-tools", "mcp.appTools", Boolean.class, "false",
            "Publish the application's own tools (its @McpTool beans, or the tools passed to install) next to"
                    + " the ui_* tools.",
            McpJavafxConfig::appTools),
    CAPTURE_CONSOLE("mcp.ui.capture-console", "mcp.captureConsole", Boolean.class, "true",
            "Keep the lines the app prints to System.out and System.err (its console still gets them) for"
                    + " ui_get_logs and action results; false leaves the streams alone.",
            McpJavafxConfig::captureConsole),
    SNAPSHOT_DEPTH("mcp.ui.snapshot.depth", "mcp.snapshot.depth", Integer.class, String.valueOf(SnapshotOptions.DEFAULT_DEPTH),
            "Levels read below each window's root; deeper nodes are counted, not listed.",
            c -> c.snapshotDefaults().depth()),
    SNAPSHOT_BOUNDS("mcp.ui.snapshot.bounds", "mcp.snapshot.bounds", Boolean.class, "true",
            "Full snapshots include layout bounds.",
            c -> c.snapshotDefaults().includeBounds()),
    SNAPSHOT_LOCAL_TO_SCREEN("mcp.ui.snapshot.local-to-screen", "mcp.snapshot.localToScreen", Boolean.class, "true",
            "Full snapshots include screen coordinates.",
            c -> c.snapshotDefaults().includeLocalToScreen()),
    SNAPSHOT_PROPERTIES("mcp.ui.snapshot.properties", "mcp.snapshot.properties", Boolean.class, "true",
            "Full snapshots include a selection of JavaFX properties per node (fx.properties).",
            c -> c.snapshotDefaults().includeProperties()),
    SNAPSHOT_VIRTUALIZATION("mcp.ui.snapshot.virtualization", "mcp.snapshot.virtualization", Boolean.class, "true",
            "Full snapshots include the visible rows and cell texts of lists, tables and trees.",
            c -> c.snapshotDefaults().includeVirtualization()),
    SNAPSHOT_ACCESSIBILITY("mcp.ui.snapshot.accessibility", "mcp.snapshot.accessibility", Boolean.class, "true",
            "Full snapshots include accessible role, text and help.",
            c -> c.snapshotDefaults().includeAccessibility()),
    SNAPSHOT_INTERNALS("mcp.ui.snapshot.internals", "mcp.snapshot.internals", Boolean.class, "false",
            "Snapshots descend into the skins of standard controls instead of treating them as leaves.",
            c -> c.snapshotDefaults().includeControlInternals());

    private final String springKey;
    private final String systemKey;
    private final Class<?> type;
    private final String defaultValue;
    private final String description;
    private final Function<McpJavafxConfig, Object> valueIn;
    private final Function<Object, Object> toConfigValue;
    /* Read when asked, not when the constants are made: the lists live in classes that use this one. */
    private final Supplier<Map<String, String>> choices;

    Setting(String springKey, String systemKey, Class<?> type, String defaultValue, String description,
            Function<McpJavafxConfig, Object> valueIn) {
        this(springKey, systemKey, type, defaultValue, description, valueIn, Function.identity(), Map::of);
    }

    Setting(String springKey, String systemKey, Class<?> type, String defaultValue, String description,
            Function<McpJavafxConfig, Object> valueIn, Function<Object, Object> toConfigValue,
            Supplier<Map<String, String>> choices) {
        this.springKey = springKey;
        this.systemKey = systemKey;
        this.type = type;
        this.defaultValue = defaultValue;
        this.description = description;
        this.valueIn = valueIn;
        this.toConfigValue = toConfigValue;
        this.choices = choices;
    }

    private static Map<String, String> transports() {
        Map<String, String> choices = new LinkedHashMap<>();
        for (Transport transport : Transport.values()) {
            choices.put(transport.spelling(), transport.summary());
        }
        return choices;
    }

    private static Map<String, String> pickModifiers() {
        Map<String, String> choices = new LinkedHashMap<>();
        for (String key : McpJavafxConfig.PICK_MODIFIERS) {
            choices.put(key, key.equals("none")
                    ? "Inspect mode: any click picks, the app gets no input while the pick waits, Esc cancels."
                    : "A click with " + key + " held picks; other clicks reach the app.");
        }
        return choices;
    }

    /** The key in Spring configuration, such as {@code mcp.ui.bind-host}. */
    public String springKey() {
        return springKey;
    }

    /** The system property (and agent option), such as {@code mcp.bind}. */
    public String systemKey() {
        return systemKey;
    }

    /**
     * The type of the value as configuration writes it: {@link Boolean}, {@link Integer} or
     * {@link String} (a transport is written as its name).
     */
    public Class<?> type() {
        return type;
    }

    /** The default as it is written in configuration; {@code null} when unset has a meaning of its own (the token). */
    public String defaultValue() {
        return defaultValue;
    }

    /** {@link #defaultValue()} as a value of {@link #type()}; {@code null} when there is none. */
    public Object declaredDefault() {
        if (defaultValue == null || type == String.class) {
            return defaultValue;
        }
        return type == Boolean.class ? Boolean.valueOf(defaultValue) : Integer.valueOf(defaultValue);
    }

    /** What the setting does, one or two sentences: the IDE shows it, docs/configuration.md repeats it. */
    public String description() {
        return description;
    }

    /**
     * The values this setting takes, as configuration writes them, each with a sentence on what it does (IDEs
     * offer them), in order; empty when any value of its {@link #type()} will do.
     */
    public Map<String, String> choices() {
        return choices.get();
    }

    /** Where this setting ended up in {@code config}. */
    public Object valueIn(McpJavafxConfig config) {
        return valueIn.apply(Objects.requireNonNull(config, "config"));
    }

    /**
     * A value as configuration writes it, turned into what {@link McpJavafxConfig} holds;
     * {@code null} stands for the {@link #declaredDefault() declared default}.
     *
     * @throws IllegalArgumentException when the value is not of {@link #type()} or not one this setting takes
     */
    Object toConfigValue(Object written) {
        Object value = written == null ? declaredDefault() : written;
        if (value != null && !type.isInstance(value)) {
            throw new IllegalArgumentException(springKey + " takes " + type.getName() + " values, was "
                    + value.getClass().getName() + " " + value);
        }
        return value == null ? null : toConfigValue.apply(value);
    }
}
