package io.github.mcpjavafx.debug;

import java.util.Objects;
import java.util.function.Function;

/**
 * Every setting of the debug server, declared once: its Spring property, its system property, its
 * default as written in configuration, and what it does.
 *
 * <p>{@link SystemPropertyConfig} reads the system properties from here. The rest cannot be derived
 * from it and is checked against it by tests instead: the defaults of {@link McpJavafxConfig}, the
 * Spring properties (whose Javadoc and literal defaults become the IDE metadata, so they must be
 * written out) and the configuration table of docs/configuration.md.
 */
public enum Setting {

    ENABLED("mcp.ui.enabled", "mcp.ui", "false",
            "Start the debug server (the system property mcp.ui=true does too); while it is off, nothing"
                    + " listens and no thread is started.",
            McpJavafxConfig::enabled),
    TRANSPORT("mcp.ui.transport", "mcp.transport", "http",
            "How MCP clients connect: http (streamable HTTP at /mcp) or sse (the older HTTP+SSE at /sse).",
            McpJavafxConfig::transport),
    BIND_HOST("mcp.ui.bind-host", "mcp.bind", McpJavafxConfig.DEFAULT_BIND_HOST,
            "Loopback address to listen on: 127.0.0.1, ::1 or localhost; any other address refuses to start.",
            McpJavafxConfig::bindHost),
    PORT("mcp.ui.port", "mcp.port", "0",
            "TCP port; 0 picks a free one (shown in the log). A fixed port keeps client configurations valid"
                    + " across restarts.",
            McpJavafxConfig::port),
    TOKEN("mcp.ui.token", "mcp.token", null,
            "Bearer token clients must send. Unset or empty: the token file, else the environment variable"
                    + " MCP_UI_TOKEN, else 192 random bits generated at each start. A ${VARIABLE} placeholder that"
                    + " does not resolve refuses to start. Whatever is on a command line, every local user can read.",
            McpJavafxConfig::token),
    TOKEN_FILE("mcp.ui.token-file", "mcp.tokenFile", null,
            "A file holding the bearer token, used when mcp.ui.token is unset; the server refuses to start when"
                    + " anyone but its owner may read it (chmod 600).",
            McpJavafxConfig::tokenFile),
    LOG_TOKEN("mcp.ui.log-token", "mcp.logToken", "false",
            "Show the token whole in the startup log (and in the ready-to-paste client configuration); false"
                    + " masks it there: the private instance file the log names holds it.",
            McpJavafxConfig::logToken),
    ALLOW_ACTIONS("mcp.ui.allow-actions", "mcp.allowActions", "true",
            "Allow ui_perform; false makes the server read-only: ui_perform is neither listed nor served.",
            McpJavafxConfig::allowActions),
    FX_TIMEOUT_MS("mcp.ui.fx-timeout-ms", "mcp.fxTimeoutMs", String.valueOf(McpJavafxConfig.DEFAULT_FX_TIMEOUT_MS),
            "How long one call waits for the JavaFX thread before it fails with MCP_UI_TIMEOUT, in milliseconds.",
            McpJavafxConfig::fxTimeoutMs),
    SERVER_SHUTDOWN_MS("mcp.ui.server-shutdown-ms", "mcp.serverShutdownMs",
            String.valueOf(McpJavafxConfig.DEFAULT_SERVER_SHUTDOWN_MS),
            "How long stopping the server may take before connections are cut, in milliseconds.",
            McpJavafxConfig::serverShutdownMs),
    MAX_RESULT_CHARS("mcp.ui.max-result-chars", "mcp.maxResultChars",
            String.valueOf(McpJavafxConfig.DEFAULT_MAX_RESULT_CHARS),
            "The most characters a snapshot's text may have; a larger one is cut at whole subtrees and says"
                    + " how to see the rest.",
            McpJavafxConfig::maxResultChars),
    HIGHLIGHT_ACTIONS("mcp.ui.highlight-actions", "mcp.highlightActions", "true",
            "Flash each ui_perform target in the app just before it is acted on, for a person watching"
                    + " (not on a headless platform, where nobody can).",
            McpJavafxConfig::highlightActions),
    PICK_MODIFIER("mcp.ui.pick-modifier", "mcp.pickModifier", McpJavafxConfig.DEFAULT_PICK_MODIFIER,
            "How the person picks a node for ui_pick: none (inspect mode: any click picks, the app gets no"
                    + " input while the pick waits, Esc cancels) or the key held with the click: alt, ctrl,"
                    + " shift or meta.",
            McpJavafxConfig::pickModifier),
    APP_TOOLS("mcp.ui.app-tools", "mcp.appTools", "false",
            "Publish the application's own tools (its @McpTool beans, or the tools passed to install) next to"
                    + " the ui_* tools.",
            McpJavafxConfig::appTools),
    CAPTURE_CONSOLE("mcp.ui.capture-console", "mcp.captureConsole", "true",
            "Keep the lines the app prints to System.out and System.err (its console still gets them) for"
                    + " ui_get_logs and action results; false leaves the streams alone.",
            McpJavafxConfig::captureConsole),
    SNAPSHOT_DEPTH("mcp.ui.snapshot.depth", "mcp.snapshot.depth", String.valueOf(SnapshotOptions.DEFAULT_DEPTH),
            "Levels read below each window's root; deeper nodes are counted, not listed.",
            c -> c.snapshotDefaults().depth()),
    SNAPSHOT_BOUNDS("mcp.ui.snapshot.bounds", "mcp.snapshot.bounds", "true",
            "Full snapshots include layout bounds.",
            c -> c.snapshotDefaults().includeBounds()),
    SNAPSHOT_LOCAL_TO_SCREEN("mcp.ui.snapshot.local-to-screen", "mcp.snapshot.localToScreen", "true",
            "Full snapshots include screen coordinates.",
            c -> c.snapshotDefaults().includeLocalToScreen()),
    SNAPSHOT_PROPERTIES("mcp.ui.snapshot.properties", "mcp.snapshot.properties", "true",
            "Full snapshots include a selection of JavaFX properties per node (fx.properties).",
            c -> c.snapshotDefaults().includeProperties()),
    SNAPSHOT_VIRTUALIZATION("mcp.ui.snapshot.virtualization", "mcp.snapshot.virtualization", "true",
            "Full snapshots include the visible rows and cell texts of lists, tables and trees.",
            c -> c.snapshotDefaults().includeVirtualization()),
    SNAPSHOT_ACCESSIBILITY("mcp.ui.snapshot.accessibility", "mcp.snapshot.accessibility", "true",
            "Full snapshots include accessible role, text and help.",
            c -> c.snapshotDefaults().includeAccessibility()),
    SNAPSHOT_INTERNALS("mcp.ui.snapshot.internals", "mcp.snapshot.internals", "false",
            "Snapshots descend into the skins of standard controls instead of treating them as leaves.",
            c -> c.snapshotDefaults().includeControlInternals());

    private final String springKey;
    private final String systemKey;
    private final String defaultValue;
    private final String description;
    private final Function<McpJavafxConfig, Object> valueIn;

    Setting(String springKey, String systemKey, String defaultValue, String description,
            Function<McpJavafxConfig, Object> valueIn) {
        this.springKey = springKey;
        this.systemKey = systemKey;
        this.defaultValue = defaultValue;
        this.description = description;
        this.valueIn = valueIn;
    }

    /** The key in Spring configuration, such as {@code mcp.ui.bind-host}. */
    public String springKey() {
        return springKey;
    }

    /** The system property (and agent option), such as {@code mcp.bind}. */
    public String systemKey() {
        return systemKey;
    }

    /** The default as it is written in configuration; {@code null} when unset has a meaning of its own (the token). */
    public String defaultValue() {
        return defaultValue;
    }

    /** What the setting does, one or two sentences: the IDE shows it, docs/configuration.md repeats it. */
    public String description() {
        return description;
    }

    /** Where this setting ended up in {@code config}. */
    public Object valueIn(McpJavafxConfig config) {
        return valueIn.apply(Objects.requireNonNull(config, "config"));
    }
}
